import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Synchronous HS256 JWT verification with node:crypto: the same checks jose's `jwtVerify` makes for our
 * tokens (tests/server/token-verify.test.ts compares both on generated tokens), without WebCrypto's
 * promise-and-thread-pool round trip on every guarded request. Signing stays with jose (tokens.ts).
 */

export interface Hs256Expectations {
  /** The `typ` header (compared like jose: case-insensitive, `application/` optional). */
  typ: string;
  issuer: string;
  audience: string;
  /** Claims that must be present besides iss and aud. */
  requiredClaims: readonly string[];
  /** Seconds since the epoch (no clock tolerance). */
  now: number;
}

export type JwtPayload = Record<string, unknown>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** A plain JSON object (what jose calls `isObject`): not an array, not null. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeJson(segment: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(strictUtf8.decode(Buffer.from(segment, 'base64url')));
    return isPlainObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const normalizeTyp = (value: string) => {
  const lower = value.toLowerCase();
  return value.includes('/') ? lower : `application/${lower}`;
};

/** The signature is the HMAC-SHA-256 of `header.payload` in canonical base64url (compared in constant time). */
function signatureMatches(key: Uint8Array, signingInput: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', key).update(signingInput).digest('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a compact JWS header is a JSON object with alg HS256, the expected typ, and no `crit` or `b64`
 * parameter (we never issue either; jose would accept `crit: ["b64"]` with `b64: true`, refused here).
 */
function acceptableHeader(segment: string, typ: string): boolean {
  const header = decodeJson(segment);
  if (header?.alg !== 'HS256') return false;
  if ('crit' in header || 'b64' in header) return false;
  return typeof header.typ === 'string' && normalizeTyp(header.typ) === normalizeTyp(typ);
}

/** The registered claims' checks of jose's `validateClaimsSet` with our options (tolerance 0). */
function claimsValid(payload: JwtPayload, expected: Hs256Expectations): boolean {
  for (const claim of [...expected.requiredClaims, 'aud', 'iss']) {
    if (!Object.hasOwn(payload, claim)) return false;
  }
  if (payload.iss !== expected.issuer) return false;
  const { aud } = payload;
  const audienceMatches =
    typeof aud === 'string'
      ? aud === expected.audience
      : Array.isArray(aud) && aud.includes(expected.audience);
  if (!audienceMatches) return false;
  for (const claim of ['iat', 'nbf', 'exp']) {
    if (payload[claim] !== undefined && typeof payload[claim] !== 'number') return false;
  }
  if (typeof payload.nbf === 'number' && payload.nbf > expected.now) return false;
  if (typeof payload.exp === 'number' && payload.exp <= expected.now) return false;
  return true;
}

/** The payload of a valid HS256 JWT signed with `key` meeting `expected`, or null (never throws). */
export function verifyHs256Jwt(
  token: string,
  key: Uint8Array,
  expected: Hs256Expectations,
): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header = '', payload = '', signature = ''] = parts;
  if (!BASE64URL.test(header) || !BASE64URL.test(payload) || !BASE64URL.test(signature)) return null;
  if (!acceptableHeader(header, expected.typ)) return null;
  if (!signatureMatches(key, `${header}.${payload}`, signature)) return null;
  const claims = decodeJson(payload);
  return claims && claimsValid(claims, expected) ? claims : null;
}
