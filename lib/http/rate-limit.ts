import type { Text } from '@contracts/texts';
import type { AttemptLimiter } from '@lib/limits/limiter';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from './client-ip';
import { fail } from './failure';

/**
 * The one way a limit answers: 429, Retry-After in seconds, and `{ message }` for the UI to show.
 * The limits themselves come from `@lib/limits/factory` (rate-limiter-flexible, memory or Redis).
 */
export function tooManyRequests(c: Context, retryAfterSeconds: number, text: Text) {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, text);
}

export interface RateLimitOptions {
  /** The key the attempt counts under; the client address by default. */
  key?: (c: Context) => string;
  /** The refusal's message, naming the wait. */
  message: (retryAfterSeconds: number) => Text;
}

/**
 * Counts the request as one attempt against `limiter` before the handler runs (after the middleware before
 * it, so a request refused by validation counts nothing); over the limit it answers `tooManyRequests`.
 * A handler that turns out a success may give the point back with `limiter.refund`.
 */
export function rateLimit(
  limiter: AttemptLimiter,
  { key = clientIp, message }: RateLimitOptions,
): MiddlewareHandler {
  return async (c, next) => {
    const verdict = await limiter.consume(key(c));
    if (!verdict.ok) return tooManyRequests(c, verdict.retryAfterSeconds, message(verdict.retryAfterSeconds));
    await next();
  };
}
