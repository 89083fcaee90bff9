import {
  type ChannelMessage,
  type ConversationRead,
  type DirectMessage,
  type MessageDeleted,
  messagingEvents,
  type ReactionChanged,
} from '@contracts/messaging';
import type { RouteDeps } from '../deps';
import { publishCounts } from '../notifications/counts';
import { announce as deliverNotifications, notify } from '../notifications/notify';
import { forEveryone, type ReactionSummary } from './reactions';

/**
 * Live delivery: every event goes to exactly the accounts who may see it, the
 * channel's to everyone, a direct conversation's to its two participants only; and the notifications a
 * message creates (a direct message; a channel reply, for the member quoted).
 */
export type AnnounceDeps = Pick<RouteDeps, 'db' | 'clock' | 'live' | 'logger'>;

/** A new channel message, to everyone; a reply also notifies the quoted member. */
export async function announceChannelMessage(deps: AnnounceDeps, message: ChannelMessage): Promise<void> {
  await deps.live.publish('everyone', {
    type: messagingEvents.channelMessageCreated,
    data: { ...message, mine: false } satisfies ChannelMessage,
  });
  const quoted = message.replyTo?.author;
  if (quoted && quoted.accountId !== message.author.accountId) {
    const notice = await notify(deps.db, {
      accountId: quoted.accountId,
      type: 'message',
      text: `${message.author.name} replied to your message in the Hub Channel`,
      link: '/hub-channel',
      now: deps.clock.now(),
    });
    await deliverNotifications(deps, [notice]);
  }
}

export async function announceChannelDeletion(deps: AnnounceDeps, id: string): Promise<void> {
  const data: MessageDeleted = { id };
  await deps.live.publish('everyone', { type: messagingEvents.channelMessageDeleted, data });
}

/** A new direct message, to each participant as they see it; the recipient is notified. */
export async function announceDirectMessage(
  deps: AnnounceDeps,
  message: { forSender: DirectMessage; forRecipient: DirectMessage },
  recipientId: string,
): Promise<void> {
  const { forSender, forRecipient } = message;
  await deps.live.publish(
    { accountId: forSender.author.accountId },
    { type: messagingEvents.dmCreated, data: forSender },
  );
  await deps.live.publish(
    { accountId: recipientId },
    { type: messagingEvents.dmCreated, data: forRecipient },
  );
  const notice = await notify(deps.db, {
    accountId: recipientId,
    type: 'message',
    text: `New message from ${forSender.author.name}`,
    link: `/messages/${forSender.author.accountId}`,
    now: deps.clock.now(),
  });
  // notification.created, and counts.changed with the recipient's new unread direct messages.
  await deliverNotifications(deps, [notice]);
}

/** Reactions changed: the channel's to everyone, a direct message's to its two participants. */
export async function announceReactions(
  deps: AnnounceDeps,
  messageId: string,
  summary: ReactionSummary,
  participants: readonly [string, string] | 'everyone',
): Promise<void> {
  const shared = forEveryone(summary);
  const event = (scope: string) => ({
    type: messagingEvents.reactionChanged,
    data: { scope, messageId, ...shared } satisfies ReactionChanged,
  });
  if (participants === 'everyone') {
    await deps.live.publish('everyone', event('channel'));
    return;
  }
  const [a, b] = participants;
  await deps.live.publish({ accountId: a }, event(b));
  if (b !== a) await deps.live.publish({ accountId: b }, event(a));
}

/** A conversation was read: the reader's badge falls, the writer sees it read. */
export async function announceRead(
  deps: AnnounceDeps,
  read: { readerId: string; otherId: string; readAt: Date; unread: Record<string, number> },
): Promise<void> {
  const { readerId, otherId } = read;
  for (const [accountId, conversationId] of [
    [readerId, otherId],
    [otherId, readerId],
  ] as const) {
    const data: ConversationRead = {
      readerId,
      conversationId,
      readAt: read.readAt.toISOString(),
      unread: read.unread[accountId] ?? 0,
    };
    await deps.live.publish({ accountId }, { type: messagingEvents.conversationRead, data });
  }
  // The reader's Messages badge falls.
  await publishCounts(deps, readerId);
}
