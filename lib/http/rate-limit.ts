import type { Context } from 'hono';
import type { Clock } from '../clock';

export type RateLimitVerdict = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is allowed. */
  hit(key: string): RateLimitVerdict;
  /** Looks without counting. */
  peek(key: string): RateLimitVerdict;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): void;
}

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window limiter kept in this process's memory: at most `limit` hits per `windowMs` per key.
 * Old windows are swept lazily so memory stays bounded by the keys seen in one window.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; clock: Clock }): RateLimiter {
  const { limit, windowMs, clock } = options;
  const windows = new Map<string, Window>();
  let lastSweep = 0;

  function current(key: string, now: number): Window {
    if (now - lastSweep > windowMs) {
      for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      lastSweep = now;
    }
    const existing = windows.get(key);
    if (existing && now - existing.startedAt < windowMs) return existing;
    const fresh = { startedAt: now, count: 0 };
    windows.set(key, fresh);
    return fresh;
  }

  function verdict(window: Window, now: number): RateLimitVerdict {
    if (window.count <= limit) return { ok: true, remaining: limit - window.count };
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
    };
  }

  return {
    hit(key) {
      const now = clock.now().getTime();
      const window = current(key, now);
      window.count += 1;
      return verdict(window, now);
    },
    peek(key) {
      const now = clock.now().getTime();
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) return { ok: true, remaining: limit };
      return window.count >= limit
        ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) }
        : { ok: true, remaining: limit - window.count };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** The one way a limit answers: 429, Retry-After in seconds, and `{ message }` for the UI to show. */
export function tooManyRequests(c: Context, retryAfterSeconds: number, message: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  return c.json({ message }, 429);
}
