import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { type Conversation, type DirectMessage, messagingMessages } from '@contracts/messaging';
import { type Text, textsOf } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export interface ConversationsContext {
  conversations: Conversation[];
  /** The search over conversations (names and last messages). */
  query: string;
  /** The conversation open beside the list: its messages are read as they arrive. */
  openId: string | undefined;
  error: Text | undefined;
}

export type ConversationsEvent =
  | { type: 'search.change'; query: string }
  | { type: 'conversations.retry' }
  /** The live stream reconnected: read the list again (messages and reads offline were missed). */
  | { type: 'conversations.refresh' }
  /** The member opened this conversation (its unread count falls to 0). */
  | { type: 'conversation.open'; accountId: string }
  /** A direct message arrived live, or the member's own was stored. */
  | { type: 'message.receive'; message: DirectMessage }
  /** The member read a conversation (here or in another tab). */
  | { type: 'conversation.read'; accountId: string }
  | { type: 'presence.change'; accountId: string; online: boolean };

/** The conversations a search matches: by the member's name or the last message (case-insensitive). */
export function matchingConversations({ conversations, query }: ConversationsContext): Conversation[] {
  const wanted = query.trim().toLocaleLowerCase();
  if (wanted === '') return conversations;
  return conversations.filter(
    (conversation) =>
      conversation.name.toLocaleLowerCase().includes(wanted) ||
      conversation.lastMessage.toLocaleLowerCase().includes(wanted),
  );
}

/** The list after a message: its conversation moves to the top with the new last message. */
function withMessage(context: ConversationsContext, message: DirectMessage): Conversation[] {
  const current = context.conversations.find((item) => item.accountId === message.conversationId);
  const unseen = message.from === 'them' && context.openId !== message.conversationId;
  const updated: Conversation = {
    ...(current ?? {
      accountId: message.conversationId,
      name: message.author.name,
      colour: message.author.colour,
      unread: 0,
      online: true,
    }),
    lastMessage: message.text,
    lastMessageAt: message.createdAt,
  };
  updated.unread = unseen ? updated.unread + 1 : updated.unread;
  return [updated, ...context.conversations.filter((item) => item !== current)];
}

/**
 * The left list of /messages/{id} ('Direct Messages' with its count): the member's conversations, newest
 * first, each with its last message, time, unread count and 'online now'; searchable; kept live, and read
 * again after the live stream reconnects.
 */
export const conversationsMachine = setup({
  types: {
    context: {} as ConversationsContext,
    events: {} as ConversationsEvent,
    input: {} as { openId?: string },
  },
  actors: {
    fetchConversations: fromPromise<Conversation[], Record<string, never>>(async () => {
      throw new Error('fetchConversations is provided by the app');
    }),
  },
  guards: {
    /** A message of a conversation the list does not know, sent by the member (from another tab). */
    isUnknownOwn: ({ context, event }) => {
      assertEvent(event, 'message.receive');
      return (
        event.message.from === 'me' &&
        !context.conversations.some((item) => item.accountId === event.message.conversationId)
      );
    },
  },
  actions: {
    assignConversations: assign((_, conversations: Conversation[]) => ({ conversations, error: undefined })),
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        failureText(error, {
          http: textsOf(messagingMessages).conversationsFailed,
          network: textsOf(commonFailureTexts).network,
          unexpected: textsOf(messagingMessages).conversationsFailed,
        }),
    }),
    assignQuery: assign({
      query: ({ event }) => {
        assertEvent(event, 'search.change');
        return event.query;
      },
    }),
    assignOpen: assign(({ context, event }) => {
      assertEvent(event, 'conversation.open');
      return {
        openId: event.accountId,
        conversations: context.conversations.map((item) =>
          item.accountId === event.accountId ? { ...item, unread: 0 } : item,
        ),
      };
    }),
    placeMessage: assign({
      conversations: ({ context, event }) => {
        assertEvent(event, 'message.receive');
        return withMessage(context, event.message);
      },
    }),
    markRead: assign({
      conversations: ({ context, event }) => {
        assertEvent(event, 'conversation.read');
        return context.conversations.map((item) =>
          item.accountId === event.accountId ? { ...item, unread: 0 } : item,
        );
      },
    }),
    assignPresence: assign({
      conversations: ({ context, event }) => {
        assertEvent(event, 'presence.change');
        return context.conversations.map((item) =>
          item.accountId === event.accountId ? { ...item, online: event.online } : item,
        );
      },
    }),
  },
}).createMachine({
  id: 'conversations',
  description: "The member's direct conversations: loaded, searchable, kept live.",
  context: ({ input }) => ({ conversations: [], query: '', openId: input.openId, error: undefined }),
  on: {
    'search.change': { actions: 'assignQuery' },
    'conversation.open': { actions: 'assignOpen' },
    'presence.change': { actions: 'assignPresence' },
    'conversation.read': { actions: 'markRead' },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'The conversations are being read.',
      tags: ['busy'],
      on: { 'conversations.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'fetchConversations',
        src: 'fetchConversations',
        input: () => ({}),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignConversations', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "'Failed to fetch conversations' and Retry show.",
      on: { 'conversations.retry': { target: 'loading' }, 'conversations.refresh': { target: 'loading' } },
    },
    loaded: {
      description: 'The list shows (or that there are no conversations yet); new messages move theirs up.',
      on: {
        'message.receive': [
          // A conversation started in another tab: read the list again for its name and colour.
          { guard: 'isUnknownOwn', target: 'loading' },
          { actions: 'placeMessage' },
        ],
        'conversations.refresh': { target: '.refreshing' },
      },
      initial: 'shown',
      states: {
        shown: { description: 'The list as read and kept live.' },
        refreshing: {
          description: 'After a reconnect the list is read again; the one shown stays meanwhile.',
          invoke: {
            id: 'fetchConversations',
            src: 'fetchConversations',
            input: () => ({}),
            onDone: {
              target: 'shown',
              actions: { type: 'assignConversations', params: ({ event }) => event.output },
            },
            onError: {
              target: '#conversations.failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
