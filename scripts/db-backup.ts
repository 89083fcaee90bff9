import { parseArgs } from 'node:util';
import { backupEmbedded, defaultBackupFile } from '@server/db/backup';
import { setPrivateUmask } from '@server/private-files';

/**
 * `npm run db:backup [-- --out file.tar.gz]`: a backup of the embedded database in DATA_DIR (default
 * `.data`) as a gzipped tarball (0600). Stop the server first (it holds DATA_DIR's lock). With
 * DATABASE_URL the database is PostgreSQL: use pg_dump.
 */
async function main(): Promise<void> {
  setPrivateUmask();
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, Deploying).');
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR || '.data';
  const file = values.out ?? defaultBackupFile();
  const bytes = await backupEmbedded(dataDir, file);
  console.log(`Backed up the embedded database in ${dataDir} to ${file} (${bytes} bytes).`);
}

main().catch((error: unknown) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
