import { liveEventTypes, type Notification } from '@contracts/notifications';
import { ne, sql } from 'drizzle-orm';
import { type NotificationRow, type NotificationType, notifications, users } from '../db/schema';
import type { Queryable } from '../uploads/store';
import { type CountsDeps, deliverLive, publishCountsOf } from './counts';

export interface NewNotice {
  type: NotificationType;
  text: string;
  /** Where it leads in the app ('' when nowhere). */
  link?: string;
  now: Date;
}

/** A stored notification as the contract shows it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates one notification for an account: project published or rejected, a direct message, a channel
 * reply naming the member. Works inside a transaction; once that has committed, hand
 * the returned row to `announce` so the account's open pages see it live.
 */
export async function notify(
  db: Queryable,
  notice: NewNotice & { accountId: string },
): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      accountId: notice.accountId,
      type: notice.type,
      text: notice.text,
      link: notice.link ?? '',
      createdAt: notice.now,
    })
    .returning();
  if (!row) throw new Error('The notification insert returned no row');
  return row;
}

/** One notification for every account but `exceptAccountId` (a new resource), in one statement. */
export async function notifyEveryone(
  db: Queryable,
  notice: NewNotice & { exceptAccountId: string },
): Promise<NotificationRow[]> {
  return db
    .insert(notifications)
    .select(
      db
        // Every column, in the table's order (drizzle's rule for INSERT … SELECT).
        .select({
          id: sql<string>`gen_random_uuid()`.as('id'),
          accountId: sql<string>`${users.id}`.as('account_id'),
          type: sql<NotificationType>`${notice.type}::text`.as('type'),
          text: sql<string>`${notice.text}::text`.as('text'),
          link: sql<string>`${notice.link ?? ''}::text`.as('link'),
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
          createdAt: sql<Date>`${notice.now.toISOString()}::timestamptz`.as('created_at'),
        })
        .from(users)
        .where(ne(users.id, notice.exceptAccountId)),
    )
    .returning();
}

/**
 * Delivers committed notifications live: `notification.created` (data: the Notification), then the
 * accounts' new badge counts (counted together in a few grouped queries). Never throws (failures are logged).
 */
export async function announce(deps: CountsDeps, rows: readonly NotificationRow[]): Promise<void> {
  await deliverLive(deps, async () => {
    for (const row of rows) {
      await deps.live.publish(
        { accountId: row.accountId },
        { type: liveEventTypes.notificationCreated, data: toNotification(row) },
      );
    }
  });
  await publishCountsOf(
    deps,
    rows.map((row) => row.accountId),
  );
}
