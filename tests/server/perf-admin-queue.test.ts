import { inquiryStatuses } from '@contracts/inquiries';
import { hireInquiries, hireInquiryCounts, type InquiryStatus } from '@server/db/schema';
import { nearerEnd, type PageWindow, pageWindow } from '@server/http/paging';
import { createQueuePages } from '@server/inquiries/queue-pages';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, insertInquiries, signedIn } from '../support/admin-helpers';
import { countQueries, statementsRun } from '../support/count-queries';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The admin queue's performance work (migrations 0006 and 0009): the per-status counts kept by
 * triggers always equal a count of the table, and a page read from a bookmark is the same page.
 */

const BASE = '/api/admin/hire-inquiries';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t, 'Admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(hireInquiries);
});

/** One inquiry per status given; pairs share a time, so the id has to break ties the same way from both ends. */
function insertWithStatuses(statuses: InquiryStatus[]) {
  const minute = 60 * 1000;
  const newest = t.clock.now().getTime();
  return insertInquiries(t, statuses.length, (i) => ({
    status: statuses[i]!,
    createdAt: new Date(newest - Math.floor(i / 2) * minute),
  }));
}

/** The stored counts, and a real count of the table, per status (zeros included). */
async function countsAndTruth() {
  const kept = await t.db.select().from(hireInquiryCounts);
  const real = await t.db
    .select({ status: hireInquiries.status, total: count() })
    .from(hireInquiries)
    .groupBy(hireInquiries.status);
  const byStatus = (rows: { status: string; total: number }[]) =>
    Object.fromEntries(inquiryStatuses.map((s) => [s, rows.find((row) => row.status === s)?.total ?? 0]));
  return { kept: byStatus(kept), real: byStatus(real) };
}

describe('hire_inquiry_counts (kept by triggers)', () => {
  it('follows inserts, status changes, deletes and truncation', async () => {
    await insertWithStatuses(['Pending', 'Pending', 'Approved', 'Rejected', 'Pending']);
    let counts = await countsAndTruth();
    expect(counts.kept).toEqual({ Pending: 3, Approved: 1, Rejected: 1 });
    expect(counts.kept).toEqual(counts.real);

    await t.db.update(hireInquiries).set({ status: 'Approved' }).where(eq(hireInquiries.status, 'Pending'));
    await t.db.update(hireInquiries).set({ message: 'edited' });
    counts = await countsAndTruth();
    expect(counts.kept).toEqual({ Pending: 0, Approved: 4, Rejected: 1 });

    await t.db.delete(hireInquiries).where(eq(hireInquiries.status, 'Rejected'));
    counts = await countsAndTruth();
    expect(counts.kept).toEqual({ Pending: 0, Approved: 4, Rejected: 0 });

    await t.db.execute(sql`truncate hire_inquiries cascade`);
    counts = await countsAndTruth();
    expect(counts.kept).toEqual({ Pending: 0, Approved: 0, Rejected: 0 });
  });

  it('stamps a status with a larger number on each change of its part of the queue, never reusing one', async () => {
    const stamps = async () =>
      Object.fromEntries(
        (await t.db.select().from(hireInquiryCounts)).map((row) => [row.status, row.changes]),
      );
    await insertWithStatuses(['Pending', 'Approved']);
    const first = await stamps();
    await t.db.update(hireInquiries).set({ message: 'edited' });
    expect(await stamps()).toEqual(first);
    await t.db.update(hireInquiries).set({ status: 'Rejected' }).where(eq(hireInquiries.status, 'Pending'));
    const second = await stamps();
    expect(second.Pending).toBeGreaterThan(first.Pending!);
    expect(second.Rejected).toBeGreaterThan(first.Approved!);
    expect(second.Approved).toBe(first.Approved);
    await t.db.execute(sql`truncate hire_inquiries cascade`);
    await insertWithStatuses(['Pending']);
    expect((await stamps()).Pending).toBeGreaterThan(second.Rejected!);
  });

  it('answers the queue total and the status badge from the counts', async () => {
    await insertWithStatuses(['Pending', 'Approved', 'Pending']);
    const all = await api(t, 'GET', `${BASE}?limit=1`, { token });
    const pending = await api(t, 'GET', `${BASE}?status=Pending&limit=1`, { token });
    expect([all.body.total, pending.body.total]).toEqual([3, 2]);
  });
});

