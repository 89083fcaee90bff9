import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { type LiveBus, sessionRevokedEvent } from '../live/bus';

type Executor = Pick<Database, 'update'>;

/**
 * Ends every session of an account at once: its token version moves (every request re-reads it), and its
 * open live streams, on every instance, re-check and close. Pass the transaction when inside one; the
 * live event is published by `announceRevoked` after it commits.
 */
export async function bumpTokenVersion(db: Executor, accountId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, accountId));
}

export function announceRevoked(live: LiveBus, accountId: string): Promise<void> {
  return live.publish({ accountId }, sessionRevokedEvent);
}

export async function revokeSessions(
  deps: { db: Database; live: LiveBus },
  accountId: string,
): Promise<void> {
  await bumpTokenVersion(deps.db, accountId);
  await announceRevoked(deps.live, accountId);
}
