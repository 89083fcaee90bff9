import { messages } from '@contracts/users';
import { ARGON2_OPTIONS } from '@server/auth/passwords';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoSecrets,
  linkFrom,
  postJson,
  signupBody,
  userByEmail,
  waitForMail,
} from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every sign-up in this file comes from its own address so the per-IP sign-up limit never interferes.
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;
const signup = (body: unknown) => postJson(t, '/signup', body, { ip: nextIp() });

function fieldErrors(body: Record<string, unknown>) {
  return Object.fromEntries(
    (body.errors as { path: string; message: string }[]).map((e) => [e.path, e.message]),
  );
}

describe('sign-up validation (messages letter for letter)', () => {
  it('names every missing field with its message', async () => {
    const res = await signup({});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please correct the highlighted errors.');
    expect(fieldErrors(res.body)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
      gender: 'Gender is required',
      phone: 'Phone number is required',
      role: 'Role is required',
    });
  });

  it('checks the e-mail shape and the international phone format', async () => {
    const res = await signup(signupBody({ email: 'not-an-address', phone: '0788123456' }));
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body)).toEqual({
      email: 'Please enter a valid email address',
      phone: "Please enter a valid phone number in international format starting with '+' and country code",
    });
  });

  it.each([
    ['+250788', false],
    ['+2507881', true],
    ['+123456789012345678', true],
    ['+1234567890123456789', false],
    ['+250 788 123 456', false],
  ])('phone %s accepted: %s', async (phone, ok) => {
    const res = await signup(signupBody({ phone, password: 'x' }));
    expect(res.status).toBe(400);
    expect(fieldErrors(res.body).phone === undefined).toBe(ok);
  });
});

describe('password rules (ASVS 6.2.1, 6.2.5, 6.2.8, 6.2.9)', () => {
  it('7 characters → 400 with the spec message', async () => {
    const res = await signup(signupBody({ password: 'Qz8#kLm' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'password', ...failureWith('Password must be at least 8 characters long') },
    ]);
  });

  it('emoji count as one character each (code points, not UTF-16 units)', async () => {
    const seven = '🦊🐙🦉🐝🦋🐢🦔';
    expect(seven.length).toBe(14);
    const short = await signup(signupBody({ password: seven }));
    expect(short.status).toBe(400);
    expect(fieldErrors(short.body).password).toBe('Password must be at least 8 characters long');
    const eight = await signup(signupBody({ password: `${seven}🐳` }));
    expect(eight.status).toBe(201);
  });

  it('8 and 128 characters are accepted, 129 rejected', async () => {
    const eight = await signup(signupBody({ password: 'Vq7#mZ2p' }));
    expect(eight.status).toBe(201);
    const max = `${'k'.repeat(64)}${'Z'.repeat(63)}9`;
    expect([...max].length).toBe(128);
    const ok = await signup(signupBody({ password: max }));
    expect(ok.status).toBe(201);
    const tooLong = await signup(signupBody({ password: `${max}x` }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toEqual([{ path: 'password', ...failureWith(messages.passwordTooLong) }]);
  });

  it.each(['12345678', 'password123', 'Password123', 'qwertyuiop'])(
    'common password %s → 400 on password',
    async (pw) => {
      const res = await signup(signupBody({ password: pw }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'password', ...failureWith(messages.passwordTooCommon) }]);
    },
  );

  it('stores argon2id with m=19456, t=2, p=1 and a random salt (same password → different hashes)', async () => {
    const password = 'the same long password';
    const a = signupBody({ password });
    const b = signupBody({ password });
    expect((await signup(a)).status).toBe(201);
    expect((await signup(b)).status).toBe(201);
    const hashA = (await userByEmail(t, a.email))!.passwordHash!;
    const hashB = (await userByEmail(t, b.email))!.passwordHash!;
    // PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash> (parameter order as the library writes it).
    const [, algorithm, version, params, salt, digest] = hashA.split('$');
    expect(algorithm).toBe('argon2id');
    expect(version).toBe('v=19');
    const parsed = Object.fromEntries(params!.split(',').map((pair) => pair.split('=')));
    expect(Number(parsed.m)).toBeGreaterThanOrEqual(ARGON2_OPTIONS.memoryCost);
    expect(parsed).toEqual({ m: '19456', t: '2', p: '1' });
    expect(Buffer.from(salt!, 'base64').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(digest!, 'base64').length).toBeGreaterThanOrEqual(32);
    expect(hashA).not.toBe(hashB);
    expect(hashA).not.toContain(password);
  });
});

describe('roles and unknown keys (ASVS 15.3.3, 8.2.3)', () => {
  it.each([
    ['Admin', 'Admin'],
    ['admin', 'Admin'],
    [['Admin'], null],
    [{ $ne: null }, null],
    ['Moderator', 'Moderator'],
  ])('role %j → account is Member (request recorded: %s)', async (role, requested) => {
    const body = signupBody({
      role,
      isAdmin: true,
      verified: true,
      id: '00000000-0000-0000-0000-000000000001',
    });
    const res = await signup(body);
    expect(res.status).toBe(201);
    const user = (await userByEmail(t, body.email))!;
    expect(user.role).toBe('Member');
    expect(user.requestedRole).toBe(requested);
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.id).not.toBe('00000000-0000-0000-0000-000000000001');
  });
});

describe('no enumeration at sign-up; verification link', () => {
  it('an existing address answers exactly like a new one and mails the owner instead', async () => {
    const first = signupBody();
    const fresh = await signup(first);
    expect(fresh.status).toBe(201);
    expect(fresh.body).toEqual({ message: messages.signupSuccess });
    assertNoSecrets(fresh.body);
    const link = linkFrom(await waitForMail(t, first.email, 'Verify your e-mail address'));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/api/users/verify-email');

    // Verify, then sign up again with the same address (different case).
    const verified = await t.app.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/login?verified=1');
    const again = await signup(signupBody({ email: first.email.toUpperCase(), firstName: 'Mallory' }));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const notice = await waitForMail(t, first.email, 'You already have a Hub account');
    expect(notice.html).toContain('<html');
    expect(notice.text).toContain('/forgot-password');
    const rows = await t.db.select().from(users).where(eq(users.email, first.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.firstName).toBe('Aline');
  });

  it('a verification link works once; a bad or used one redirects with verified=0', async () => {
    const body = signupBody();
    await signup(body);
    const link = linkFrom(await waitForMail(t, body.email, 'Verify your e-mail address'));
    expect((await t.app.request(link.pathname + link.search)).headers.get('location')).toBe(
      '/login?verified=1',
    );
    expect((await userByEmail(t, body.email))!.emailVerifiedAt).not.toBeNull();
    const reused = await t.app.request(link.pathname + link.search);
    expect(reused.status).toBe(302);
    expect(reused.headers.get('location')).toBe('/login?verified=0');
    const bogus = await t.app.request('/api/users/verify-email?token=nope');
    expect(bogus.headers.get('location')).toBe('/login?verified=0');
  });

  it('an expired verification link is refused', async () => {
    const body = signupBody();
    await signup(body);
    const link = linkFrom(await waitForMail(t, body.email, 'Verify your e-mail address'));
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const res = await t.app.request(link.pathname + link.search);
    expect(res.headers.get('location')).toBe('/login?verified=0');
    expect((await userByEmail(t, body.email))!.emailVerifiedAt).toBeNull();
  });

  it('answers are not cached', async () => {
    const res = await signup(signupBody({ password: 'short' }));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
