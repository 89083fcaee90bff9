import type { Clock } from '@lib/clock';
import { deleteSpentChallenges } from '../auth/challenges';
import { forgetOldAddresses } from '../auth/known-clients';
import { deleteSpentLinkTokens } from '../auth/link-tokens';
import type { Database, DatabaseDriver } from '../db/client';
import { deleteExpiredKeys } from '../http/idempotency';
import { errorFields, type Logger } from '../logger';
import { deleteOldMails, OUTBOX_RETENTION_MS } from '../mail/outbox';
import { deleteUnattachedImages } from '../uploads/store';
import { vacuumEmbedded } from './vacuum';

/** How often bin/serve.ts runs the cleanup. */
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

export interface CleanupDeps {
  db: Database;
  clock: Clock;
  /** DATA_DIR, whose `mail/` outbox is pruned (the file mailer's; absent with SMTP). */
  dataDir: string;
  /** The embedded database (`pglite`) is vacuumed after the deletes; PostgreSQL's autovacuum does that there. */
  driver?: DatabaseDriver;
}

export interface CleanupCounts {
  challenges: number;
  linkTokens: number;
  idempotencyKeys: number;
  knownAddresses: number;
  mails: number;
  /** Images uploaded for a message more than a day ago and never sent with one. */
  unattachedImages: number;
  /** Whether the embedded database was vacuumed (VACUUM (ANALYZE)). */
  vacuumed: boolean;
}

/**
 * Removes what has expired and no longer counts: login challenges, link tokens, idempotency keys, sign-in
 * addresses older than 30 days, outbox mails older than 7 days and message images left unsent for a day;
 * then vacuums the embedded database.
 * Safe on several instances at once.
 */
export async function runCleanup({ db, clock, dataDir, driver }: CleanupDeps): Promise<CleanupCounts> {
  const now = clock.now();
  return {
    challenges: await deleteSpentChallenges(db, now),
    linkTokens: await deleteSpentLinkTokens(db, now),
    idempotencyKeys: await deleteExpiredKeys(db, clock),
    knownAddresses: await forgetOldAddresses(db, now),
    mails: await deleteOldMails(dataDir, new Date(now.getTime() - OUTBOX_RETENTION_MS)),
    unattachedImages: await deleteUnattachedImages(db, now),
    vacuumed: driver === undefined ? false : await vacuumEmbedded(db, driver),
  };
}

/**
 * Runs the cleanup now and every `intervalMs` (one run at a time); `stop()` clears the timer and waits for
 * a run in progress, so shutdown can close the database after it.
 */
export function startCleanup(deps: CleanupDeps, logger: Logger, intervalMs = CLEANUP_INTERVAL_MS) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = runCleanup(deps).then(
      (counts) => logger.info({ removed: counts }, '[cleanup] expired rows and old mails removed'),
      (error: unknown) => logger.error({ err: errorFields(error) }, '[cleanup] failed'),
    );
  };
  const timer = setInterval(() => void running.then(tick), intervalMs);
  timer.unref();
  tick();
  return {
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
