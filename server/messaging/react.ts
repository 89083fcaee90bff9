import type { ReactionEmoji, ReactionsResponse } from '@contracts/messaging';
import { type AnnounceDeps, announceReactions } from './announce';
import { findMessage } from './message-rows';
import { reactionsOfOne, setReaction } from './reactions';

/**
 * Adds (`on`) or removes the member's reaction on a message of a conversation and announces the new
 * reactions to `audience`; null when the message is not in that conversation.
 */
export async function react(
  deps: AnnounceDeps,
  reaction: {
    conversationKey: string;
    messageId: string;
    accountId: string;
    emoji: ReactionEmoji;
    on: boolean;
    audience: readonly [string, string] | 'everyone';
  },
): Promise<ReactionsResponse | null> {
  const { messageId, accountId, emoji } = reaction;
  if (!(await findMessage(deps.db, reaction.conversationKey, messageId))) return null;
  await setReaction(deps.db, { messageId, accountId, emoji, now: deps.clock.now() }, reaction.on);
  const summary = await reactionsOfOne(deps.db, messageId, accountId);
  await announceReactions(deps, messageId, summary, reaction.audience);
  return { data: { messageId, reactions: summary.reactions } };
}
