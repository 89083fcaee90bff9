import { RevenueStatResponse, RevenueStatsResponse, revenueMessages } from '@contracts/revenue';
import { revenueStats } from '@server/db/schema';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, signedIn } from '../support/admin-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

const BASE = '/api/admin/revenue-stats';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedIn(t, 'Admin')).token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(revenueStats);
});

const as = (method: string, path: string, body?: unknown) =>
  api(t, method, path, { token, ...(body !== undefined && { body }) });
const stored = () =>
  t.db.select().from(revenueStats).orderBy(asc(revenueStats.year), asc(revenueStats.month));

describe('GET /api/admin/revenue-stats', () => {
  it('answers every month as an array ordered by year, then month', async () => {
    await t.db.insert(revenueStats).values([
      { year: 2025, month: 2, revenue: 300 },
      { year: 2024, month: 11, revenue: 100 },
      { year: 2025, month: 1, revenue: 200 },
      { year: 2024, month: 2, revenue: 50 },
    ]);
    const res = await as('GET', BASE);
    expect(res.status).toBe(200);
    expect(v.parse(RevenueStatsResponse, res.body)).toEqual([
      { year: 2024, month: 2, revenue: 50 },
      { year: 2024, month: 11, revenue: 100 },
      { year: 2025, month: 1, revenue: 200 },
      { year: 2025, month: 2, revenue: 300 },
    ]);
  });

  it('an empty table → []', async () => {
    expect(await as('GET', BASE)).toMatchObject({ status: 200, body: [] });
  });
});

describe('PUT /api/admin/revenue-stats/:year/:month', () => {
  it('records a month, then corrects it (one row), and answers { data: { stat } }', async () => {
    const created = await as('PUT', `${BASE}/2025/3`, { revenue: 12_500 });
    expect(created.status).toBe(200);
    expect(v.parse(RevenueStatResponse, created.body)).toEqual({
      data: { stat: { year: 2025, month: 3, revenue: 12_500 } },
    });
    const corrected = await as('PUT', `${BASE}/2025/03`, { revenue: 0 });
    expect(corrected.body).toEqual({ data: { stat: { year: 2025, month: 3, revenue: 0 } } });
    expect(await stored()).toEqual([{ year: 2025, month: 3, revenue: 0 }]);
    expect((await as('GET', BASE)).body).toEqual([{ year: 2025, month: 3, revenue: 0 }]);
  });

  it.each([
    [{ revenue: -1 }],
    [{ revenue: 1.5 }],
    [{ revenue: '100' }],
    [{ revenue: null }],
    [{ revenue: 2_000_000_001 }],
    [{ revenue: 1e300 }],
    [{}],
    [[100]],
    ['100'],
  ])('body %j → 400 with the revenue message, nothing stored', async (body) => {
    const res = await as('PUT', `${BASE}/2025/3`, body);
    expect(res).toMatchObject({ status: 400, body: { message: revenueMessages.revenueInvalid } });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['2025/0', revenueMessages.monthInvalid],
    ['2025/13', revenueMessages.monthInvalid],
    ['2025/-1', revenueMessages.monthInvalid],
    ['2025/1.5', revenueMessages.monthInvalid],
    ['2025/x', revenueMessages.monthInvalid],
    ['1999/5', revenueMessages.yearInvalid],
    ['2101/5', revenueMessages.yearInvalid],
    ['20x5/5', revenueMessages.yearInvalid],
  ])('path %s → 400 with its message, nothing stored', async (path, message) => {
    const res = await as('PUT', `${BASE}/${path}`, { revenue: 100 });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await stored()).toEqual([]);
  });

  it('never answers 5xx; a refused body stores nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json().map((text) => JSON.parse(text) as unknown),
          fc.anything(),
          fc.record({ revenue: fc.oneof(fc.integer(), fc.double(), fc.anything()) }),
        ),
        fc.oneof(fc.integer({ min: 1990, max: 2110 }).map(String), fc.string({ maxLength: 6 })),
        fc.oneof(fc.integer({ min: -2, max: 14 }).map(String), fc.string({ maxLength: 4 })),
        async (body, year, month) => {
          await t.db.delete(revenueStats);
          const res = await as(
            'PUT',
            `${BASE}/${encodeURIComponent(year)}/${encodeURIComponent(month)}`,
            body,
          );
          expect(res.status).toBeLessThan(500);
          if (res.status === 200) expect(await stored()).toEqual([res.body.data.stat]);
          else expect(await stored()).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
