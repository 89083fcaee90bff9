import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, RouteDeps } from '../deps';

async function databaseUp(db: AppDeps['db']): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** `GET /api/health` (liveness) → `{ status: 'ok', db: 'up' }`, or 503 `{ status: 'error', db: 'down' }`. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono().get('/', async (c) => {
    if (await databaseUp(db)) return c.json({ status: 'ok', db: 'up' } as const);
    return c.json({ status: 'error', db: 'down' } as const, 503);
  });
}

/**
 * `GET /api/ready` (readiness, for a proxy or orchestrator): 200 `{ status: 'ready', db, redis }` when the
 * database answers and Redis does (`redis: 'off'` without REDIS_URL); otherwise 503 with `status:
 * 'not ready'` and which of them is down.
 */
export function readyRoutes({ db, limits }: Pick<RouteDeps, 'db' | 'limits'>) {
  return new Hono().get('/', async (c) => {
    const [dbUp, redisUp] = await Promise.all([databaseUp(db), limits.ping()]);
    const body = {
      db: dbUp ? 'up' : 'down',
      redis: limits.store === 'memory' ? 'off' : redisUp ? 'up' : 'down',
    } as const;
    if (dbUp && redisUp) return c.json({ status: 'ready', ...body } as const);
    return c.json({ status: 'not ready', ...body } as const, 503);
  });
}
