import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, migrate, migrationsFolder, openPostgres, wrapPglite } from '@server/db/client';
import pg from 'pg';

/**
 * A fresh, migrated database for one test file.
 *
 * - Default: in-memory PGlite. The first call in a worker builds a migrated template once; every call
 *   returns a `clone()` of it, so files never see each other's rows. Vitest runs each file in its own
 *   process, and creating a PGlite cluster (initdb) costs seconds, so the migrated template is also kept as
 *   a data-directory dump in the OS temp folder, keyed by the PGlite version and the migration files; later
 *   workers load that dump instead of running initdb and the migrations again.
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
  holder.__hubPgliteTemplate ??= loadOrBuildTemplate();
  const template = await holder.__hubPgliteTemplate;
  return wrapPglite((await template.clone()) as PGlite);
}

async function loadOrBuildTemplate(): Promise<PGlite> {
  const dumpFile = path.join(tmpdir(), `hub-pglite-template-${templateKey()}.tar.gz`);
  try {
    return await PGlite.create({ loadDataDir: new Blob([readFileSync(dumpFile)]) });
  } catch {
    // No dump yet (or an unreadable one): build the template and share it with later workers.
  }
  const template = await PGlite.create();
  await migrate(wrapPglite(template).db);
  const dump = await template.dumpDataDir('gzip');
  const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpFile);
  return template;
}

/** Changes whenever a migration file or the PGlite version changes. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteManifest = path.resolve(path.dirname(pgliteEntry), '../package.json');
  const pgliteVersion: string = JSON.parse(readFileSync(pgliteManifest, 'utf8')).version;
  hash.update(pgliteVersion);
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(path.join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
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
