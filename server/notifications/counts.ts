import type { BadgeCounts } from '@contracts/member-area';
import { liveEventTypes } from '@contracts/notifications';
import type { Clock } from '@lib/clock';
import { and, count, gte, inArray, isNull } from 'drizzle-orm';
import { events, messages, notifications, projects, resourceLikes } from '../db/schema';
import type { LiveBus } from '../live/bus';
import { errorFields, type Logger } from '../logger';
import type { Queryable } from '../uploads/store';

/** Per-account counts of the given accounts (absent: 0). */
export type CountsByAccount = Map<string, number>;

/** Unread direct messages of each of the accounts, all conversations together (the Messages badge). */
export function countUnreadDirectMessages(
  db: Queryable,
  accountIds: readonly string[],
): Promise<CountsByAccount> {
  return byAccount(
    db
      .select({ accountId: messages.recipientId, total: count() })
      .from(messages)
      .where(and(inArray(messages.recipientId, [...accountIds]), isNull(messages.readAt)))
      .groupBy(messages.recipientId),
  );
}

/** One account's unread direct messages. */
export async function unreadDirectMessagesOf(db: Queryable, accountId: string): Promise<number> {
  return (await countUnreadDirectMessages(db, [accountId])).get(accountId) ?? 0;
}

async function byAccount(
  query: Promise<{ accountId: string | null; total: number }[]>,
): Promise<CountsByAccount> {
  const totals: CountsByAccount = new Map();
  for (const { accountId, total } of await query) if (accountId) totals.set(accountId, total);
  return totals;
}

/** Accounts per grouped query: keeps the `IN (…)` list well under PostgreSQL's 65,535 parameters. */
const ACCOUNTS_PER_QUERY = 5_000;

async function countsOfChunk(db: Queryable, now: Date, ids: string[]): Promise<Map<string, BadgeCounts>> {
  const [unread, liked, own, messages, [upcoming]] = await Promise.all([
    byAccount(
      db
        .select({ accountId: notifications.accountId, total: count() })
        .from(notifications)
        .where(and(inArray(notifications.accountId, ids), isNull(notifications.readAt)))
        .groupBy(notifications.accountId),
    ),
    byAccount(
      db
        .select({ accountId: resourceLikes.userId, total: count() })
        .from(resourceLikes)
        .where(inArray(resourceLikes.userId, ids))
        .groupBy(resourceLikes.userId),
    ),
    byAccount(
      db
        .select({ accountId: projects.ownerId, total: count() })
        .from(projects)
        .where(inArray(projects.ownerId, ids))
        .groupBy(projects.ownerId),
    ),
    countUnreadDirectMessages(db, ids),
    db.select({ total: count() }).from(events).where(gte(events.end, now)),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        notifications: unread.get(id) ?? 0,
        resources: liked.get(id) ?? 0,
        projects: own.get(id) ?? 0,
        messages: messages.get(id) ?? 0,
        events: upcoming?.total ?? 0,
      },
    ]),
  );
}

/**
 * The member sidebar's badges (live counts, never fixed numbers) of
 * many accounts at once: a few grouped queries whatever the number of accounts (a new resource notifies
 * every account).
 */
export async function badgeCountsOf(
  db: Queryable,
  now: Date,
  accountIds: readonly string[],
): Promise<Map<string, BadgeCounts>> {
  const all = new Map<string, BadgeCounts>();
  const unique = [...new Set(accountIds)];
  for (let start = 0; start < unique.length; start += ACCOUNTS_PER_QUERY) {
    for (const entry of await countsOfChunk(db, now, unique.slice(start, start + ACCOUNTS_PER_QUERY))) {
      all.set(...entry);
    }
  }
  return all;
}

/** One account's badges. */
export async function badgeCounts(db: Queryable, now: Date, accountId: string): Promise<BadgeCounts> {
  const counts = (await badgeCountsOf(db, now, [accountId])).get(accountId);
  if (!counts) throw new Error('badgeCountsOf answered nothing for the account');
  return counts;
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
  return publishCountsOf(deps, [accountId]);
}

/** `publishCounts` for many accounts: their counts in a few grouped queries, then one event each. */
export function publishCountsOf(deps: CountsDeps, accountIds: readonly string[]): Promise<void> {
  return deliverLive(deps, async () => {
    const counts = await badgeCountsOf(deps.db, deps.clock.now(), accountIds);
    for (const [accountId, data] of counts) {
      await deps.live.publish({ accountId }, { type: liveEventTypes.countsChanged, data });
    }
  });
}
