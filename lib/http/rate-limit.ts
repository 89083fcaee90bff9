import type { Context } from 'hono';

/**
 * The one way a limit answers: 429, Retry-After in seconds, and `{ message }` for the UI to show.
 * The limits themselves come from `@lib/limits/factory` (rate-limiter-flexible, memory or Redis).
 */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ message }, 429);
}
