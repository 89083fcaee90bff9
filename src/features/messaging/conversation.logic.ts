import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import type { MessageableMember } from '@contracts/messaging';
import {
  type Conversation,
  type DirectMessage,
  fetchMessagesFailedText,
  messagingMessages,
} from '@contracts/messaging';
import { createCollectionMachine } from '@machines/collection.machine';
import { composerMachine } from '@machines/composer.machine';
import { conversationsMachine } from '@machines/conversations.machine';
import { reactionsMachine } from '@machines/reactions.machine';
import { createThreadMachine } from '@machines/thread.machine';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { fetchConversations } from '@/api/fetch-conversations';
import { fetchDirectMessages } from '@/api/fetch-direct-messages';
import { fetchMessageableMembers } from '@/api/fetch-messageable-members';
import { markConversationRead } from '@/api/mark-conversation-read';
import { sendDirectMessage } from '@/api/send-direct-message';
import { sessionAccountId } from '@/api/session-account';
import { toggleReaction } from '@/api/toggle-reaction';
import { bodyOf } from '@/shared/messaging/outgoing-message';

/** Members one can start a conversation with, 8 a page, searched by name. */
export const MEMBER_PICKER_PAGE_SIZE = 8;

export const conversationThreadMachine = createThreadMachine<DirectMessage, Conversation>({
  id: 'conversation',
  errorMessage: fetchMessagesFailedText,
});

/** A member of the picker, with the id the collection machine keys items by. */
export type PickableMember = MessageableMember & { id: string };

export const memberPickerMachine = createCollectionMachine<PickableMember, { q: string }>({
  id: 'memberPicker',
  pageSize: MEMBER_PICKER_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: messagingMessages.membersFailed,
      network: commonFailureTexts.network,
      unexpected: messagingMessages.membersFailed,
    }),
});

/** The machines of one open conversation (with the other member's account id). */
export function conversationWith(accountId: string) {
  return {
    thread: conversationThreadMachine.provide({
      actors: {
        fetchMessages: fromPromise(async ({ input }) => {
          const page = await fetchDirectMessages({ accountId, before: input.before });
          return { messages: page.messages, hasOlder: page.hasMore, meta: page.member };
        }),
      },
      actions: {
        // Opening the conversation, and reading what arrives while it is open, marks it read; a failure
        // only leaves the unread count as it was (the next open tries again).
        markRead: () => void markConversationRead(accountId).catch(() => {}),
      },
    }),
    composer: composerMachine.provide({
      actors: {
        sendMessage: fromPromise(async ({ input }) => sendDirectMessage(accountId, await bodyOf(input))),
      },
    }),
    reactions: reactionsMachine.provide({
      actors: {
        toggleReaction: fromPromise(({ input }) =>
          toggleReaction({
            messagePath: `conversations/${accountId}/messages/${input.messageId}`,
            emoji: input.emoji,
            add: input.add,
          }),
        ),
      },
    }),
  };
}
export type ConversationLogic = ReturnType<typeof conversationWith>;

/** /messages/{id}'s machines with their real calls. */
export const directMessagesLogic = {
  conversations: conversationsMachine.provide({
    actors: { fetchConversations: fromPromise(() => fetchConversations()) },
  }),
  memberPicker: memberPickerMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        const { page, limit, q } = input;
        const found = await fetchMessageableMembers({ page, limit, q: String(q ?? '') });
        return {
          items: found.items.map((member) => ({ ...member, id: member.accountId })),
          total: found.total,
        };
      }),
    },
  }),
  conversationWith,
  readerId: sessionAccountId,
};
export type DirectMessagesLogic = typeof directMessagesLogic;
export type ConversationsActor = ActorRefFrom<DirectMessagesLogic['conversations']>;
