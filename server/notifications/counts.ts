import type { BadgeCounts } from '@contracts/member-area';
import { liveEventTypes } from '@contracts/notifications';
import type { Clock } from '@lib/clock';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { events, messages, notifications, projects, resourceLikes } from '../db/schema';
import type { LiveBus } from '../live/bus';
import { errorFields, type Logger } from '../logger';
import type { Queryable } from '../uploads/store';

/** Unread direct messages of an account, all conversations together (the sidebar's Messages badge). */
export async function countUnreadDirectMessages(db: Queryable, accountId: string): Promise<number> {
  return single(
    db
      .select({ total: count() })
      .from(messages)
      .where(and(eq(messages.recipientId, accountId), isNull(messages.readAt))),
  );
}

async function single(query: Promise<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.total ?? 0;
}

/** The member sidebar's badges (DECISIONS "Member area"): live counts, never the spec's fixed numbers. */
export async function badgeCounts(db: Queryable, now: Date, accountId: string): Promise<BadgeCounts> {
  const [unread, liked, own, messages, upcoming] = await Promise.all([
    single(
      db
        .select({ total: count() })
        .from(notifications)
        .where(and(eq(notifications.accountId, accountId), isNull(notifications.readAt))),
    ),
    single(db.select({ total: count() }).from(resourceLikes).where(eq(resourceLikes.userId, accountId))),
    single(db.select({ total: count() }).from(projects).where(eq(projects.ownerId, accountId))),
    countUnreadDirectMessages(db, accountId),
    single(db.select({ total: count() }).from(events).where(gte(events.end, now))),
  ]);
  return { notifications: unread, resources: liked, projects: own, messages, events: upcoming };
}

export interface CountsDeps {
  db: Queryable;
  clock: Clock;
  live: LiveBus;
  logger?: Logger;
}

/**
 * Runs a live delivery after the change has committed: a failure (Redis unreachable) is logged, never
 * turned into an error answer for a change that is already stored (the next counts read is right anyway).
 */
export async function deliverLive(deps: Pick<CountsDeps, 'logger'>, delivery: () => Promise<void>) {
  try {
    await delivery();
  } catch (error) {
    deps.logger?.error({ err: errorFields(error) }, '[live] delivery failed');
  }
}

/**
 * Tells every open stream of the account its new badge counts (`counts.changed`, data: BadgeCounts). Call
 * after the change has committed, whenever one of the account's counts may have moved. Never throws.
 */
export function publishCounts(deps: CountsDeps, accountId: string): Promise<void> {
  return deliverLive(deps, async () => {
    const counts = await badgeCounts(deps.db, deps.clock.now(), accountId);
    await deps.live.publish({ accountId }, { type: liveEventTypes.countsChanged, data: counts });
  });
}
