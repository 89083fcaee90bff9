import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';

/** A limit: at most `points` per `durationSeconds` per key (a fixed window that starts with the first hit). */
export interface LimitRule {
  points: number;
  durationSeconds: number;
}

export type LimitVerdict =
  | { ok: true; consumed: number; remaining: number }
  | { ok: false; consumed: number; retryAfterSeconds: number };

/**
 * One attempt limit over a shared store. `consume` counts first and decides in the same atomic step, so
 * parallel requests cannot all slip under the limit; a success may give its point back with `refund`.
 */
export interface AttemptLimiter {
  readonly rule: LimitRule;
  /** Counts `points` (default 1) for `key`; refused once the window holds more than the rule allows. */
  consume(key: string, points?: number): Promise<LimitVerdict>;
  /** Gives points back (an attempt that turned out to be a success). */
  refund(key: string, points?: number): Promise<void>;
  /** Looks without counting. */
  peek(key: string): Promise<LimitVerdict>;
  /** Refuses `key` for `seconds` from now, whatever its count. */
  block(key: string, seconds: number): Promise<void>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function isLimiterAnswer(value: unknown): value is RateLimiterRes {
  return typeof value === 'object' && value !== null && 'msBeforeNext' in value && !(value instanceof Error);
}

/** Wraps a rate-limiter-flexible limiter (memory or Redis) in the AttemptLimiter shape. */
export function wrapLimiter(limiter: RateLimiterAbstract, rule: LimitRule): AttemptLimiter {
  const refused = (answer: RateLimiterRes): LimitVerdict => ({
    ok: false,
    consumed: answer.consumedPoints,
    retryAfterSeconds: toSeconds(answer.msBeforeNext),
  });
  return {
    rule,
    async consume(key, points = 1) {
      try {
        const answer = await limiter.consume(key, points);
        return { ok: true, consumed: answer.consumedPoints, remaining: answer.remainingPoints };
      } catch (answer) {
        if (isLimiterAnswer(answer)) return refused(answer);
        throw answer;
      }
    },
    async refund(key, points = 1) {
      await limiter.reward(key, points);
    },
    async peek(key) {
      const answer = await limiter.get(key);
      if (!answer || answer.msBeforeNext <= 0) return { ok: true, consumed: 0, remaining: rule.points };
      if (answer.consumedPoints > rule.points) return refused(answer);
      return { ok: true, consumed: answer.consumedPoints, remaining: rule.points - answer.consumedPoints };
    },
    async block(key, seconds) {
      await limiter.block(key, seconds);
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
