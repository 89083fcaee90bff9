import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@contracts/users';

/** Minutes a one-time code stays valid. */
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong tries after which a code is void (a new login is needed). */
export const OTP_MAX_ATTEMPTS = 5;
/** Consecutive failed codes after which the account's code step is locked until a password reset. */
export const OTP_MAX_CONSECUTIVE_FAILURES = 100;
/** Seconds between two sends of a code for the same login. */
export const OTP_RESEND_COOLDOWN_MS = 60 * 1000;

/** A 6-digit code from the CSPRNG, zero-padded (leading zeros are kept). */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * HMAC-SHA-256 of the code, bound to its challenge, keyed by a key derived from the JWT secret.
 * Only this is stored; the code itself exists only in the e-mail.
 */
export function hashOtp(key: Uint8Array, challengeId: string, code: string): string {
  return createHmac('sha256', key).update(`${challengeId}:${code}`).digest('base64url');
}

/** Constant-time comparison of a submitted code with the stored HMAC. */
export function otpMatches(
  key: Uint8Array,
  challengeId: string,
  submitted: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'base64url');
  const actual = Buffer.from(hashOtp(key, challengeId, submitted), 'base64url');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