describe('nearerEnd (the paging helper of long public lists)', () => {
  it('nearerEnd: nothing past the end, the far half read backwards', () => {
    expect(nearerEnd(pageWindow({ page: 3, limit: 5 }), 10)).toBeNull();
    expect(nearerEnd(pageWindow({ page: 1, limit: 5 }), 12)).toEqual({
      offset: 0,
      limit: 5,
      reversed: false,
    });
    expect(nearerEnd(pageWindow({ page: 3, limit: 5 }), 12)).toEqual({ offset: 0, limit: 2, reversed: true });
    expect(nearerEnd(pageWindow({ page: 2, limit: 5 }), 12)).toEqual({ offset: 2, limit: 5, reversed: true });
  });
});

/** The ids of the queue (of one status) newest first, as one OFFSET query would page them. */
async function queueIds(status?: InquiryStatus): Promise<string[]> {
  const rows = await t.db
    .select({ id: hireInquiries.id })
    .from(hireInquiries)
    .where(status ? eq(hireInquiries.status, status) : undefined)
    .orderBy(sql`${hireInquiries.createdAt} desc, ${hireInquiries.id} desc`);
  return rows.map((row) => row.id);
}

const idsOf = (page: { rows: { id: string }[] }) => page.rows.map((row) => row.id);

/** The page's rows, checked to be read from a bookmark when the page starts past the first one. */
async function readPage(
  queue: ReturnType<typeof createQueuePages>,
  status: InquiryStatus | undefined,
  window: PageWindow,
  every: number,
) {
  let read: Awaited<ReturnType<typeof queue.page>> | undefined;
  const statements = await statementsRun(async () => {
    read = await queue.page(status, window);
  });
  const fromBookmark = statements.some((text) => text.includes('<= ((select b.created_at'));
  // A page past the end may try a bookmark and find nothing there; any other deep page must use one.
  if (window.offset < every) expect(fromBookmark).toBe(false);
  else if (window.offset < read!.total) expect(fromBookmark).toBe(true);
  return read!;
}

describe('the queue read from bookmarks (server/inquiries/queue-pages.ts)', () => {
  it('serves every page of any status filter, bookmark spacing and limit as one OFFSET query would', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...inquiryStatuses), { maxLength: 23 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom(undefined, ...inquiryStatuses),
        async (statuses, limit, every, status) => {
          await t.db.delete(hireInquiries);
          await insertWithStatuses(statuses);
          const expected = await queueIds(status);
          const queue = createQueuePages(t.db, every);
          const pages = Math.ceil(expected.length / limit) + 1;
          for (let page = 1; page <= pages; page += 1) {
            const read = await readPage(queue, status, pageWindow({ page, limit }), every);
            expect(read.total).toBe(expected.length);
            expect(idsOf(read)).toEqual(expected.slice((page - 1) * limit, page * limit));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('follows inserts, status changes and deletes made after the bookmarks were read (by any instance)', async () => {
    await insertWithStatuses(Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? 'Approved' : 'Pending')));
    const queue = createQueuePages(t.db, 4);
    const deep = pageWindow({ page: 4, limit: 5 });
    const check = async (status?: InquiryStatus) => {
      const expected = (await queueIds(status)).slice(deep.offset, deep.offset + deep.limit);
      expect(idsOf(await readPage(queue, status, deep, 4))).toEqual(expected);
    };
    await check();
    await check('Pending');
    // Another instance's writes reach this one only through the database.
    await insertInquiries(t, 1, () => ({ createdAt: t.clock.now() }));
    await check();
    await check('Pending');
    const [oldest] = (await queueIds('Pending')).slice(-1);
    await t.db.update(hireInquiries).set({ status: 'Rejected' }).where(eq(hireInquiries.id, oldest!));
    await check();
    await check('Pending');
    const [newest] = await queueIds();
    await t.db.delete(hireInquiries).where(eq(hireInquiries.id, newest!));
    await check();
    await check('Approved');
  });

  it('reads the bookmarks once while the queue is unchanged: then one statement per deep page', async () => {
    await insertInquiries(t, 250);
    const res = await api(t, 'GET', `${BASE}?page=40&limit=5`, { token });
    expect(res.body.data.inquiries.map((row: { id: string }) => row.id)).toEqual(
      (await queueIds()).slice(195, 200),
    );
    const statements = await countQueries(() => api(t, 'GET', `${BASE}?page=41&limit=5`, { token }));
    // The session's account, then the page with the queue's state on its rows.
    expect(statements).toBe(2);
    expect(await countQueries(() => api(t, 'GET', `${BASE}?page=1&limit=5`, { token }))).toBe(2);
  });
});
