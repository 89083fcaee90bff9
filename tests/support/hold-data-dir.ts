import { openDatabase } from '@server/db/client';

/**
 * A child process for the data-folder lock tests: opens the embedded database in DATA_DIR, prints
 * `holding <pid>`, and keeps it open until SIGTERM (then closes it and exits 0).
 */
const database = await openDatabase({ dataDir: process.env.DATA_DIR });
console.log(`holding ${process.pid}`);
const keepAlive = setInterval(() => {}, 60_000);
process.once('SIGTERM', async () => {
  clearInterval(keepAlive);
  await database.close();
  process.exit(0);
});
