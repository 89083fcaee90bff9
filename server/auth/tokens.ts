import type { Clock } from '@lib/clock';
import { SignJWT } from 'jose';
import { verifyHs256Jwt } from './hs256';
import { authKeys } from './keys';

export const TOKEN_ISSUER = 'hub-api';
export const TOKEN_AUDIENCE = 'hub-web';
/** Session lifetime (≤ 12 h). */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
/** Pre-OTP token lifetime (≤ 10 min, the code's own lifetime). */
export const OTP_TOKEN_TTL_SECONDS = 10 * 60;

const REQUIRED_CLAIMS = ['sub', 'exp', 'iat'];
const SESSION_TYP = 'session+jwt';
const OTP_TYP = 'otp+jwt';

export interface SessionClaims {
  userId: string;
  tokenVersion: number;
}

export interface OtpClaims {
  userId: string;
  challengeId: string;
}

export interface TokenService {
  signSession(claims: SessionClaims): Promise<string>;
  /** The claims of a valid session token, or null (bad signature, alg, typ, iss, aud, expired, malformed). */
  verifySession(token: string): Promise<SessionClaims | null>;
  signOtp(claims: OtpClaims): Promise<string>;
  verifyOtp(token: string): Promise<OtpClaims | null>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Typed HS256 tokens (signed with jose, verified synchronously by hs256.ts). Session and pre-OTP tokens differ in key, `typ` header and `typ` claim. */
export function createTokenService(options: { jwtSecret: string; clock: Clock }): TokenService {
  const keys = authKeys(options.jwtSecret);
  const { clock } = options;

  async function sign(
    key: Uint8Array,
    typ: string,
    subject: string,
    ttl: number,
    extra: Record<string, unknown>,
  ) {
    const now = seconds(clock.now());
    return new SignJWT({ ...extra, typ: typ.split('+')[0] })
      .setProtectedHeader({ alg: 'HS256', typ })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .sign(key);
  }

  /** A valid token of this type whose lifetime (exp - iat) is at most `maxTtl` seconds, or null. */
  function verify(key: Uint8Array, typ: string, token: string, maxTtl: number) {
    const payload = verifyHs256Jwt(token, key, {
      typ,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
      now: seconds(clock.now()),
    });
    if (!payload || payload.typ !== typ.split('+')[0]) return null;
    if ((payload.exp as number) - (payload.iat as number) > maxTtl) return null;
    return payload;
  }

  return {
    signSession: ({ userId, tokenVersion }) =>
      sign(keys.session, SESSION_TYP, userId, SESSION_TTL_SECONDS, { ver: tokenVersion }),
    async verifySession(token) {
      const payload = verify(keys.session, SESSION_TYP, token, SESSION_TTL_SECONDS);
      if (!payload || !isUuid(payload.sub) || !Number.isInteger(payload.ver)) return null;
      return { userId: payload.sub, tokenVersion: payload.ver as number };
    },
    signOtp: ({ userId, challengeId }) =>
      sign(keys.otpToken, OTP_TYP, userId, OTP_TOKEN_TTL_SECONDS, { cid: challengeId }),
    async verifyOtp(token) {
      const payload = verify(keys.otpToken, OTP_TYP, token, OTP_TOKEN_TTL_SECONDS);
      if (!payload || !isUuid(payload.sub) || !isUuid(payload.cid)) return null;
      return { userId: payload.sub, challengeId: payload.cid };
    },
  };
}
