import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** `GET /api/health` → `{ status: 'ok', db: 'up' }`, or 503 `{ status: 'error', db: 'down' }`. */
export function healthRoutes({ db }: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', db: 'up' } as const);
    } catch {
      return c.json({ status: 'error', db: 'down' } as const, 503);
    }
  });
}
