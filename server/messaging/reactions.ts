import { type Reaction, type ReactionEmoji, reactionEmojis } from '@contracts/messaging';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { messageReactions, users } from '../db/schema';
import type { Queryable } from '../uploads/store';
import { displayName } from './people';

/** One message's reactions as every viewer sees them, plus who reacted (so each viewer finds its own). */
export interface ReactionSummary {
  reactions: Reaction[];
  reactedByIds: Record<string, string[]>;
}

const emptySummary = (): ReactionSummary => ({ reactions: [], reactedByIds: {} });

/** The reactions of `messageIds`, emojis in the spec's order, names in the order they reacted. */
export async function reactionsOf(
  db: Queryable,
  messageIds: readonly string[],
  viewerId: string,
): Promise<Map<string, ReactionSummary>> {
  const summaries = new Map<string, ReactionSummary>();
  if (messageIds.length === 0) return summaries;
  const rows = await db
    .select({
      messageId: messageReactions.messageId,
      accountId: messageReactions.accountId,
      emoji: messageReactions.emoji,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(messageReactions)
    .innerJoin(users, eq(users.id, messageReactions.accountId))
    .where(inArray(messageReactions.messageId, [...messageIds]))
    .orderBy(asc(messageReactions.createdAt), asc(messageReactions.accountId));
  for (const row of rows) {
    const emoji = reactionEmojis.find((known) => known === row.emoji);
    if (!emoji) continue;
    const summary = summaries.get(row.messageId) ?? emptySummary();
    summaries.set(row.messageId, summary);
    let reaction = summary.reactions.find((item) => item.emoji === emoji);
    if (!reaction) {
      reaction = { emoji, count: 0, reactedBy: [], mine: false };
      summary.reactions.push(reaction);
    }
    reaction.count += 1;
    reaction.reactedBy.push(displayName(row));
    reaction.mine ||= row.accountId === viewerId;
    summary.reactedByIds[emoji] = [...(summary.reactedByIds[emoji] ?? []), row.accountId];
  }
  for (const summary of summaries.values()) {
    summary.reactions.sort((a, b) => reactionEmojis.indexOf(a.emoji) - reactionEmojis.indexOf(b.emoji));
  }
  return summaries;
}

/** The reactions of one message (none → an empty summary). */
export async function reactionsOfOne(db: Queryable, messageId: string, viewerId: string) {
  return (await reactionsOf(db, [messageId], viewerId)).get(messageId) ?? emptySummary();
}

/**
 * Adds the member's reaction (a second add is no change) or removes it (removing none is no change);
 * answers whether a row was added or removed.
 */
export async function setReaction(
  db: Queryable,
  reaction: { messageId: string; accountId: string; emoji: ReactionEmoji; now: Date },
  on: boolean,
): Promise<boolean> {
  const { messageId, accountId, emoji, now } = reaction;
  if (on) {
    const added = await db
      .insert(messageReactions)
      .values({ messageId, accountId, emoji, createdAt: now })
      .onConflictDoNothing()
      .returning({ messageId: messageReactions.messageId });
    return added.length > 0;
  }
  const removed = await db
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, messageId),
        eq(messageReactions.accountId, accountId),
        eq(messageReactions.emoji, emoji),
      ),
    )
    .returning({ messageId: messageReactions.messageId });
  return removed.length > 0;
}

/** As broadcast: the same for every receiver, so nobody's `mine` is set. */
export function forEveryone(summary: ReactionSummary): ReactionSummary {
  return { ...summary, reactions: summary.reactions.map((reaction) => ({ ...reaction, mine: false })) };
}
