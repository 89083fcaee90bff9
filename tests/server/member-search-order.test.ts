import { SEARCH_LIMIT_PER_GROUP, type SearchHit } from '@contracts/member-area';
import { projects, resources, searchChanges } from '@server/db/schema';
import { KEPT_NEWEST } from '@server/search/newest-rows';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { countQueries } from '../support/count-queries';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * GET /api/search's order (newest first) and its two passes (server/search/search-hits.ts): the newest
 * KEPT_NEWEST rows of each group first, kept in memory while the `changes` stamp stays the same
 * (server/search/newest-rows.ts), then all rows through the GIN index for a group with fewer hits.
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
  // Yaks are older than all the kept rows (fillers); oryxes are among them.
  await t.db
    .insert(resources)
    .values([
      ...dated('Filler', KEPT_NEWEST + 20, 0).map((row) => ({ ...row, ...resource })),
      ...dated('Yak', SEARCH_LIMIT_PER_GROUP + 2, 10_000).map((row) => ({ ...row, ...resource })),
      ...dated('Oryx', SEARCH_LIMIT_PER_GROUP + 2, 30).map((row) => ({ ...row, ...resource })),
    ]);
  await t.db
    .insert(projects)
    .values([
      ...dated('Filler', KEPT_NEWEST + 20, 0).map((row) => ({ ...row, status: 'active' as const })),
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

/** What the stamp says now. */
async function stamp(): Promise<number> {
  const [row] = await t.db.select({ changes: searchChanges.changes }).from(searchChanges);
  return row?.changes ?? 0;
}

/** The statements a search runs (after one search, so the kept rows are read). */
async function statementsOf(q: string): Promise<{ statements: number; body: Results }> {
  let body: Results | undefined;
  const statements = await countQueries(async () => {
    body = (await search(q)).body;
  });
  return { statements, body: body as Results };
}
type Results = { data: { resources: SearchHit[]; projects: SearchHit[] } };

describe('GET /api/search: newest first', () => {
  it('finds a word of the newest rows among the kept ones, without the index', async () => {
    await search('warm');
    const { statements, body } = await statementsOf('oryx');
    expect(titles(body.data.resources)).toEqual(newest('Oryx'));
    expect(body.data.projects).toEqual([]);
    // The session's account, the stamp, then all rows of projects (no oryx among the kept ones).
    expect(statements).toBe(3);
    expect(titles((await search('filler')).body.data.resources)).toEqual(newest('Filler'));
    expect((await statementsOf('filler')).statements).toBe(2);
  });

  it('finds a word only older rows have, past the kept ones, still newest first', async () => {
    const res = await search('yak');
    expect(titles(res.body.data.resources)).toEqual(newest('Yak'));
    expect(titles(res.body.data.projects)).toEqual(['Yak 1', 'Yak 2']);
    expect(titles((await search('yak', bob)).body.data.projects)).toEqual(['Yak draft 1', 'Yak 1', 'Yak 2']);
  });

  it('finds nothing for a word no row has, in both passes', async () => {
    await search('warm');
    const { statements, body } = await statementsOf('zebra');
    expect(body).toEqual({ data: { resources: [], projects: [] } });
    // The session's account, the stamp, all rows of both groups.
    expect(statements).toBe(3);
  });
});

describe('the kept rows and the changes stamp (migration 0011)', () => {
  it('sees a row another instance added at once: the stamp moved, so the kept rows are read again', async () => {
    await search('warm');
    const before = await stamp();
    // Written with SQL, as another instance would: nothing in this process is told.
    await t.db.execute(
      sql`insert into ${resources} (title, category, subcategory) values ('Quokka guide', 'Back-End Development', 'DevOps')`,
    );
    expect(await stamp()).toBeGreaterThan(before);
    const { statements, body } = await statementsOf('quokka');
    expect(titles(body.data.resources)).toEqual(['Quokka guide']);
    // The session, the stamp, the two groups' newest rows again, all rows of projects (no quokka there).
    expect(statements).toBe(5);
  });

  it('sees an edit, a status change and a delete; likes and views leave the stamp alone', async () => {
    const [quokka] = await t.db.select().from(resources).where(eq(resources.title, 'Quokka guide'));
    await t.db.update(resources).set({ title: 'Wombat guide' }).where(eq(resources.id, quokka!.id));
    expect(titles((await search('wombat')).body.data.resources)).toEqual(['Wombat guide']);
    expect((await search('quokka')).body.data.resources).toEqual([]);

    const moved = await stamp();
    await t.db.update(resources).set({ likes: 7, views: 9 }).where(eq(resources.id, quokka!.id));
    expect(await stamp()).toBe(moved);

    const [filler] = await t.db.select().from(projects).where(eq(projects.title, 'Filler 1'));
    await t.db.update(projects).set({ status: 'review' }).where(eq(projects.id, filler!.id));
    expect(titles((await search('filler')).body.data.projects)).not.toContain('Filler 1');
    await t.db.update(projects).set({ status: 'active' }).where(eq(projects.id, filler!.id));

    await t.db.delete(resources).where(eq(resources.id, quokka!.id));
    expect((await search('wombat')).body.data.resources).toEqual([]);
  });
});
