import { messages } from '@contracts/users';
import { createOrPromoteAdmin } from '@server/auth/admin-account';
import type { SessionEnv } from '@server/auth/session';
import { requireRole } from '@server/http/guards';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getJson, signIn, uniqueEmail, userByEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let adminOnly: Hono<SessionEnv>;
beforeAll(async () => {
  t = await createTestApp();
  adminOnly = new Hono<SessionEnv>().get('/', requireRole(t, 'Admin'), (c) => c.json({ ok: true }));
});
afterAll(() => t.close());

const adminStatus = async (token: string) =>
  (await adminOnly.request('/', { headers: { Authorization: `Bearer ${token}` } })).status;

describe('create-admin (the only way to the Admin role outside the demo data)', () => {
  it('creates a verified administrator who can sign in and open admin routes', async () => {
    const email = uniqueEmail('boss');
    expect(
      await createOrPromoteAdmin(t.db, t.clock, {
        email: email.toUpperCase(),
        password: 'Boss passphrase 2026',
      }),
    ).toBe('created');
    const user = (await userByEmail(t, email))!;
    expect(user.role).toBe('Admin');
    expect(user.emailVerifiedAt).not.toBeNull();
    const token = await signIn(t, email, 'Boss passphrase 2026', { ip: '10.6.0.1' });
    expect(await adminStatus(token)).toBe(200);
  });

  it('promotes an existing member and ends their sessions', async () => {
    const account = await createAccount(t);
    const token = await signIn(t, account.email, account.password, { ip: '10.6.0.2' });
    expect(await adminStatus(token)).toBe(403);
    expect(await createOrPromoteAdmin(t.db, t.clock, { email: account.email })).toBe('promoted');
    expect((await userByEmail(t, account.email))!.tokenVersion).toBe(account.tokenVersion + 1);
    expect((await getJson(t, '/api/users/me', { token })).status).toBe(401);
    const fresh = await signIn(t, account.email, account.password, { ip: '10.6.0.3' });
    expect(await adminStatus(fresh)).toBe(200);
  });

  it('refuses common or short passwords and a new account without one', async () => {
    await expect(
      createOrPromoteAdmin(t.db, t.clock, { email: uniqueEmail(), password: 'password123' }),
    ).rejects.toThrow(messages.passwordTooCommon);
    await expect(
      createOrPromoteAdmin(t.db, t.clock, { email: uniqueEmail(), password: 'short' }),
    ).rejects.toThrow(messages.passwordTooShort);
    await expect(createOrPromoteAdmin(t.db, t.clock, { email: uniqueEmail() })).rejects.toThrow(
      /password is needed/,
    );
  });
});
