import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** How long the file mailer's `.eml` files (`<DATA_DIR>/mail/`, used without SMTP_URL) are kept. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export function outboxDir(dataDir: string): string {
  return path.resolve(dataDir, 'mail');
}

/** The periodic cleanup: deletes outbox mails last written before `before`. Returns how many. */
export async function deleteOldMails(dataDir: string, before: Date): Promise<number> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(dir, name);
    if ((await stat(file)).mtime < before) {
      await rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
