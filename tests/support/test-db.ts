import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, migrate, openPostgres, wrapPglite } from '../../server/db/client';

/**
 * A fresh, migrated database for one test file.
 *
 * - Default: in-memory PGlite. The first call in a worker migrates a template once; every call returns a
 *   `clone()` of it, so files never see each other's rows.
 * - With `DATABASE_URL` set (CI's second run): a new PostgreSQL database with a random name is created from
 *   that connection, migrated, and dropped again by `close()`.
 *
 * ```ts
 * let testDb: TestDatabase;
 * beforeAll(async () => { testDb = await createTestDatabase(); });
 * afterAll(() => testDb.close());
 * ```
 */
export type TestDatabase = DatabaseHandle;

export function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

type TemplateHolder = { __hubPgliteTemplate?: Promise<PGlite> };

async function createPgliteDatabase(): Promise<TestDatabase> {
  const holder = globalThis as TemplateHolder;
  holder.__hubPgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await migrate(wrapPglite(template).db);
    return template;
  })();
  const template = await holder.__hubPgliteTemplate;
  return wrapPglite((await template.clone()) as PGlite);
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await runAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
