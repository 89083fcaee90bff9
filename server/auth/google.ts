import type { Clock } from '@lib/clock';
import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface GoogleVerifier {
  /** The identity of a valid Google ID token, or null. */
  verify(idToken: string): Promise<GoogleIdentity | null>;
}

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUrl: string;
  clock: Clock;
  /** Replaces `fetch` for the key set (tests). */
  fetch?: typeof fetch;
}

/**
 * Google ID token verification (ASVS 6.8.1-6.8.2): signature against the configured key set, RS256 only,
 * `iss` one of Google's two spellings, `aud` = our client id, `exp` (jose checks it against the clock).
 */
export function createGoogleVerifier(options: GoogleVerifierOptions): GoogleVerifier {
  const jwks: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), {
    timeoutDuration: 5000,
    cooldownDuration: 30_000,
    ...(options.fetch
      ? { [customFetch]: (url: string, init: RequestInit) => options.fetch!(url, init) }
      : {}),
  });

  return {
    async verify(idToken) {
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: options.clientId,
          requiredClaims: ['sub', 'exp', 'iat', 'email'],
          currentDate: options.clock.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
        const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');
        return {
          sub: payload.sub,
          email: payload.email.trim().toLowerCase(),
          // Google sends a boolean; older tokens sent the string "true".
          emailVerified: payload.email_verified === true || payload.email_verified === 'true',
          givenName: text(payload.given_name),
          familyName: text(payload.family_name),
        };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
