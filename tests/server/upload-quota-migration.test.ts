import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type DatabaseHandle, migrationsFolder, openPostgres, wrapPglite } from '@server/db/client';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The migration that gives every upload its kind and size fills them in for the uploads stored before it
 * (the embedded demo's data folder and any PostgreSQL database have some), on the driver the environment
 * asks for: the migration files up to it run on an empty database, rows of the old shape are added, then it
 * runs.
 */

const QUOTA_MIGRATION = '0012_upload_quota.sql';

let handle: DatabaseHandle;
let dropDatabase = async () => {};

/** An empty database: in-memory PGlite, or a new PostgreSQL database beside DATABASE_URL's. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return wrapPglite(await PGlite.create());
  const name = `hub_migration_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

async function runMigration(file: string): Promise<void> {
  const text = readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(sql.raw(statement));
  }
}

beforeAll(async () => {
  handle = await emptyDatabase();
  const files = readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  for (const file of files.filter((name) => name < QUOTA_MIGRATION)) await runMigration(file);
});
afterAll(async () => {
  await handle.close();
  await dropDatabase();
});

describe('uploads stored before the quota get their kind and size', () => {
  it('names each by what shows it (an image nothing shows is a message image) and measures its bytes', async () => {
    const { rows } = await handle.db.execute<{ id: string }>(sql`
      insert into users (email) values ('old@migration.example') returning id`);
    const owner = rows[0]!.id;
    const upload = async (length: number) => {
      const inserted = await handle.db.execute<{ id: string }>(sql`
        insert into uploads (owner_id, content_type, bytes, sha256)
        values (${owner}, 'image/webp', ${Buffer.alloc(length, 7)}, 'old') returning id`);
      return inserted.rows[0]!.id;
    };
    const url = (id: string) => `/api/uploads/${id}`;
    const [project, owners, blog, icon, attached, unsent] = [
      await upload(10),
      await upload(20),
      await upload(30),
      await upload(40),
      await upload(50),
      await upload(60),
    ] as [string, string, string, string, string, string];
    await handle.db.execute(sql`
      insert into projects (title, image, owner_image) values ('Old', ${url(project)}, ${url(owners)})`);
    await handle.db.execute(sql`
      insert into blogs (title, category, image) values ('Old', 'Back End', ${url(blog)})`);
    await handle.db.execute(sql`
      insert into resources (title, category, subcategory, icon)
      values ('Old', 'Cyber Security', 'Network Security', ${url(icon)})`);
    await handle.db.execute(sql`
      insert into messages (conversation_key, author_id, text, image_url, client_id)
      values ('channel', ${owner}, 'hi', ${url(attached)}, 'old-1')`);

    await runMigration(QUOTA_MIGRATION);

    const after = await handle.db.execute<{ id: string; kind: string; size: number }>(
      sql`select id, kind, size from uploads`,
    );
    const byId = new Map(after.rows.map((row) => [row.id, { kind: row.kind, size: Number(row.size) }]));
    expect([project, owners, blog, icon, attached, unsent].map((id) => byId.get(id))).toEqual([
      { kind: 'project', size: 10 },
      { kind: 'project', size: 20 },
      { kind: 'blog', size: 30 },
      { kind: 'resource', size: 40 },
      { kind: 'message', size: 50 },
      { kind: 'message', size: 60 },
    ]);
    await expect(
      handle.db.execute(sql`
        insert into uploads (owner_id, content_type, bytes, sha256) values (${owner}, 'image/webp', '\\x00', 'new')`),
    ).rejects.toThrow();
  });
});
