import { randomUUID } from 'node:crypto';
import { AdminUserResponse, AdminUsersPageResponse, adminUserMessages } from '@contracts/admin-users';
import { idMessages } from '@contracts/paging';
import { textMessages } from '@contracts/text-fields';
import { messages } from '@contracts/users';
import { users } from '@server/db/schema';
import { and, eq, isNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, signedIn } from '../support/admin-helpers';
import { createAccount, postJson } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const admin = {} as Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  Object.assign(admin, await signedIn(t, 'Admin'));
});
afterAll(() => t.close());
/** The last-admin tests demote everyone else: the file's admin is Admin again afterwards (same session). */
afterEach(async () => {
  await t.db.update(users).set({ role: 'Admin', disabledAt: null }).where(eq(users.id, admin.account.id));
});

const patch = (id: string, body: unknown, token = admin.token) =>
  api(t, 'PATCH', `/api/admin/users/${id}`, { token, body });
const me = (token: string) => api(t, 'GET', '/api/users/me', { token });

async function row(id: string) {
  const [found] = await t.db.select().from(users).where(eq(users.id, id));
  return found!;
}

/** Makes `keep` the only active Admin (other admins of earlier tests become Members). */
async function onlyActiveAdmin(keep: string) {
  await t.db
    .update(users)
    .set({ role: 'Member' })
    .where(and(eq(users.role, 'Admin'), isNull(users.disabledAt), ne(users.id, keep)));
}

