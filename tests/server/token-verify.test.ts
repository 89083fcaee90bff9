import { createHmac } from 'node:crypto';
import { type Hs256Expectations, verifyHs256Jwt } from '@server/auth/hs256';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@server/auth/tokens';
import fc from 'fast-check';
import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';

/**
 * The synchronous verifier (server/auth/hs256.ts) against jose's `jwtVerify` with the options tokens.ts
 * used before: same answer on generated tokens (headers, claims, keys), and never an acceptance jose
 * would refuse on arbitrarily damaged ones.
 */

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const NOW = 1_900_000_000;
const expected: Hs256Expectations = {
  typ: 'session+jwt',
  issuer: TOKEN_ISSUER,
  audience: TOKEN_AUDIENCE,
  requiredClaims: ['sub', 'exp', 'iat'],
  now: NOW,
};

async function joseAnswer(token: string, verifyKey: Uint8Array) {
  try {
    const { payload } = await jwtVerify(token, verifyKey, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      typ: expected.typ,
      requiredClaims: [...expected.requiredClaims],
      currentDate: new Date(NOW * 1000),
      clockTolerance: 0,
    });
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(header: unknown, claims: unknown, signingKey: Uint8Array): string {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createHmac('sha256', signingKey).update(input).digest('base64url')}`;
}

/** Mostly the valid value (so most tokens pass all but one or two checks), sometimes one of the others. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...others: fc.Arbitrary<unknown>[]) =>
  fc.oneof(
    { arbitrary: valid as fc.Arbitrary<unknown>, weight: 6 },
    ...others.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
const absent = fc.constant(undefined);
/** Seconds around NOW, boundaries included; sometimes not a number. */
const time = (around: number) =>
  mostly(
    fc.integer({ min: around - 3, max: around + 3 }),
    fc.integer({ min: NOW - 50_000, max: NOW + 50_000 }),
    fc.constantFrom('1900000000', null, NOW + 0.5),
    absent,
  );

const headers = fc.record({
  alg: mostly(fc.constant('HS256'), fc.constantFrom('HS384', 'none', 'hs256'), absent),
  typ: mostly(
    fc.constantFrom('session+jwt', 'SESSION+JWT', 'application/session+jwt'),
    fc.constantFrom('otp+jwt', 'JWT', 5),
    absent,
  ),
  kid: fc.option(fc.string(), { nil: undefined }),
});

const claims = fc.record({
  sub: mostly(fc.uuid(), fc.string(), absent),
  iss: mostly(fc.constant(TOKEN_ISSUER), fc.constantFrom('someone-else', 1, null), absent),
  aud: mostly(
    fc.constantFrom(TOKEN_AUDIENCE, [TOKEN_AUDIENCE], ['other', TOKEN_AUDIENCE]),
    fc.constantFrom('other', ['other'], null),
    absent,
  ),
  iat: time(NOW - 5),
  exp: time(NOW),
  nbf: fc.oneof({ arbitrary: absent, weight: 3 }, { arbitrary: time(NOW), weight: 1 }),
  typ: fc.option(fc.constantFrom('session', 'otp'), { nil: undefined }),
  ver: fc.option(fc.integer(), { nil: undefined }),
});

describe('verifyHs256Jwt', () => {
  it('answers like jose on generated headers, claims and keys', async () => {
    await fc.assert(
      fc.asyncProperty(headers, claims, fc.boolean(), async (header, claimSet, rightKey) => {
        const jwt = token(header, claimSet, rightKey ? key : otherKey);
        expect(verifyHs256Jwt(jwt, key, expected)).toEqual(await joseAnswer(jwt, key));
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts a well-formed current token and refuses it once expired or from another key', () => {
    const good = {
      sub: '6f1f8a52-7c1e-4a59-9d0f-3f7d5f1f2b11',
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: NOW - 10,
      exp: NOW + 10,
    };
    const header = { alg: 'HS256', typ: 'session+jwt' };
    expect(verifyHs256Jwt(token(header, good, key), key, expected)).toEqual(good);
    expect(verifyHs256Jwt(token(header, { ...good, exp: NOW }, key), key, expected)).toBeNull();
    expect(verifyHs256Jwt(token(header, good, otherKey), key, expected)).toBeNull();
  });

  it('never accepts a damaged token that jose refuses', async () => {
    const good = token(
      { alg: 'HS256', typ: 'session+jwt' },
      { sub: 'x', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: NOW, exp: NOW + 60 },
      key,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: good.length - 1 }),
        fc.nat({ max: 3 }),
        fc.string({ maxLength: 3 }),
        async (at, removed, inserted) => {
          const damaged = good.slice(0, at) + inserted + good.slice(at + removed);
          const ours = verifyHs256Jwt(damaged, key, expected);
          if (ours !== null) expect(await joseAnswer(damaged, key)).toEqual(ours);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('refuses crit and b64 headers (never issued), and anything but three segments', () => {
    const claimSet = { sub: 'x', iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, iat: NOW, exp: NOW + 60 };
    for (const extra of [{ crit: ['b64'], b64: true }, { b64: true }, { crit: ['exp'] }]) {
      const jwt = token({ alg: 'HS256', typ: 'session+jwt', ...extra }, claimSet, key);
      expect(verifyHs256Jwt(jwt, key, expected)).toBeNull();
    }
    const jwt = token({ alg: 'HS256', typ: 'session+jwt' }, claimSet, key);
    expect(verifyHs256Jwt(`${jwt}.`, key, expected)).toBeNull();
    expect(verifyHs256Jwt(jwt.split('.').slice(0, 2).join('.'), key, expected)).toBeNull();
  });
});
