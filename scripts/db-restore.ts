import { parseArgs } from 'node:util';
import { restoreEmbedded } from '@server/db/backup';
import { setPrivateUmask } from '@server/private-files';

/**
 * `npm run db:restore -- backup.tar.gz`: replaces the embedded database in DATA_DIR (default `.data`)
 * with a backup made by `npm run db:backup`. Stop the server first. The replaced database is kept as
 * `<DATA_DIR>/db.before-restore-<time>` (delete it once the restore is checked).
 */
async function main(): Promise<void> {
  setPrivateUmask();
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run db:restore -- <backup.tar.gz>');
    process.exit(2);
  }
  if (process.env.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore or psql (see README, Deploying).');
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR || '.data';
  const aside = await restoreEmbedded(dataDir, file);
  console.log(
    `Restored the embedded database in ${dataDir} from ${file}.` +
      (aside ? ` The previous database is kept in ${aside}.` : ''),
  );
}

main().catch((error: unknown) => {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