describe('GET /api/users/users', () => {
  it('pages every account, oldest first, as AdminUser items with the total', async () => {
    const requested = await createAccount(t, { verified: false });
    await t.db.update(users).set({ requestedRole: 'Moderator' }).where(eq(users.id, requested.id));
    const res = await api(t, 'GET', '/api/users/users?limit=100', { token: admin.token });
    expect(res.status).toBe(200);
    const body = v.parse(AdminUsersPageResponse, res.body);
    const all = await t.db.select({ id: users.id }).from(users);
    expect(body.total).toBe(all.length);
    expect(body.data.users.map((user) => user.id)).toHaveLength(all.length);
    const listed = body.data.users.find((user) => user.id === requested.id);
    expect(listed).toEqual({
      id: requested.id,
      email: requested.email,
      first_name: 'Test',
      last_name: 'User',
      role: 'Member',
      requested_role: 'Moderator',
      verified: false,
      disabled: false,
      created_at: requested.createdAt.toISOString(),
    });
    expect(body.data.users.find((user) => user.id === admin.account.id)).toMatchObject({
      role: 'Admin',
      requested_role: null,
      verified: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|token_version/i);
  });

  it('answers 4 a page with ?limit=4 and the same total on every page', async () => {
    for (let i = 0; i < 6; i += 1) await createAccount(t);
    const first = v.parse(
      AdminUsersPageResponse,
      (await api(t, 'GET', '/api/users/users?limit=4', { token: admin.token })).body,
    );
    const second = v.parse(
      AdminUsersPageResponse,
      (await api(t, 'GET', '/api/users/users?page=2&limit=4', { token: admin.token })).body,
    );
    expect(first.data.users).toHaveLength(4);
    expect(second.total).toBe(first.total);
    const beyond = v.parse(
      AdminUsersPageResponse,
      (await api(t, 'GET', '/api/users/users?page=99&limit=4', { token: admin.token })).body,
    );
    expect(beyond).toEqual({ data: { users: [] }, total: first.total });
    const ids = [...first.data.users, ...second.data.users].map((user) => user.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a bad limit → 400', async () => {
    expect((await api(t, 'GET', '/api/users/users?limit=500', { token: admin.token })).status).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('grants a role: stored, answered, and the account’s sessions end at once', async () => {
    const member = await signedIn(t, 'Member');
    expect((await me(member.token)).status).toBe(200);
    const res = await patch(member.account.id, { role: 'Moderator' });
    expect(res.status).toBe(200);
    expect(v.parse(AdminUserResponse, res.body).data.user).toMatchObject({
      role: 'Moderator',
      disabled: false,
    });
    expect((await row(member.account.id)).role).toBe('Moderator');
    expect((await me(member.token)).status).toBe(401);
  });

  it('disables (sessions end, login refused) and enables again (disabled_at cleared)', async () => {
    const member = await signedIn(t, 'Member');
    const disabled = await patch(member.account.id, { disabled: true });
    expect(v.parse(AdminUserResponse, disabled.body).data.user.disabled).toBe(true);
    expect((await row(member.account.id)).disabledAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await me(member.token)).status).toBe(401);
    const login = await postJson(t, '/login', {
      email: member.account.email,
      password: member.account.password,
    });
    expect(login).toMatchObject({ status: 403, body: { message: messages.accountDisabled } });

    const enabled = await patch(member.account.id, { disabled: false });
    expect(v.parse(AdminUserResponse, enabled.body).data.user.disabled).toBe(false);
    expect((await row(member.account.id)).disabledAt).toBeNull();
  });

  it('a request that changes nothing keeps the account’s sessions', async () => {
    const member = await signedIn(t, 'Member');
    const before = (await row(member.account.id)).tokenVersion;
    expect((await patch(member.account.id, { role: 'Member', disabled: false })).status).toBe(200);
    expect((await row(member.account.id)).tokenVersion).toBe(before);
    expect((await me(member.token)).status).toBe(200);
  });

  it('the last active Admin cannot demote or disable themself (409, nothing changed, still signed in)', async () => {
    const last = await signedIn(t, 'Admin');
    await onlyActiveAdmin(last.account.id);
    const before = await row(last.account.id);
    for (const body of [
      { role: 'Member' },
      { role: 'Moderator' },
      { disabled: true },
      { role: 'Member', disabled: true },
    ]) {
      const res = await patch(last.account.id, body, last.token);
      expect(res).toMatchObject({ status: 409, body: { message: adminUserMessages.lastAdmin } });
    }
    expect(await row(last.account.id)).toEqual(before);
    expect((await me(last.token)).status).toBe(200);
    // A disabled admin does not count as active.
    const disabledAdmin = await createAccount(t, { role: 'Admin' });
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, disabledAdmin.id));
    expect((await patch(last.account.id, { disabled: true }, last.token)).status).toBe(409);
  });

  it('with a second active Admin, an admin may step down', async () => {
    const leaving = await signedIn(t, 'Admin');
    await onlyActiveAdmin(leaving.account.id);
    const successor = await createAccount(t, { role: 'Member' });
    expect((await patch(successor.id, { role: 'Admin' }, leaving.token)).status).toBe(200);
    expect((await patch(leaving.account.id, { role: 'Member' }, leaving.token)).status).toBe(200);
    expect((await row(leaving.account.id)).role).toBe('Member');
    expect((await me(leaving.token)).status).toBe(401);
  });

  it('two last admins stepping down at the same moment: one is refused, one Admin stays', async () => {
    const a = await signedIn(t, 'Admin');
    await onlyActiveAdmin(a.account.id);
    const b = await signedIn(t, 'Admin');
    const [first, second] = await Promise.all([
      patch(a.account.id, { role: 'Member' }, a.token),
      patch(b.account.id, { disabled: true }, b.token),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const active = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'Admin'), isNull(users.disabledAt)));
    expect(active).toHaveLength(1);
  });

  it.each([
    [{ role: 'Superuser' }, adminUserMessages.roleInvalid],
    [{ role: 'admin' }, adminUserMessages.roleInvalid],
    [{ role: 'Admin\u0000' }, textMessages.controlCharacters],
    [{ role: ['Admin'] }, adminUserMessages.roleInvalid],
    [{ disabled: 'yes' }, adminUserMessages.disabledInvalid],
    [{ disabled: 1 }, adminUserMessages.disabledInvalid],
    [{}, adminUserMessages.nothingToChange],
    [{ email: 'other@example.org' }, adminUserMessages.nothingToChange],
  ])('%j → 400 with a message, nothing changed', async (body, message) => {
    const member = await createAccount(t);
    const before = await row(member.id);
    const res = await patch(member.id, body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await row(member.id)).toEqual(before);
  });

  it('400 for a malformed id, 404 for a missing one', async () => {
    expect(await patch('42', { role: 'Admin' })).toMatchObject({
      status: 400,
      body: { message: idMessages.invalidId },
    });
    expect(await patch(randomUUID(), { role: 'Admin' })).toMatchObject({
      status: 404,
      body: { message: adminUserMessages.notFound },
    });
  });

  it('never answers 5xx, and a refused body changes nothing (property)', async () => {
    const member = await createAccount(t);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((text) => JSON.parse(text) as unknown),
          fc.anything(),
          fc.record(
            {
              role: fc.oneof(fc.constantFrom('Member', 'Moderator', 'Admin'), fc.string(), fc.anything()),
              disabled: fc.oneof(fc.boolean(), fc.anything()),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const before = await row(member.id);
          const res = await patch(member.id, body);
          expect(res.status).toBeLessThan(500);
          if (res.status !== 200) expect(await row(member.id)).toEqual(before);
        },
      ),
      { numRuns: 120 },
    );
  });
});
