import {
  MEMBERS_MAX_PAGE_SIZE,
  MemberResponse,
  MembersPageResponse,
  memberMessages,
} from '@contracts/members';
import { members } from '@server/db/schema';
import { builtInMembers } from '@server/db/seed-data/members';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The 7 built-in members, inserted in reverse so the order of the answers must come from sort_order.
  await t.db.insert(members).values([...builtInMembers].reverse());
});
afterAll(() => t.close());

const seededIds = builtInMembers.map((member) => member.id);
const contractKeys = ['bio', 'contacts', 'education', 'id', 'imageUrl', 'name', 'role', 'skills'];

async function getJson(path: string) {
  const res = await t.app.request(path);
  return { status: res.status, body: (await res.json()) as unknown };
}

async function getPage(query: string) {
  const { status, body } = await getJson(`/api/members${query}`);
  expect(status).toBe(200);
  return v.parse(MembersPageResponse, body);
}

describe('GET /api/members', () => {
  it('answers the first 6 members in their order, with the number of pages', async () => {
    const page = await getPage('');
    expect(page.data.members.map((member) => member.id)).toEqual(seededIds.slice(0, 6));
    expect(page.totalPages).toBe(2);
  });

  it('pages with page and limit', async () => {
    const second = await getPage('?page=2&limit=6');
    expect(second.data.members.map((member) => member.id)).toEqual(seededIds.slice(6));
    expect(second.totalPages).toBe(2);

    const byThree = await getPage('?page=3&limit=3');
    expect(byThree.data.members.map((member) => member.id)).toEqual(seededIds.slice(6, 9));
    expect(byThree.totalPages).toBe(3);
  });

  it('answers an empty list past the last page', async () => {
    const page = await getPage('?page=5');
    expect(page.data.members).toEqual([]);
    expect(page.totalPages).toBe(2);
  });

  it('clamps page to at least 1 and limit into 1…24', async () => {
    expect((await getPage('?page=0')).data.members.map((member) => member.id)).toEqual(seededIds.slice(0, 6));
    const zeroLimit = await getPage('?limit=0');
    expect(zeroLimit.data.members.map((member) => member.id)).toEqual(seededIds.slice(0, 1));
    expect(zeroLimit.totalPages).toBe(7);
    const huge = await getPage(`?limit=${MEMBERS_MAX_PAGE_SIZE * 100}`);
    expect(huge.data.members).toHaveLength(7);
    expect(huge.totalPages).toBe(1);
    expect((await getPage('?page=999999999999')).data.members).toEqual([]);
  });

  it.each([
    ['?page=abc', 'page'],
    ['?page=-1', 'page'],
    ['?page=1.5', 'page'],
    ['?limit=ten', 'limit'],
    ['?limit=1e3', 'limit'],
    ['?page=1&page=2', 'page'],
  ])('rejects %s with 400 naming the parameter', async (query, path) => {
    const { status, body } = await getJson(`/api/members${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: memberMessages.invalidQuery, errors: [{ path }] });
  });

  it('answers only the contract fields of a member', async () => {
    const { body } = await getJson('/api/members?limit=24');
    const list = (body as { data: { members: Record<string, unknown>[] } }).data.members;
    expect(list).toHaveLength(7);
    for (const member of list) expect(Object.keys(member).sort()).toEqual(contractKeys);
    expect(Object.keys(body as object).sort()).toEqual(['data', 'totalPages']);
  });

  it('never answers 5xx, whatever the query string', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom('', '%', '%00', '1%0A2', '٣', '１', '  2 ', '9'.repeat(40)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('page', 'limit', 'other'), value), { maxLength: 4 }),
        async (pairs) => {
          const query = pairs.map(([key, val]) => `${key}=${encodeURIComponent(val)}`).join('&');
          const res = await t.app.request(`/api/members?${query}`);
          expect(res.status).toBeLessThan(500);
          if (res.status === 200) v.parse(MembersPageResponse, await res.json());
          else expect(res.status).toBe(400);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('GET /api/members/:id', () => {
  it.each(seededIds)('answers %s with the same data as the list', async (id) => {
    const { status, body } = await getJson(`/api/members/${id}`);
    expect(status).toBe(200);
    const { member } = v.parse(MemberResponse, body).data;
    const { data } = await getPage('?limit=24');
    expect(member).toEqual(data.members.find((listed) => listed.id === id));
    expect(Object.keys((body as { data: { member: object } }).data.member).sort()).toEqual(contractKeys);
  });

  it('finds a member whatever the case of the id (routes match case-insensitively)', async () => {
    const { status, body } = await getJson('/api/members/Aline-Uwase');
    expect(status).toBe(200);
    expect(v.parse(MemberResponse, body).data.member.name).toBe('Aline Uwase');
  });

  it("answers 404 'Member not found' for an unknown id", async () => {
    expect(await getJson('/api/members/no-such-member')).toEqual({
      status: 404,
      body: { code: 'members.notFound', message: 'Member not found' },
    });
  });

  it.each(['bad_id', '%20', 'a--b', '-leading', "x'%20OR%201=1--", '%3Cscript%3E', 'x'.repeat(200)])(
    'answers 400 for the malformed id %s',
    async (id) => {
      const { status, body } = await getJson(`/api/members/${id}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: memberMessages.invalidId });
    },
  );

  it('never answers 5xx, whatever the id', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 120 }), async (id) => {
        const res = await t.app.request(`/api/members/${encodeURIComponent(id)}`);
        expect([200, 400, 404]).toContain(res.status);
      }),
      { numRuns: 150 },
    );
  });
});
