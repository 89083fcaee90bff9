import {
  RevenueParams,
  RevenueRequest,
  type RevenueStatResponse,
  type RevenueStatsResponse,
} from '@contracts/revenue';
import { validate } from '@lib/http/validate';
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SessionEnv } from '../auth/session';
import { revenueStats } from '../db/schema';
import type { RouteDeps } from '../deps';
import { requireRole } from '../http/guards';

type RevenueDeps = Pick<RouteDeps, 'db' | 'clock' | 'config'>;

/**
 * /api/admin/revenue-stats (Admin only): every recorded month `[{ year, month, revenue }]` ordered by year
 * then month, and `PUT /:year/:month { revenue }` to record or correct one month (an upsert).
 */
export function adminRevenueRoutes(deps: RevenueDeps) {
  const { db } = deps;
  return new Hono<SessionEnv>()
    .use('*', requireRole(deps, 'Admin'))

    .get('/', async (c) => {
      const rows: RevenueStatsResponse = await db
        .select({ year: revenueStats.year, month: revenueStats.month, revenue: revenueStats.revenue })
        .from(revenueStats)
        .orderBy(asc(revenueStats.year), asc(revenueStats.month));
      return c.json(rows);
    })

    .put('/:year/:month', validate('param', RevenueParams), validate('json', RevenueRequest), async (c) => {
      const { year, month } = c.req.valid('param');
      const { revenue } = c.req.valid('json');
      const [stat] = await db
        .insert(revenueStats)
        .values({ year, month, revenue })
        .onConflictDoUpdate({ target: [revenueStats.year, revenueStats.month], set: { revenue } })
        .returning({ year: revenueStats.year, month: revenueStats.month, revenue: revenueStats.revenue });
      if (!stat) throw new Error('The revenue upsert returned no row');
      return c.json({ data: { stat } } satisfies RevenueStatResponse);
    });
}
