import { randomUUID } from 'node:crypto';
import { messages, tooManyAttemptsText, VerifyOtpResponse } from '@contracts/users';
import { authKeys } from '@server/auth/keys';
import { generateOtp, hashOtp } from '@server/auth/otp';
import { type SessionEnv, tokenServiceFor } from '@server/auth/session';
import { loginChallenges } from '@server/db/schema';
import { requireRole, requireSession } from '@server/http/guards';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertNoSecrets,
  codeFrom,
  createAccount,
  getJson,
  loginForCode,
  postJson,
  waitForMail,
} from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'debug' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.3.0.${++ipCounter}`;
/** verify-otp with the pre-OTP token of the login (it is required). */
const verify = (email: string, otp: string, token: string) =>
  postJson(t, '/verify-otp', { email, otp }, { ip: nextIp(), token });

/** A wrong code that is surely not the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the code itself (ASVS 6.5.2-6.5.4)', () => {
  it('is 6 digits and keeps its leading zeros', () => {
    const codes = Array.from({ length: 3000 }, generateOtp);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('a code with leading zeros verifies only as written', async () => {
    const account = await createAccount(t);
    const id = randomUUID();
    const now = t.clock.now();
    await t.db.insert(loginChallenges).values({
      id,
      userId: account.id,
      codeHash: hashOtp(authKeys(t.config.jwtSecret).otpCode, id, '000042'),
      expiresAt: new Date(now.getTime() + 10 * 60 * 1000),
      lastSentAt: now,
      createdAt: now,
    });
    const token = await tokenServiceFor(t).signOtp({ userId: account.id, challengeId: id });
    expect((await verify(account.email, '42', token)).status).toBe(401);
    const ok = await verify(account.email, '000042', token);
    expect(ok.status).toBe(200);
  });

  it('is stored as an HMAC (the column is not the code) and never logged', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const [row] = await t.db.select().from(loginChallenges).where(eq(loginChallenges.userId, account.id));
    expect(row!.codeHash).not.toBe(code);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toBe(hashOtp(authKeys(t.config.jwtSecret).otpCode, row!.id, code));
    const ok = await verify(account.email, code, token);
    expect(ok.status).toBe(200);
    expect(t.logger.lines.length).toBeGreaterThan(0);
    expect(t.logger.lines.join('\n')).not.toContain(code);
  });
});

describe('validity (ASVS 6.5.1, 6.5.5; NIST 5.2.2)', () => {
  it('the right code → the spec message and a session token', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const res = await verify(account.email.toUpperCase(), code, token);
    expect(res.status).toBe(200);
    expect(v.is(VerifyOtpResponse, res.body)).toBe(true);
    expect(res.body.message).toBe('OTP verified successfully');
    assertNoSecrets(res.body);
    const me = await getJson(t, '/api/users/me', { token: res.body.token as string });
    expect(me.body).toEqual({
      data: {
        user: {
          id: account.id,
          email: account.email,
          role: 'Member',
          firstName: 'Test',
          lastName: 'User',
          language: 'en',
        },
      },
    });
  });

  it('clock +10:01 → rejected', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    t.clock.advance(10 * 60 * 1000 + 1000);
    const res = await verify(account.email, code, token);
    expect(res.status).toBe(401);
    // The login's pre-OTP token ends with its code.
    expect(res.body).toEqual(failureWith(messages.otpSessionExpired));
  });

  it('reuse → rejected', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    expect((await verify(account.email, code, token)).status).toBe(200);
    expect((await verify(account.email, code, token)).status).toBe(401);
  });

  it("A's code with B's e-mail → rejected (and B's own code still works)", async () => {
    const a = await createAccount(t);
    const b = await createAccount(t);
    const loginA = await loginForCode(t, a.email, a.password, { ip: nextIp() });
    const loginB = await loginForCode(t, b.email, b.password, { ip: nextIp() });
    if (loginA.code !== loginB.code)
      expect((await verify(b.email, loginA.code, loginB.token)).status).toBe(401);
    // A's token with B's e-mail is refused too.
    expect((await verify(b.email, loginB.code, loginA.token)).status).toBe(401);
    expect((await verify(b.email, loginB.code, loginB.token)).status).toBe(200);
    expect((await verify(a.email, loginA.code, loginA.token)).status).toBe(200);
  });

  it('5 wrong tries void the code: the 6th try with the right code → rejected', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    for (let i = 0; i < 5; i += 1)
      expect((await verify(account.email, wrongCode(code), token)).status).toBe(401);
    expect((await verify(account.email, code, token)).status).toBe(401);
  });

  it('4 wrong tries, then the right code on the 5th → accepted', async () => {
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    for (let i = 0; i < 4; i += 1)
      expect((await verify(account.email, wrongCode(code), token)).status).toBe(401);
    expect((await verify(account.email, code, token)).status).toBe(200);
  });

  it('a new login replaces the old code', async () => {
    const account = await createAccount(t);
    const first = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const second = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    if (first.code !== second.code)
      expect((await verify(account.email, first.code, second.token)).status).toBe(401);
    // The first login's pre-OTP token no longer matches the current login either.
    expect((await verify(account.email, second.code, first.token)).status).toBe(401);
    expect((await verify(account.email, second.code, second.token)).status).toBe(200);
  });

  it('a bearer header that is not a pre-OTP token (a session token) → 401, the code still works', async () => {
    const other = await createAccount(t);
    const otherLogin = await loginForCode(t, other.email, other.password, { ip: nextIp() });
    const otherSession = (await verify(other.email, otherLogin.code, otherLogin.token)).body.token as string;
    const account = await createAccount(t);
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const refused = await verify(account.email, code, otherSession);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(failureWith(messages.otpSessionExpired));
    expect((await verify(account.email, code, token)).status).toBe(200);
  });

  it('at most 100 consecutive failures per account, until a password reset', async () => {
    const account = await createAccount(t);
    const now = t.clock.now();
    // 19 earlier logins whose codes were each voided by 5 wrong tries (95 failures) …
    await t.db.insert(loginChallenges).values(
      Array.from({ length: 19 }, (_, i) => ({
        userId: account.id,
        codeHash: 'x',
        attempts: 5,
        expiresAt: new Date(now.getTime() - 1000),
        lastSentAt: new Date(now.getTime() - (20 - i) * 60_000),
        createdAt: new Date(now.getTime() - (20 - i) * 60_000),
      })),
    );
    // … then 5 more wrong tries on a real login reach 100.
    const { code, token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    for (let i = 0; i < 5; i += 1)
      expect((await verify(account.email, wrongCode(code), token)).status).toBe(401);
    const next = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const locked = await verify(account.email, next.code, next.token);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual(failureWith(messages.otpLocked));

    const before = t.mailer.messages.length;
    await postJson(t, '/forgot-password', { email: account.email }, { ip: nextIp() });
    const link = (await waitForMail(t, account.email, 'Reset your Hub password', before)).text.match(
      /token=(\S+)/,
    )![1]!;
    t.clock.advance(1000);
    const reset = await postJson(
      t,
      '/reset-password',
      { token: link, password: 'fresh passphrase 2026' },
      { ip: nextIp() },
    );
    expect(reset.status).toBe(200);
    t.clock.advance(1000);
    const after = await loginForCode(t, account.email, 'fresh passphrase 2026', { ip: nextIp() });
    expect((await verify(account.email, after.code, after.token)).status).toBe(200);
  });
});

describe('resend', () => {
  it('60 s cooldown → 429 with Retry-After; then a new code replaces the old one', async () => {
    const account = await createAccount(t);
    const first = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const early = await postJson(t, '/resend-otp', { token: first.token }, { ip: nextIp() });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    expect(early.body).toEqual(failureWith(tooManyAttemptsText(60)));
    expect(early.body.message).toBe('Too many attempts. Please try again in 60 seconds.');

    t.clock.advance(61_000);
    const before = t.mailer.messages.length;
    const res = await postJson(t, '/resend-otp', { email: account.email }, { ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.otpResent });
    const code = codeFrom(await waitForMail(t, account.email, 'Your Hub login code', before));
    if (code !== first.code) expect((await verify(account.email, first.code, first.token)).status).toBe(401);
    expect((await verify(account.email, code, first.token)).status).toBe(200);
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const before = t.mailer.messages.length;
    const res = await postJson(t, '/resend-otp', { email: 'nobody-here@example.org' }, { ip: nextIp() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: messages.otpResent });
    expect(t.mailer.messages.length).toBe(before);
  });

  it('a forged pre-OTP token → 401', async () => {
    const res = await postJson(t, '/resend-otp', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' }, { ip: nextIp() });
    expect(res.status).toBe(401);
  });
});

describe('the pre-OTP token opens nothing else (ASVS 9.2.2)', () => {
  it('is refused by session routes', async () => {
    const account = await createAccount(t);
    const { token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    expect((await getJson(t, '/api/users/me', { token })).status).toBe(401);
    expect((await postJson(t, '/logout', {}, { token })).status).toBe(401);
    // The guards every member and admin route uses.
    const guarded = new Hono<SessionEnv>()
      .get('/member', requireSession(t), (c) => c.json({ ok: true }))
      .get('/admin', requireRole(t, 'Admin'), (c) => c.json({ ok: true }));
    for (const path of ['/member', '/admin']) {
      const res = await guarded.request(path, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
    // Routes mounted in the app under /api/admin and /api/members never accept it either.
    for (const path of ['/api/admin/revenue-stats', '/api/admin/hire-inquiries', '/api/members/me']) {
      const res = await getJson(t, path, { token });
      expect([401, 404]).toContain(res.status);
    }
  });
});

describe('per-IP limit on wrong codes', () => {
  it('the 21st wrong code from one address → 429, another address is unaffected', async () => {
    const account = await createAccount(t);
    const { token } = await loginForCode(t, account.email, account.password, { ip: nextIp() });
    const ip = '10.3.255.1';
    for (let i = 0; i < 20; i += 1) {
      const res = await postJson(t, '/verify-otp', { email: account.email, otp: '000000' }, { ip, token });
      expect(res.status).toBe(401);
    }
    const blocked = await postJson(t, '/verify-otp', { email: account.email, otp: '000000' }, { ip, token });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await postJson(
      t,
      '/verify-otp',
      { email: account.email, otp: '000000' },
      { ip: '10.3.255.2', token },
    );
    expect(other.status).toBe(401);
  });
});
