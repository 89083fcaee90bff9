import type { ReactionEmoji, ReactionsResponse } from '@contracts/messaging';
import type { RouteDeps } from '../deps';
import { type AnnounceDeps, announceReactions } from './announce';
import { messagingLimiters } from './limits';
import { findMessage } from './message-rows';
import { reactionsOfOne, setReaction } from './reactions';

export type ReactDeps = AnnounceDeps & Pick<RouteDeps, 'limits'>;

export type ReactOutcome =
  | { ok: true; body: ReactionsResponse }
  | { ok: false; status: 404 }
  | { ok: false; status: 429; retryAfterSeconds: number };

/**
 * Adds (`on`) or removes the member's reaction on a message of a conversation. Every toggle counts against
 * the member's reaction limit, checked first; the new reactions go out live to `audience` only when the
 * toggle changed something (a repeated add or a removal of nothing would only make every stream redraw).
 * 404 when the message is not in that conversation.
 */
export async function react(
  deps: ReactDeps,
  reaction: {
    conversationKey: string;
    messageId: string;
    accountId: string;
    emoji: ReactionEmoji;
    on: boolean;
    audience: readonly [string, string] | 'everyone';
  },
): Promise<ReactOutcome> {
  const { messageId, accountId, emoji } = reaction;
  const verdict = await messagingLimiters(deps.limits).reactions.consume(accountId);
  if (!verdict.ok) return { ok: false, status: 429, retryAfterSeconds: verdict.retryAfterSeconds };
  if (!(await findMessage(deps.db, reaction.conversationKey, messageId))) return { ok: false, status: 404 };
  const changed = await setReaction(
    deps.db,
    { messageId, accountId, emoji, now: deps.clock.now() },
    reaction.on,
  );
  const summary = await reactionsOfOne(deps.db, messageId, accountId);
  if (changed) await announceReactions(deps, messageId, summary, reaction.audience);
  return { ok: true, body: { data: { messageId, reactions: summary.reactions } } };
}
