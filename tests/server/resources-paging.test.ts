import { type ResourceSort, resourceCategories } from '@contracts/resources';
import { resourceCounts, resourceLikes, resources } from '@server/db/schema';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send, sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * `GET /api/resources` at scale (migration 0007): the per-pair counts kept by triggers always
 * equal a count of the table, and every page (either sort, any filter, signed in or not) read from the
 * nearer end of the order, with the caller's likes joined to the page only, is the page one plain OFFSET
 * query over the whole table gives.
 */

type Pair = { category: string; subcategory: string };
const pairs: Pair[] = Object.entries(resourceCategories).flatMap(([category, subcategories]) =>
  subcategories.map((subcategory) => ({ category, subcategory })),
);
const [cyberAuth, cyberNetwork, frontState] = [pairs[0]!, pairs[1]!, pairs[7]!];

let t: TestApp;
let member: Awaited<ReturnType<typeof sessionAccount>>;
beforeAll(async () => {
  t = await createTestApp();
  member = await sessionAccount(t);
});
afterAll(() => t.close());

/** The stored counts and a real count of the table, as `category/subcategory → n` (zeros left out). */
async function countsAndTruth() {
  const keyed = (rows: (Pair & { total: number })[]) =>
    Object.fromEntries(
      rows.filter((row) => row.total > 0).map((row) => [`${row.category}/${row.subcategory}`, row.total]),
    );
  const kept = await t.db.select().from(resourceCounts);
  const real = await t.db
    .select({ category: resources.category, subcategory: resources.subcategory, total: count() })
    .from(resources)
    .groupBy(resources.category, resources.subcategory);
  return { kept: keyed(kept), real: keyed(real) };
}

/** Replaces every resource with one per entry: its pair, likes and minutes ago (ties on purpose). */
async function replaceResources(rows: { pair: Pair; likes: number; minutesAgo: number }[]) {
  await t.db.delete(resources);
  if (rows.length > 0) {
    const now = t.clock.now().getTime();
    await t.db.insert(resources).values(
      rows.map(({ pair, likes, minutesAgo }, i) => ({
        ...pair,
        title: `Resource ${i}`,
        likes,
        createdAt: new Date(now - minutesAgo * 60_000),
      })),
    );
  }
  // Past the read cache's copies of the anonymous answers (rows written here, not through the API).
  t.clock.advance(10_000);
}

describe('resource_counts (kept by triggers)', () => {
  it('follows inserts, pair changes, other edits, deletes and truncation', async () => {
    const rows = [cyberAuth, cyberAuth, cyberNetwork, frontState].map((pair) => ({
      pair,
      likes: 0,
      minutesAgo: 1,
    }));
    await replaceResources(rows);
    let counts = await countsAndTruth();
    expect(counts.kept).toEqual({
      'Cyber Security/Authentication & Authorization': 2,
      'Cyber Security/Network Security': 1,
      'Front-End Development/State Management': 1,
    });
    expect(counts.kept).toEqual(counts.real);

    await t.db.update(resources).set(frontState).where(eq(resources.subcategory, cyberAuth.subcategory));
    await t.db.update(resources).set({ likes: 3, title: 'edited' });
    counts = await countsAndTruth();
    expect(counts.kept).toEqual({
      'Cyber Security/Network Security': 1,
      'Front-End Development/State Management': 3,
    });
    expect(counts.kept).toEqual(counts.real);

    await t.db.delete(resources).where(eq(resources.subcategory, cyberNetwork.subcategory));
    expect((await countsAndTruth()).kept).toEqual({ 'Front-End Development/State Management': 3 });

    await t.db.execute(sql`truncate resources cascade`);
    expect((await countsAndTruth()).kept).toEqual({});
  });
});

interface Listed {
  data: { resources: { id: string; likedByMe?: boolean }[] };
  total: number;
}

/** The ids one plain query over the table gives for the filter and sort, in order. */
async function expectedIds(where: SQL | undefined, sort: ResourceSort) {
  const newest = sql`${resources.createdAt} desc, ${resources.id} desc`;
  const rows = await t.db
    .select({ id: resources.id })
    .from(resources)
    .where(where)
    .orderBy(sort === 'likes' ? sql`${resources.likes} desc, ${newest}` : newest);
  return rows.map((row) => row.id);
}

const filterArbitrary = fc.constantFrom<Partial<Pair>>(
  {},
  { subcategory: cyberAuth.subcategory },
  cyberNetwork,
  { category: cyberAuth.category },
  { category: frontState.category, subcategory: cyberAuth.subcategory },
);

describe('pages of GET /api/resources', () => {
  it('serve every page exactly as one OFFSET query would, with the caller’s likes on its rows', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            pair: fc.constantFrom(cyberAuth, cyberNetwork, frontState),
            likes: fc.integer({ min: 0, max: 3 }),
            minutesAgo: fc.integer({ min: 0, max: 4 }),
            liked: fc.boolean(),
          }),
          { maxLength: 21 },
        ),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom<ResourceSort>('likes', 'recent'),
        filterArbitrary,
        fc.boolean(),
        async (rows, limit, sort, filter, signedIn) => {
          await replaceResources(rows);
          const likedIds = new Set(
            (await t.db.select({ id: resources.id, title: resources.title }).from(resources))
              .filter((row) => rows[Number(row.title.split(' ')[1])]?.liked)
              .map((row) => row.id),
          );
          if (likedIds.size > 0) {
            await t.db
              .insert(resourceLikes)
              .values([...likedIds].map((resourceId) => ({ resourceId, userId: member.id })));
          }
          const where = and(
            filter.category ? eq(resources.category, filter.category) : undefined,
            filter.subcategory ? eq(resources.subcategory, filter.subcategory) : undefined,
          );
          const expected = await expectedIds(where, sort);
          const query = new URLSearchParams({ ...filter, sort, limit: String(limit) });
          const pages = Math.ceil(expected.length / limit) + 1;
          for (let page = 1; page <= pages; page += 1) {
            const res = await send(t, 'GET', `/api/resources?${query}&page=${page}`, {
              token: signedIn ? member.token : undefined,
            });
            expect(res.status).toBe(200);
            const body = res.body as Listed;
            expect(body.total).toBe(expected.length);
            const wanted = expected.slice((page - 1) * limit, page * limit);
            expect(body.data.resources.map((row) => row.id)).toEqual(wanted);
            expect(body.data.resources.map((row) => row.likedByMe)).toEqual(
              wanted.map((id) => (signedIn ? likedIds.has(id) : undefined)),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lists the caller’s liked ones (liked=me) with their total, newest first, from either end', async () => {
    const rows = Array.from({ length: 9 }, (_, i) => ({ pair: cyberAuth, likes: 0, minutesAgo: i % 3 }));
    await replaceResources(rows);
    const newestFirst = await expectedIds(undefined, 'recent');
    const liked = newestFirst.filter((_, i) => i % 2 === 0);
    await t.db.insert(resourceLikes).values(liked.map((resourceId) => ({ resourceId, userId: member.id })));
    const ids: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const res = await send(t, 'GET', `/api/resources?liked=me&limit=2&page=${page}`, {
        token: member.token,
      });
      expect((res.body as Listed).total).toBe(liked.length);
      ids.push(...(res.body as Listed).data.resources.map((row) => row.id));
    }
    expect(ids).toEqual(liked);
  });
});
