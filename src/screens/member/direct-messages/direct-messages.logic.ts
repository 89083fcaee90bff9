import { reactionsMachine } from '@machines/reactions.machine';
import { fromPromise } from 'xstate';
import { toggleReaction } from '@/api/toggle-reaction';
import { keptOutboxDevice } from '@/shared/messaging/kept-outbox';
import { bodyOf } from '@/shared/messaging/outgoing-message';
import { directMessagesWith } from './direct-messages.machine';
import { fetchConversations } from './fetch-conversations.api';
import { fetchDirectMessages } from './fetch-direct-messages.api';
import { markConversationRead } from './mark-conversation-read.api';
import { sendDirectMessage } from './send-direct-message.api';

/** /messages/{id} with its real network: the API modules the children call, for the partner in their input. */
export const directMessagesLogic = directMessagesWith({
  fetchConversations: fromPromise(() => fetchConversations()),
  fetchMessages: fromPromise(async ({ input }) => {
    const page = await fetchDirectMessages({ accountId: input.partnerId ?? '', before: input.before });
    return { messages: page.messages, hasOlder: page.hasMore, meta: page.member };
  }),
  sendMessage: fromPromise(async ({ input }) =>
    sendDirectMessage(input.partnerId ?? '', await bodyOf(input), input.author),
  ),
  device: keptOutboxDevice(),
  // A failed read mark only leaves the unread count as it was (the next open tries again).
  markRead: fromPromise(({ input }) => markConversationRead(input.partnerId).catch(() => {})),
});
export type DirectMessagesLogic = typeof directMessagesLogic;

/** A message's reactions in the conversation with `partnerId`: each message runs its own toggle (its bar). */
export function conversationReactionsLogic(partnerId: string) {
  return reactionsMachine.provide({
    actors: {
      toggleReaction: fromPromise(({ input }) =>
        toggleReaction({
          messagePath: `conversations/${partnerId}/messages/${input.messageId}`,
          emoji: input.emoji,
          add: input.add,
        }),
      ),
    },
  });
}
