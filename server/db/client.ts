import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivateDir } from '../private-files';
import { acquireDataDirLock } from './data-dir-lock';
import { drizzleClientOf } from './pglite-client';
import * as schema from './schema';

interface QueryRows<TRow> {
  rows: TRow[];
}

/**
 * What `db.execute()` resolves to on both drivers: `rows` is common to PGlite's `Results` and pg's
 * `QueryResult`. (For affected-row counts use `.returning()`, which both drivers support.)
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: QueryRows<this['row']>;
}

/** The one database type the server uses, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'node-postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Which driver built each database, so `migrate(db)` can pick the matching migrator. */
const drivers = new WeakMap<object, DatabaseDriver>();
/** The pool behind each PostgreSQL database (migrations hold one of its connections under a lock). */
const pools = new WeakMap<object, pg.Pool>();

/** The advisory lock key instances take around migrations ('hub-migrations' as a signed 64-bit number). */
export const MIGRATION_LOCK_KEY = 0x6875625f6d6967n;

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded database lives (`<dataDir>/db`). */
  dataDir?: string;
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, otherwise the embedded PGlite database under `<dataDir>/db`,
 * holding the data folder's exclusive lock until `close()` (a second process gets DataDirLockedError).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openEmbedded(options.dataDir ?? '.data');
}

/**
 * The embedded database of `dataDir` under its exclusive lock, with the PGlite client (for backups). With
 * `loadDataDir` (a `dumpDataDir` tarball) an empty database folder is filled from it (a restore).
 */
export async function openEmbedded(
  dataDir: string,
  loadDataDir?: Blob,
): Promise<DatabaseHandle & { client: PGlite }> {
  const root = path.resolve(dataDir);
  const dir = embeddedDatabaseDir(root);
  // DATA_DIR and its database folder are 0700 (the database's own files follow the process umask).
  makePrivateDir(root);
  makePrivateDir(dir);
  const lock = acquireDataDirLock(root);
  try {
    const client = await PGlite.create(dir, loadDataDir ? { loadDataDir } : {});
    await planEachStatementOnce(client);
    const handle = wrapPglite(client);
    return {
      ...handle,
      client,
      close: async () => {
        await handle.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database plans each statement once. Every query runs as a named prepared statement
 * (./pglite-statements.ts), and the hot ones take their values through placeholders, so their best plan does
 * not depend on the values. With PostgreSQL's default (`plan_cache_mode = auto`) a statement whose plans
 * for the values at hand look cheaper than its generic plan, as they do once VACUUM (ANALYZE) has given
 * the planner statistics (the cleanup does at start), is planned again on every execution: 0.1-0.3 ms of
 * WebAssembly CPU each time. Measured in process on 10,000 rows a table (one request at a time, after an
 * analyze): the queue's first page 0.95-1.02 -> 0.76-0.84 ms, its deep pages 1.17-1.20 -> 0.88, the badge
 * 0.93-1.00 -> 0.69, a one-word search 1.18-1.21 -> 0.86, a rare word 1.33-1.40 -> 1.03-1.06; nothing slower.
 * PostgreSQL itself is left at `auto`: it plans natively, and its unnamed statements would get generic
 * plans too.
 */
async function planEachStatementOnce(client: PGlite): Promise<void> {
  await client.exec('set plan_cache_mode = force_generic_plan');
}

/** Where the embedded database's files live inside DATA_DIR. */
export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'db');
}

export function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client losing its connection must not take the process down; the pool replaces it.
  pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  drivers.set(db, 'node-postgres');
  pools.set(db, pool);
  return { db, driver: 'node-postgres', close: () => pool.end() };
}

/** Wraps an open PGlite instance (a data directory, in memory, or a clone). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: drizzleClientOf(client), schema }) as unknown as Database;
  drivers.set(db, 'pglite');
  return { db, driver: 'pglite', close: () => client.close() };
}

/** Applies the generated SQL migrations in `server/db/migrations` (the same files on both drivers). */
export async function migrate(db: Database): Promise<void> {
  const driver = drivers.get(db);
  if (driver === 'pglite') {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else if (driver === 'node-postgres') {
    await migratePostgresLocked(pools.get(db) as pg.Pool);
  } else {
    throw new Error('migrate() needs a database opened by openDatabase(), openPostgres() or wrapPglite()');
  }
}

/**
 * PostgreSQL migrations under a session advisory lock on one connection: instances that start together
 * take turns, and the later ones find every migration applied (no duplicate CREATE racing another).
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      const locked = drizzleNodePg({ client, schema });
      await migrateNodePg(locked, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    client.release();
  }
}
