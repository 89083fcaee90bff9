import { SEARCH_LIMIT_PER_GROUP, type SearchHit } from '@contracts/member-area';
import { projects, resources } from '@server/db/schema';
import { RECENT_WINDOW } from '@server/search/search-hits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { countQueries } from '../support/count-queries';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/search's order (newest first) and its two passes (server/search/search-hits.ts): the newest
 * RECENT_WINDOW rows of each group first, then all rows for a group with fewer hits than the limit.
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

const minute = 60_000;
let t: TestApp;
let alice: Account;
let bob: Account;

/** `count` titled `${word} n` (n = 1 newest), the newest `minutesAgo` minutes ago, a minute apart. */
function dated(word: string, count: number, minutesAgo: number) {
  const now = t.clock.now().getTime();
  return Array.from({ length: count }, (_, index) => ({
    title: `${word} ${index + 1}`,
    createdAt: new Date(now - (minutesAgo + index) * minute),
  }));
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await sessionAccount(t);
  bob = await sessionAccount(t);
  const resource = { category: 'Back-End Development', subcategory: 'DevOps & Deployment' };
  // Yaks are older than the whole recent window of fillers; oryxes are inside it.
  await t.db
    .insert(resources)
    .values([
      ...dated('Filler', RECENT_WINDOW + 20, 0).map((row) => ({ ...row, ...resource })),
      ...dated('Yak', SEARCH_LIMIT_PER_GROUP + 2, 10_000).map((row) => ({ ...row, ...resource })),
      ...dated('Oryx', SEARCH_LIMIT_PER_GROUP + 2, 30).map((row) => ({ ...row, ...resource })),
    ]);
  await t.db
    .insert(projects)
    .values([
      ...dated('Filler', RECENT_WINDOW + 20, 0).map((row) => ({ ...row, status: 'active' as const })),
      ...dated('Yak', 2, 10_000).map((row) => ({ ...row, status: 'completed' as const })),
      { ...dated('Yak draft', 1, 9_000)[0]!, status: 'review' as const, ownerId: bob.id },
    ]);
});
afterAll(() => t.close());

const search = (q: string, who: Account = alice) =>
  api(t, 'GET', `/api/search?q=${encodeURIComponent(q)}`, { token: who.token });
const titles = (hits: SearchHit[]) => hits.map((hit) => hit.title);
const newest = (word: string, count = SEARCH_LIMIT_PER_GROUP) =>
  Array.from({ length: count }, (_, index) => `${word} ${index + 1}`);

describe('GET /api/search: newest first', () => {
  it('finds a word of the newest rows in their recent window, without reading all rows', async () => {
    let body: { data: { resources: SearchHit[]; projects: SearchHit[] } } | undefined;
    const statements = await countQueries(async () => {
      body = (await search('oryx')).body;
    });
    expect(titles(body!.data.resources)).toEqual(newest('Oryx'));
    expect(body!.data.projects).toEqual([]);
    // The session's account, the recent window of both groups, then all rows of projects (no oryx there).
    expect(statements).toBe(3);
    expect(titles((await search('filler')).body.data.resources)).toEqual(newest('Filler'));
  });

  it('finds a word only older rows have, past the recent window, still newest first', async () => {
    const res = await search('yak');
    expect(titles(res.body.data.resources)).toEqual(newest('Yak'));
    expect(titles(res.body.data.projects)).toEqual(['Yak 1', 'Yak 2']);
    expect(titles((await search('yak', bob)).body.data.projects)).toEqual(['Yak draft 1', 'Yak 1', 'Yak 2']);
  });

  it('finds nothing for a word no row has, in both passes', async () => {
    let body: unknown;
    const statements = await countQueries(async () => {
      body = (await search('zebra')).body;
    });
    expect(body).toEqual({ data: { resources: [], projects: [] } });
    // The session's account, the recent window of both groups, all rows of both groups.
    expect(statements).toBe(3);
  });
});
