import { tooManyAttemptsMessage } from '@contracts/users';
import type { Clock } from '@lib/clock';
import {
  createRateLimiter,
  type RateLimiter,
  type RateLimitVerdict,
  tooManyRequests,
} from '@lib/http/rate-limit';
import type { Context } from 'hono';

const MINUTE = 60 * 1000;

/** The account endpoints' limits (ASVS 6.1.1, 2.4.1; Keycloak-style brute-force protection). */
export const AUTH_RATE_LIMITS = {
  /** Failed logins per IP (the 11th → 429). */
  loginFailuresPerIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins per e-mail address, whoever sends them. */
  loginFailuresPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  /** Wrong codes per IP (per account: 5 per code, 100 in a row, kept in the database). */
  otpFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Code re-sends per IP (per login: one every 60 s, kept in the database). */
  otpResendsPerIp: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed Google sign-ins per IP. */
  googleFailuresPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Valid sign-up requests per IP. */
  signupsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  /** Mails per address from sign-up and forgot-password (beyond it the answer is the same, no mail). */
  mailsPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  /** Forgot-password requests per IP. */
  forgotPasswordPerIp: { limit: 5, windowMs: 15 * MINUTE },
  /** Reset attempts with an invalid link per IP. */
  resetFailuresPerIp: { limit: 10, windowMs: 15 * MINUTE },
} as const;

export type AuthLimiters = Record<keyof typeof AUTH_RATE_LIMITS, RateLimiter>;

export function createAuthLimiters(clock: Clock): AuthLimiters {
  const entries = Object.entries(AUTH_RATE_LIMITS).map(([name, options]) => [
    name,
    createRateLimiter({ ...options, clock }),
  ]);
  return Object.fromEntries(entries) as AuthLimiters;
}

/** The first verdict that refuses, if any. */
export function firstRefusal(...verdicts: RateLimitVerdict[]): { retryAfterSeconds: number } | undefined {
  for (const verdict of verdicts) if (!verdict.ok) return verdict;
  return undefined;
}

/** 429 with Retry-After and the message the UI shows. */
export function tooManyAttempts(c: Context, retryAfterSeconds: number) {
  return tooManyRequests(c, retryAfterSeconds, tooManyAttemptsMessage(retryAfterSeconds));
}
