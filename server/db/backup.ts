import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files';
import { embeddedDatabaseDir, openEmbedded } from './client';
import { acquireDataDirLock } from './data-dir-lock';

/**
 * Backups of the embedded database (PGlite): a gzipped tarball of its data folder made by PGlite's
 * `dumpDataDir`, and a restore that loads one into an empty folder. Both take the DATA_DIR lock, so the
 * server must be stopped first (it holds the lock while running). With DATABASE_URL, use pg_dump instead.
 */

/** Writes a backup of DATA_DIR's database to `file` (0600). Returns its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const database = await openEmbedded(dataDir);
  try {
    const dump = await database.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    writeFileSync(file, bytes, { mode: PRIVATE_FILE_MODE });
    return bytes.length;
  } finally {
    await database.close();
  }
}

/**
 * Replaces DATA_DIR's database with the backup in `file`. The current database is kept aside as
 * `db.before-restore-<time>` until the restored one has opened and answered a query, and put back if not.
 * Returns the folder the old database was moved to (null when there was none).
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  now = new Date(),
): Promise<string | null> {
  const tarball = new Blob([readFileSync(file)]);
  const dir = embeddedDatabaseDir(dataDir);
  // First the lock: a running server (or another restore) makes this throw before anything moves.
  const lock = acquireDataDirLock(path.resolve(dataDir));
  try {
    const hadDatabase = existsSync(dir) && readdirSync(dir).length > 0;
    const aside = hadDatabase ? `${dir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}` : null;
    if (aside) renameSync(dir, aside);
    try {
      makePrivateDir(dir);
      const client = await PGlite.create(dir, { loadDataDir: tarball });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
      return aside;
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      if (aside) renameSync(aside, dir);
      throw error;
    }
  } finally {
    lock.release();
  }
}

export function defaultBackupFile(now = new Date()): string {
  return path.resolve(`hub-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}
