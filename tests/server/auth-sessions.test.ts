import { authKeys } from '@server/auth/keys';
import type { SessionEnv } from '@server/auth/session';
import { SESSION_TTL_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@server/auth/tokens';
import { users } from '@server/db/schema';
import { requireRole, requireSession } from '@server/http/guards';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, getJson, postJson, signIn } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
/** A tiny app using the exported guards the admin and member routes use. */
let guarded: Hono<SessionEnv>;
beforeAll(async () => {
  t = await createTestApp();
  guarded = new Hono<SessionEnv>()
    .get('/member-only', requireSession(t), (c) => c.json({ email: c.get('user').email }))
    .get('/admin-only', requireRole(t, 'Admin'), (c) => c.json({ ok: true, role: c.get('user').role }));
});
afterAll(() => t.close());

let ipCounter = 0;
const ip = () => `10.5.0.${++ipCounter}`;
const me = (token: string) => getJson(t, '/api/users/me', { token });
const admin = async (token?: string) => {
  const res = await guarded.request(
    '/admin-only',
    token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  );
  return res.status;
};

async function session() {
  const account = await createAccount(t);
  return { account, token: await signIn(t, account.email, account.password, { ip: ip() }) };
}

/** A token signed with the session key but claims of our choosing. */
async function forge(
  claims: Record<string, unknown>,
  header: Record<string, unknown> = {},
  key?: Uint8Array,
) {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return new SignJWT({ typ: 'session', ver: 0, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'session+jwt', ...header } as { alg: string })
    .setIssuer((claims.iss as string) ?? TOKEN_ISSUER)
    .setAudience((claims.aud as string) ?? TOKEN_AUDIENCE)
    .setSubject(claims.sub as string)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key ?? authKeys(t.config.jwtSecret).session);
}

describe('session tokens (ASVS 9.1.1-9.2.3)', () => {
  it('a session token opens /me, and lives at most 12 hours', async () => {
    const { token } = await session();
    expect((await me(token)).status).toBe(200);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(payload.exp - payload.iat).toBeLessThanOrEqual(12 * 3600);
    expect(payload).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, typ: 'session' });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'session+jwt',
    });
  });

  it('no token or a malformed header → 401', async () => {
    expect((await getJson(t, '/api/users/me')).status).toBe(401);
    expect((await getJson(t, '/api/users/me', { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
    expect(await admin()).toBe(401);
  });

  it('alg none → 401', async () => {
    const { account, token } = await session();
    const [, payload] = token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'session+jwt' })).toString('base64url')}.${payload}.`;
    expect((await me(none)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect(account.id).toBeTruthy();
  });

  it('wrong key → 401 (including the raw JWT secret and the pre-OTP key)', async () => {
    const { account } = await session();
    const wrongKeys = [
      new TextEncoder().encode('x'.repeat(48)),
      new TextEncoder().encode(t.config.jwtSecret),
      authKeys(t.config.jwtSecret).otpToken,
    ];
    for (const key of wrongKeys)
      expect((await me(await forge({ sub: account.id }, {}, key))).status).toBe(401);
    expect((await me(await forge({ sub: account.id }))).status).toBe(200);
  });

  it('wrong iss, aud, typ or algorithm → 401', async () => {
    const { account } = await session();
    expect((await me(await forge({ sub: account.id, iss: 'someone-else' }))).status).toBe(401);
    expect((await me(await forge({ sub: account.id, aud: 'other-app' }))).status).toBe(401);
    expect((await me(await forge({ sub: account.id, typ: 'otp' }))).status).toBe(401);
    expect((await me(await forge({ sub: account.id }, { typ: 'otp+jwt' }))).status).toBe(401);
    const hs512 = await new SignJWT({ typ: 'session', ver: 0 })
      .setProtectedHeader({ alg: 'HS512', typ: 'session+jwt' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(account.id)
      .setIssuedAt(Math.floor(t.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(t.clock.now().getTime() / 1000) + 60)
      .sign(new Uint8Array(64).fill(1));
    expect((await me(hs512)).status).toBe(401);
  });

  it('expired (+1 s) → 401', async () => {
    const { token } = await session();
    t.clock.advance((SESSION_TTL_SECONDS - 1) * 1000);
    expect((await me(token)).status).toBe(200);
    t.clock.advance(2000);
    expect((await me(token)).status).toBe(401);
  });
});

describe('revocation (ASVS 7.4.1, 8.3.2)', () => {
  it('logout, then reuse → 401', async () => {
    const { token } = await session();
    const out = await postJson(t, '/logout', {}, { token });
    expect(out.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    expect((await postJson(t, '/logout', {}, { token })).status).toBe(401);
  });

  it("a demoted admin's old token → 403 on an admin route (role read from the database); revoked → 401", async () => {
    const account = await createAccount(t, { role: 'Admin' });
    const token = await signIn(t, account.email, account.password, { ip: ip() });
    expect(await admin(token)).toBe(200);
    await t.db.update(users).set({ role: 'Member' }).where(eq(users.id, account.id));
    expect(await admin(token)).toBe(403);
    await t.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.id));
    expect(await admin(token)).toBe(200);
    // A role change through create-admin or the admin screens also bumps the token version: session gone.
    await t.db
      .update(users)
      .set({ role: 'Member', tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, account.id));
    expect(await admin(token)).toBe(401);
    expect((await me(token)).status).toBe(401);
  });

  it('a member token → 403 on admin routes, 200 on member routes', async () => {
    const { token, account } = await session();
    expect(await admin(token)).toBe(403);
    const res = await guarded.request('/member-only', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: account.email });
  });

  it('disabling an account ends its sessions', async () => {
    const { token, account } = await session();
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, account.id));
    expect((await me(token)).status).toBe(401);
  });
});
