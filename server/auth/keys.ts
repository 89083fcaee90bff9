import { createHash, hkdfSync } from 'node:crypto';

/** Separate keys for each use, derived from the one JWT secret (HKDF-SHA-256), so no key serves two purposes. */
export interface AuthKeys {
  /** HS256 key of session tokens. */
  session: Uint8Array;
  /** HS256 key of pre-OTP tokens (a pre-OTP token can never verify as a session). */
  otpToken: Uint8Array;
  /** HMAC key for stored one-time codes. */
  otpCode: Uint8Array;
  /** HMAC key of the known-device cookie. */
  knownDevice: Uint8Array;
}

const cache = new Map<string, AuthKeys>();

function derive(secret: string, info: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, 'hub-auth-v1', info, 32));
}

export function authKeys(jwtSecret: string): AuthKeys {
  let keys = cache.get(jwtSecret);
  if (!keys) {
    keys = {
      session: derive(jwtSecret, 'session-jwt'),
      otpToken: derive(jwtSecret, 'otp-jwt'),
      otpCode: derive(jwtSecret, 'otp-code-hmac'),
      knownDevice: derive(jwtSecret, 'known-device-hmac'),
    };
    cache.set(jwtSecret, keys);
  }
  return keys;
}

/** Stored form of e-mailed link tokens (verification, password reset): SHA-256, base64url. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
