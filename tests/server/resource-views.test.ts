import { resources } from '@server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * POST /api/resources/:id/view counts one view per resource per client address per hour, whatever the
 * User-Agent says (a changed header is not another visitor), and one per account for a signed-in member,
 * whatever address or browser it comes from. The client address is the client-ip helper's (one trusted
 * proxy here, so X-Forwarded-For's last entry is the client).
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let member: Account;
let colleague: Account;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxyHops: 1 }, now: new Date('2026-03-02T09:00:00Z') });
  member = await sessionAccount(t);
  colleague = await sessionAccount(t);
});
afterAll(() => t.close());

async function newResource(title: string): Promise<string> {
  const [row] = await t.db
    .insert(resources)
    .values({ title, category: 'Cyber Security', subcategory: 'Network Security' })
    .returning({ id: resources.id });
  return row!.id;
}

async function view(id: string, from: { address: string; agent: string; token?: string }) {
  const res = await send(t, 'POST', `/api/resources/${id}/view`, {
    token: from.token,
    headers: { 'X-Forwarded-For': from.address, 'User-Agent': from.agent },
  });
  expect(res.status).toBe(200);
  return res.body.data as { views: number; counted: boolean };
}

describe('views of a visitor without a session', () => {
  it('count once per address per hour whatever the User-Agent', async () => {
    const id = await newResource('Firewalls');
    expect(await view(id, { address: '203.0.113.7', agent: 'Firefox' })).toEqual({ views: 1, counted: true });
    for (const agent of ['Chrome', 'curl/8.0', '', 'Firefox']) {
      expect(await view(id, { address: '203.0.113.7', agent }), agent).toEqual({ views: 1, counted: false });
    }
    expect(await view(id, { address: '198.51.100.20', agent: 'Chrome' })).toEqual({
      views: 2,
      counted: true,
    });
    t.clock.advance(HOUR - 1000);
    expect((await view(id, { address: '203.0.113.7', agent: 'Safari' })).counted).toBe(false);
    t.clock.advance(1000);
    expect(await view(id, { address: '203.0.113.7', agent: 'Safari' })).toEqual({ views: 3, counted: true });
  });

  it('are counted per resource', async () => {
    const [first, second] = [await newResource('VPNs'), await newResource('IDS')];
    expect((await view(first, { address: '192.0.2.1', agent: 'A' })).counted).toBe(true);
    expect((await view(second, { address: '192.0.2.1', agent: 'B' })).counted).toBe(true);
  });
});

describe('views of a signed-in member', () => {
  it('count once per account per hour, whatever the address or the browser', async () => {
    const id = await newResource('Zero trust');
    expect(await view(id, { address: '192.0.2.50', agent: 'Laptop', token: member.token })).toEqual({
      views: 1,
      counted: true,
    });
    expect((await view(id, { address: '192.0.2.51', agent: 'Phone', token: member.token })).counted).toBe(
      false,
    );
    expect((await view(id, { address: '192.0.2.50', agent: 'Tablet', token: member.token })).counted).toBe(
      false,
    );
    // Another account behind the same address is another member.
    expect(await view(id, { address: '192.0.2.50', agent: 'Laptop', token: colleague.token })).toEqual({
      views: 2,
      counted: true,
    });
    t.clock.advance(HOUR);
    expect(await view(id, { address: '192.0.2.99', agent: 'Phone', token: member.token })).toEqual({
      views: 3,
      counted: true,
    });
  });
});
