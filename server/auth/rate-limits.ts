import { tooManyAttemptsText } from '@contracts/users';
import { rateLimit, tooManyRequests } from '@lib/http/rate-limit';
import { createLimiters, type LimiterFactory, oncePerFactory } from '@lib/limits/factory';
import type { AttemptLimiter, LimitRule, LimitVerdict } from '@lib/limits/limiter';
import type { Context } from 'hono';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The account endpoints' limits (ASVS 6.1.1, 2.4.1; NIST SP 800-63B §5.2.2). Every attempt is counted
 * before it is evaluated; a success gives its point back.
 */
export const AUTH_RATE_LIMITS = {
  /** Failed logins per client address (the 11th → 429). */
  loginFailuresPerIp: { points: 10, durationSeconds: 15 * MINUTE },
  /** Failed logins per account and client address. */
  loginFailuresPerAccountAndIp: { points: 5, durationSeconds: 15 * MINUTE },
  /**
   * Failed logins per account from clients that never signed in to it (no device cookie, no sign-in from
   * that address in 30 days). Beyond it strangers meet growing delays (STRANGER_DELAY); the owner never does.
   */
  strangerFailuresPerAccount: { points: 20, durationSeconds: DAY },
  /** One stranger attempt per delay once the free failures are spent (the delay is set by `block`). */
  strangerDelay: { points: 1, durationSeconds: MINUTE },
  /** Wrong codes per client address (per account: 5 per code, 100 in a row, kept in the database). */
  otpFailuresPerIp: { points: 20, durationSeconds: 15 * MINUTE },
  /** Code re-sends per client address (per login: one every 60 s, kept in the database). */
  otpResendsPerIp: { points: 10, durationSeconds: 15 * MINUTE },
  /** Code mails per account (logins and re-sends): no mailbox or disk is filled with codes. */
  codeMailsPerAccount: { points: 10, durationSeconds: HOUR },
  /** Failed Google sign-ins per client address. */
  googleFailuresPerIp: { points: 20, durationSeconds: 15 * MINUTE },
  /** Valid sign-up requests per client address. */
  signupsPerIp: { points: 10, durationSeconds: HOUR },
  /** Mails per address from sign-up and forgot-password (beyond it the answer is the same, no mail). */
  mailsPerAddress: { points: 3, durationSeconds: HOUR },
  /** Forgot-password requests per client address. */
  forgotPasswordPerIp: { points: 5, durationSeconds: 15 * MINUTE },
  /** Reset attempts with an invalid link per client address. */
  resetFailuresPerIp: { points: 10, durationSeconds: 15 * MINUTE },
} as const satisfies Record<string, LimitRule>;

/** Strangers' delay after the free failures: 60 s, doubling with each further failure, at most 15 min. */
export const STRANGER_DELAY = { firstSeconds: MINUTE, maxSeconds: 15 * MINUTE } as const;

export type AuthLimiters = Record<keyof typeof AUTH_RATE_LIMITS, AttemptLimiter>;

export function createAuthLimiters(limits: LimiterFactory): AuthLimiters {
  return createLimiters(limits, AUTH_RATE_LIMITS);
}

/**
 * The account limits of a limiter store, made once: the API and the pages' forms count the same attempts
 * in the same place (a memory limiter made twice would count twice as many).
 */
export const authLimitersOf = oncePerFactory(createAuthLimiters);

export type Refusal = { retryAfterSeconds: number };

/** The verdict as a refusal, if it refuses. */
export function refusal(verdict: LimitVerdict): Refusal | undefined {
  return verdict.ok ? undefined : { retryAfterSeconds: verdict.retryAfterSeconds };
}

/** 429 with Retry-After and the message the UI shows. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  return tooManyRequests(c, retryAfterSeconds, tooManyAttemptsText(retryAfterSeconds));
}

/** Counts the request against an account limit per client address before the handler (`rateLimit`). */
export function limitAttempts(limiter: AttemptLimiter) {
  return rateLimit(limiter, { message: tooManyAttemptsText });
}
