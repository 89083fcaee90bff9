import { randomBytes } from 'node:crypto';
import { createManualClock } from '@lib/clock';
import { createLimiterFactory } from '@lib/limits/factory';
import { createApp } from '@server/app';
import { migrate, openPostgres } from '@server/db/client';
import { createMemoryLogger } from '@server/logger';
import { createCapturedMailer } from '@server/mail/captured-mailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Several instances: `GET /api/ready` for a proxy (database and Redis reachable, else 503), and PostgreSQL
 * migrations that instances starting together run once, under an advisory lock. Redis and PostgreSQL run
 * on every machine of this project (127.0.0.1:6379 and :5432).
 */

const REDIS_URL = 'redis://127.0.0.1:6379';
const PG_ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const databases: TestDatabase[] = [];
afterAll(async () => {
  await Promise.all(databases.map((database) => database.close().catch(() => undefined)));
});

/** The real app on a fresh database, its limits in memory or in the Redis at `redisUrl`. */
async function appWith(redisUrl: string | undefined) {
  const limits = createLimiterFactory({ redisUrl, keyPrefix: `hub-ready-${randomBytes(4).toString('hex')}` });
  const database = await createTestDatabase();
  databases.push(database);
  const app = createApp({
    db: database.db,
    mailer: createCapturedMailer(),
    clock: createManualClock(),
    config: testConfig(),
    logger: createMemoryLogger(),
    limits,
  });
  return { app, limits, database };
}

describe('GET /api/ready', () => {
  it('is ready with the database up and no Redis configured', async () => {
    const { app } = await appWith(undefined);
    const res = await app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', db: 'up', redis: 'off' });
  });

  it('is ready with Redis reachable, and 503 naming Redis when it is not', async () => {
    const up = await appWith(REDIS_URL);
    const res = await up.app.request('/api/ready');
    expect(await res.json()).toEqual({ status: 'ready', db: 'up', redis: 'up' });
    await up.limits.close();

    // Nothing listens on port 1: the ping fails or times out.
    const down = await appWith('redis://127.0.0.1:1');
    const refused = await down.app.request('/api/ready');
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ status: 'not ready', db: 'up', redis: 'down' });
    await down.limits.close();
  });

  it('answers 503 naming the database when it is down', async () => {
    const { app, database } = await appWith(undefined);
    await database.close();
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready', db: 'down', redis: 'off' });
  });
});

describe('PostgreSQL migrations when instances start together', () => {
  const name = `hub_migrate_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database "${name}"`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it('runs them once: four instances migrate one fresh database at the same moment', async () => {
    const handles = Array.from({ length: 4 }, () => openPostgres(url.toString()));
    try {
      await Promise.all(handles.map((handle) => migrate(handle.db)));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select hash from drizzle.__drizzle_migrations');
      const hashes = applied.rows.map((row: { hash: string }) => row.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      const { rows } = await check.query(
        "select count(*)::int as n from pg_tables where tablename = 'users'",
      );
      expect(rows[0].n).toBe(1);
      await check.end();
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  }, 60_000);
});
