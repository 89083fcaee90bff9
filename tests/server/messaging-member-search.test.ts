import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../support/content-helpers';
import { type Member, memberOf, nameOf } from '../support/messaging';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/conversations/members?q=: whom one may write to is found by the name shown, never by an e-mail
 * address (that would tell any member who owns an address), and accounts that cannot sign in (unverified,
 * disabled) are never listed.
 */

let t: TestApp;
let ana: Member;
let ben: Member;
let unverified: Member;
let disabled: Member;

beforeAll(async () => {
  t = await createTestApp();
  ana = await memberOf(t);
  ben = await memberOf(t);
  unverified = await memberOf(t);
  disabled = await memberOf(t);
  await t.db
    .update(users)
    .set({ firstName: 'Una', lastName: 'Pending', emailVerifiedAt: null })
    .where(eq(users.id, unverified.id));
  await t.db
    .update(users)
    .set({ firstName: 'Dora', lastName: 'Gone', disabledAt: t.clock.now() })
    .where(eq(users.id, disabled.id));
});
afterAll(() => t.close());

async function search(q: string, limit = 100) {
  const res = await send(t, 'GET', `/api/conversations/members?limit=${limit}&q=${encodeURIComponent(q)}`, {
    token: ana.token,
  });
  expect(res.status).toBe(200);
  return {
    ids: res.body.data.members.map((member: { accountId: string }) => member.accountId) as string[],
    total: res.body.total as number,
  };
}

describe('member search', () => {
  it('finds a member by the name shown', async () => {
    expect((await search(nameOf(ben))).ids).toEqual([ben.id]);
    expect((await search(ben.lastName.toUpperCase())).ids).toEqual([ben.id]);
  });

  it('finds nobody by a full e-mail address', async () => {
    expect(await search(ben.email)).toEqual({ ids: [], total: 0 });
    expect(await search(ben.email.toUpperCase())).toEqual({ ids: [], total: 0 });
  });

  it('finds nobody by the local part or the domain of an address that differs from the name', async () => {
    const [localPart = '', domain = ''] = ben.email.split('@');
    expect(nameOf(ben).toLowerCase()).not.toContain(localPart.toLowerCase());
    expect(await search(localPart)).toEqual({ ids: [], total: 0 });
    expect(await search(`@${domain}`)).toEqual({ ids: [], total: 0 });
  });

  it('never lists an unverified or a disabled account, by name or in the whole list', async () => {
    expect(await search('Una Pending')).toEqual({ ids: [], total: 0 });
    expect(await search('Dora Gone')).toEqual({ ids: [], total: 0 });
    const everyone = await search('');
    expect(everyone.ids).toContain(ben.id);
    expect(everyone.ids).not.toContain(unverified.id);
    expect(everyone.ids).not.toContain(disabled.id);
    expect(everyone.total).toBe(everyone.ids.length);
  });
});
