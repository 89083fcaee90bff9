import { inquiryStatuses } from '@contracts/hire-inquiries';
import { hireInquiries, hireInquiryCounts, type InquiryStatus } from '@server/db/schema';
import { nearerEnd, pageWindow } from '@server/http/paging';
import { count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, insertInquiries, signedIn } from '../support/admin-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The admin queue's performance work (issue 9, migration 0006): the per-status counts kept by triggers
 * always equal a count of the table, and a page read from the nearer end of the order is the same page.
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

  it('answers the queue total and the status badge from the counts', async () => {
    await insertWithStatuses(['Pending', 'Approved', 'Pending']);
    const all = await api(t, 'GET', `${BASE}?limit=1`, { token });
    const pending = await api(t, 'GET', `${BASE}?status=Pending&limit=1`, { token });
    expect([all.body.total, pending.body.total]).toEqual([3, 2]);
  });
});

describe('paging from the nearer end', () => {
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

  it('serves every page (any status filter) exactly as one newest-first OFFSET query would', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...inquiryStatuses), { maxLength: 23 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom(undefined, ...inquiryStatuses),
        async (statuses, limit, status) => {
          await t.db.delete(hireInquiries);
          await insertWithStatuses(statuses);
          const expected = await t.db
            .select({ id: hireInquiries.id })
            .from(hireInquiries)
            .where(status ? eq(hireInquiries.status, status) : undefined)
            .orderBy(sql`${hireInquiries.createdAt} desc, ${hireInquiries.id} desc`);
          const filter = status ? `&status=${status}` : '';
          const pages = Math.ceil(expected.length / limit) + 1;
          for (let page = 1; page <= pages; page += 1) {
            const res = await api(t, 'GET', `${BASE}?page=${page}&limit=${limit}${filter}`, { token });
            expect(res.status).toBe(200);
            expect(res.body.total).toBe(expected.length);
            expect(res.body.data.inquiries.map((row: { id: string }) => row.id)).toEqual(
              expected.slice((page - 1) * limit, page * limit).map((row) => row.id),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
