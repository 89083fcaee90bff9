import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '@server/db/client';
import { hireInquiries } from '@server/db/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript } from '../support/serve-process';

/** `npm run db:backup` / `db:restore` on the embedded database: a round trip brings back the data. */

const parent = mkdtempSync(path.join(tmpdir(), 'hub-backup-'));
const dataDir = path.join(parent, 'data');
const backupFile = path.join(parent, 'hub.tar.gz');
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const inquiry = (email: string) => ({
  email,
  firstName: 'Amina',
  lastName: 'Njoroge',
  companyName: 'Acacia Labs',
  jobTitle: 'CTO',
  country: 'Kenya',
  message: 'Two developers, please.',
  consent: true,
  status: 'Pending' as const,
});

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const emails = () =>
  withDatabase(async (db) => (await db.select().from(hireInquiries)).map((row) => row.email).sort());

describe('db:backup and db:restore', () => {
  it('round-trips the embedded database through a private tarball', async () => {
    await withDatabase((db) => db.insert(hireInquiries).values(inquiry('kept@acacia.example')));

    const backup = runScript(
      'scripts/db-backup.ts',
      { DATA_DIR: dataDir },
      ['DATABASE_URL'],
      ['--out', backupFile],
    );
    expect(await backup.exited).toBe(0);
    expect(backup.output()).toContain(`to ${backupFile}`);
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    await withDatabase(async (db) => {
      await db.delete(hireInquiries);
      await db.insert(hireInquiries).values(inquiry('after-backup@acacia.example'));
    });
    expect(await emails()).toEqual(['after-backup@acacia.example']);

    const restore = runScript('scripts/db-restore.ts', { DATA_DIR: dataDir }, ['DATABASE_URL'], [backupFile]);
    expect(await restore.exited).toBe(0);
    expect(await emails()).toEqual(['kept@acacia.example']);
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(restore.output()).toContain(aside[0]);
  }, 120_000);

  it('refuses to restore while another process holds DATA_DIR, and moves nothing', async () => {
    const database = await openDatabase({ dataDir });
    try {
      const restore = runScript(
        'scripts/db-restore.ts',
        { DATA_DIR: dataDir },
        ['DATABASE_URL'],
        [backupFile],
      );
      expect(await restore.exited).toBe(1);
      expect(restore.output()).toContain('is in use by another Hub process');
      expect(readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'))).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  }, 60_000);
});
