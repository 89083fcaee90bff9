import { and, count, eq, isNull } from 'drizzle-orm';
import { messages, users } from '../db/schema';
import type { Queryable } from '../uploads/store';

/** Unread direct messages per sender. */
export async function unreadBySender(db: Queryable, accountId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ authorId: messages.authorId, total: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, accountId), isNull(messages.readAt)))
    .groupBy(messages.authorId);
  return new Map(rows.map((row) => [row.authorId, row.total]));
}

/** Accounts that are not disabled: the channel's 'N members'. */
export async function countActiveAccounts(db: Queryable): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(isNull(users.disabledAt));
  return row?.total ?? 0;
}
