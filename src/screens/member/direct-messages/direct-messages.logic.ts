import { reactionsMachine } from '@machines/reactions.machine';
import { fromPromise } from 'xstate';
import { fetchConversations } from '@/api/fetch-conversations';
import { fetchDirectMessages } from '@/api/fetch-direct-messages';
import { markConversationRead } from '@/api/mark-conversation-read';
import { sendDirectMessage } from '@/api/send-direct-message';
import { toggleReaction } from '@/api/toggle-reaction';
import { keptOutboxDevice } from '@/shared/messaging/kept-outbox';
import { bodyOf } from '@/shared/messaging/outgoing-message';
import { directMessagesWith } from './direct-messages.machine';

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
