import { LoginResponse, messages } from '@contracts/users';
import { users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  assertNoSecrets,
  createAccount,
  getJson,
  linkFrom,
  loginForCode,
  postJson,
  signIn,
  uniqueEmail,
  waitForMail,
} from '../support/auth-helpers';
import { failureWith } from '../support/failure-body';
import { freezeSystemTime, moveTime } from '../support/movable-time';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  freezeSystemTime(t.clock.now());
});
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;
const login = (email: string, password: string) =>
  postJson(t, '/login', { email, password }, { ip: nextIp() });

describe('login', () => {
  it('right password → pre-OTP token, the user, and a 6-digit code by e-mail (HTML + text)', async () => {
    const account = await createAccount(t);
    const res = await login(account.email.toUpperCase(), account.password);
    expect(res.status).toBe(200);
    expect(v.is(LoginResponse, res.body)).toBe(true);
    expect(res.body.data).toEqual({ user: { email: account.email, role: 'Member', language: 'en' } });
    assertNoSecrets(res.body);
    const mail = await waitForMail(t, account.email, 'Your Hub login code');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.html).toContain('<html');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('empty fields → 400 with the spec message', async () => {
    const res = await postJson(t, '/login', { email: '', password: '' }, { ip: nextIp() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both email and password.');
  });

  it('no trimming: the password plus a space does not log in', async () => {
    const account = await createAccount(t, { password: 'Sturdy-Passphrase-42' });
    const res = await login(account.email, 'Sturdy-Passphrase-42 ');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(failureWith('Invalid email or password.'));
  });

  it('unverified: wrong password → the generic 401; right password → 403 verify message', async () => {
    const account = await createAccount(t, { verified: false });
    const wrong = await login(account.email, 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(failureWith(messages.invalidCredentials));
    const right = await login(account.email, account.password);
    expect(right.status).toBe(403);
    expect(right.body).toEqual(failureWith('Please verify your email before logging in.'));
  });

  it('unknown e-mail and wrong password: same status and body, similar timing (dummy hash)', async () => {
    const account = await createAccount(t);
    const unknown = uniqueEmail('nobody');
    // Warm both paths (the dummy hash is computed on first use).
    await login(unknown, 'warm-up-password');
    await login(account.email, 'warm-up-password');

    // One difference per round (unknown minus wrong, measured back to back): a slowdown from other work
    // on the machine hits both of a round's answers alike and cancels out, while a missing dummy hash
    // shows in every round.
    const differences: number[] = [];
    let first: { unknown?: unknown; wrong?: unknown } = {};
    for (let i = 0; i < 20; i += 1) {
      // Alternate the order so drift (GC, other workers) hits both sides alike; reset the windows.
      const order = i % 2 === 0 ? (['unknown', 'wrong'] as const) : (['wrong', 'unknown'] as const);
      const took = { unknown: 0, wrong: 0 };
      for (const kind of order) {
        const email = kind === 'unknown' ? unknown : account.email;
        const started = performance.now();
        const res = await login(email, `wrong-password-${i}`);
        took[kind] = performance.now() - started;
        expect(res.status).toBe(401);
        first = { ...first, [kind]: { status: res.status, body: res.body } };
      }
      differences.push(took.unknown - took.wrong);
      moveTime(t.clock, 16 * 60 * 1000);
    }
    expect(first.unknown).toEqual(first.wrong);
    const sorted = [...differences].sort((a, b) => a - b);
    expect(Math.abs((sorted[9]! + sorted[10]!) / 2)).toBeLessThan(25);
  });

  it('a disabled account cannot log in', async () => {
    const account = await createAccount(t);
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, account.id));
    const res = await login(account.email, account.password);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(failureWith(messages.accountDisabled));
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => postJson(t, '/forgot-password', { email }, { ip: nextIp() });

  it('answers the same for every address and mails a 30-minute link only to a real account', async () => {
    const account = await createAccount(t);
    const before = t.mailer.messages.length;
    const known = await forgot(account.email);
    const unknown = await forgot(uniqueEmail('ghost'));
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    expect(unknown.body).toEqual(known.body);
    const mail = await waitForMail(t, account.email, 'Reset your Hub password', before);
    const link = linkFrom(mail);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/reset-password');
    expect(t.mailer.messages.slice(before)).toHaveLength(1);
  });

  it('a reset link that cannot be stored: the same answer, and the failure logged (its class and code only)', async () => {
    const account = await createAccount(t);
    const logged = t.logger.lines.length;
    await t.db.execute(
      sql`alter table email_tokens add constraint no_reset_links check (purpose <> 'reset') not valid`,
    );
    try {
      const known = await forgot(account.email);
      const unknown = await forgot(uniqueEmail('ghost'));
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      // The link is stored after the answer: its failure reaches the log, not the answer.
      await vi.waitFor(() =>
        expect(
          t.logger.lines
            .slice(logged)
            .map((line) => JSON.parse(line) as Record<string, unknown>)
            .find((entry) => entry.msg === '[auth] deferred mail work failed'),
        ).toMatchObject({ level: 50, err: { code: '23514' } }),
      );
      expect(t.logger.lines.slice(logged).join('\n')).not.toContain(account.email);
    } finally {
      await t.db.execute(sql`alter table email_tokens drop constraint no_reset_links`);
    }
  });

  it('resets once with the sign-up rules, ends sessions, and the new password works', async () => {
    const account = await createAccount(t);
    const session = await signIn(t, account.email, account.password, { ip: nextIp() });
    const before = t.mailer.messages.length;
    await forgot(account.email);
    const token = linkFrom(
      await waitForMail(t, account.email, 'Reset your Hub password', before),
    ).searchParams.get('token')!;

    const common = await postJson(t, '/reset-password', { token, password: 'password123' }, { ip: nextIp() });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual([{ path: 'password', ...failureWith(messages.passwordTooCommon) }]);
    const short = await postJson(t, '/reset-password', { token, password: 'short' }, { ip: nextIp() });
    expect(short.body.errors).toEqual([
      { path: 'password', ...failureWith('Password must be at least 8 characters long') },
    ]);

    const ok = await postJson(
      t,
      '/reset-password',
      { token, password: 'a brand new passphrase' },
      { ip: nextIp() },
    );
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: messages.passwordReset });
    const again = await postJson(
      t,
      '/reset-password',
      { token, password: 'another new passphrase' },
      { ip: nextIp() },
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual(failureWith(messages.resetTokenInvalid));

    expect((await getJson(t, '/api/users/me', { token: session })).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(401);
    await loginForCode(t, account.email, 'a brand new passphrase', { ip: nextIp() });
  });

  it('a reset link expires after 30 minutes', async () => {
    const account = await createAccount(t);
    const before = t.mailer.messages.length;
    await forgot(account.email);
    const token = linkFrom(
      await waitForMail(t, account.email, 'Reset your Hub password', before),
    ).searchParams.get('token')!;
    moveTime(t.clock, 30 * 60 * 1000 + 1000);
    const res = await postJson(
      t,
      '/reset-password',
      { token, password: 'a brand new passphrase' },
      { ip: nextIp() },
    );
    expect(res.status).toBe(400);
  });
});
