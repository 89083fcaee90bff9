import { GoogleAuthResponse, messages } from '@contracts/users';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalGoogle } from '../support/auth-google';
import { createAccount, postJson, uniqueEmail, userByEmail, waitForMail } from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

const clientId = 'hub-test.apps.googleusercontent.com';
let t: TestApp;
let google: Awaited<ReturnType<typeof startLocalGoogle>>;

beforeAll(async () => {
  google = await startLocalGoogle(clientId);
  t = await createTestApp({ config: { googleClientId: clientId, googleJwksUrl: google.jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let ipCounter = 0;
const googleAuth = (tokenId: unknown) =>
  postJson(t, '/auth/google/auth', { tokenId }, { ip: `10.4.0.${++ipCounter}` });
const now = () => t.clock.now();

describe('Google sign-in (ASVS 6.8.1-6.8.2)', () => {
  it('a valid ID token for a new address → a verified Member, a code by mail, the login answer', async () => {
    const email = uniqueEmail('google');
    const before = t.mailer.messages.length;
    const res = await googleAuth(await google.idToken({ email, sub: 'sub-new' }, { now: now() }));
    expect(res.status).toBe(200);
    expect(v.is(GoogleAuthResponse, res.body)).toBe(true);
    expect(res.body.data).toEqual({ user: { email, role: 'Member', language: 'en' } });
    const user = (await userByEmail(t, email))!;
    expect(user.role).toBe('Member');
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(user.googleSub).toBe('sub-new');
    expect(user.passwordHash).toBeNull();
    await waitForMail(t, email, 'Your Hub login code', before);
    expect(google.requests()).toBeGreaterThan(0);
  });

  it('accepts both spellings of the issuer', async () => {
    const res = await googleAuth(
      await google.idToken(
        { email: uniqueEmail('g'), sub: 'sub-iss', iss: 'accounts.google.com' },
        { now: now() },
      ),
    );
    expect(res.status).toBe(200);
  });

  it.each([
    ['wrong aud', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['wrong iss', { iss: 'https://evil.example' }, {}],
    ['expired', {}, { expiresIn: -1 }],
    ['unknown kid', {}, { kid: 'other-key', key: 'stranger' as const }],
    ['known kid, other key', {}, { key: 'stranger' as const }],
    ['email_verified false', { email_verified: false }, {}],
  ])('%s → 401', async (_name, claims, options) => {
    const email = uniqueEmail('bad');
    const res = await googleAuth(
      await google.idToken({ email, sub: `sub-${_name}`, ...claims }, { now: now(), ...options }),
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual(failureWith(messages.googleFailed));
    expect(await userByEmail(t, email)).toBeUndefined();
  });

  it('HS256 or unsigned tokens → 401', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: 'x',
        email: 'x@example.org',
        exp: 9e9,
      }),
    ).toString('base64url');
    expect((await googleAuth(`${header}.${body}.`)).status).toBe(401);
    expect((await googleAuth('not-a-jwt')).status).toBe(401);
  });

  it('links to an existing account only when Google says the address is verified', async () => {
    const account = await createAccount(t);
    const unverified = await googleAuth(
      await google.idToken({ email: account.email, sub: 'sub-link', email_verified: false }, { now: now() }),
    );
    expect(unverified.status).toBe(401);
    expect((await userByEmail(t, account.email))!.googleSub).toBeNull();

    const verified = await googleAuth(
      await google.idToken({ email: account.email, sub: 'sub-link' }, { now: now() }),
    );
    expect(verified.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.googleSub).toBe('sub-link');
    expect(row!.role).toBe('Member');
  });

  it('without a configured client id → 503 with a message', async () => {
    const bare = await createTestApp({ config: { googleClientId: undefined } });
    try {
      const res = await postJson(bare, '/auth/google/auth', { tokenId: 'x.y.z' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual(failureWith(messages.googleNotConfigured));
    } finally {
      await bare.close();
    }
  });
});
