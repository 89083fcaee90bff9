import { authKeys } from '@server/auth/keys';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@server/auth/tokens';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getJson, postJson } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** A validly signed token with a non-UUID subject or a lifetime over 12 h → 401, never 500. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function forge(
  key: Uint8Array,
  typ: 'session' | 'otp',
  claims: Record<string, unknown>,
  sub: string,
  ttl: number,
) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ ...claims, typ })
    .setProtectedHeader({ alg: 'HS256', typ: `${typ}+jwt` })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(key);
}

describe('session and pre-OTP token claims', () => {
  const keys = () => authKeys(t.config.jwtSecret);

  it('a session token whose sub is not a UUID → 401', async () => {
    const token = await forge(keys().session, 'session', { ver: 0 }, "1' or '1'='1", 3600);
    expect((await getJson(t, '/api/users/me', { token })).status).toBe(401);
  });

  it('a session token living longer than 12 h → 401, a 12 h one works', async () => {
    const account = await createAccount(t);
    const long = await forge(keys().session, 'session', { ver: 0 }, account.id, 13 * 3600);
    expect((await getJson(t, '/api/users/me', { token: long })).status).toBe(401);
    const ok = await forge(keys().session, 'session', { ver: 0 }, account.id, 12 * 3600);
    expect((await getJson(t, '/api/users/me', { token: ok })).status).toBe(200);
  });

  it('a pre-OTP token with a non-UUID sub or challenge, or living over 10 minutes → 401', async () => {
    const account = await createAccount(t);
    const cid = '6f1f8a52-7c1e-4a59-9d0f-3f7d5f1f2b11';
    for (const token of [
      await forge(keys().otpToken, 'otp', { cid }, 'not-a-uuid', 600),
      await forge(keys().otpToken, 'otp', { cid: 'not-a-uuid' }, account.id, 600),
      await forge(keys().otpToken, 'otp', { cid }, account.id, 601),
    ]) {
      const res = await postJson(
        t,
        '/verify-otp',
        { email: account.email, otp: '123456' },
        { ip: '10.13.0.1', token },
      );
      expect(res.status).toBe(401);
      const resend = await postJson(t, '/resend-otp', { token }, { ip: '10.13.0.2' });
      expect(resend.status).toBe(401);
    }
  });
});
