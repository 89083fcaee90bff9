import { type LiveMessage, liveData } from '@contracts/live';
import {
  type Conversation,
  ConversationRead,
  type DirectMessage,
  DirectMessage as DirectMessageSchema,
  messagingEvents,
  PresenceChanged,
} from '@contracts/messaging';
import type { ComposerDevice, OutgoingMessage } from '@machines/composer.machine';
import {
  type ConversationRoomNetwork,
  conversationRoomWith,
  type RoomDomEvent,
  type RoomMessage,
  roomDomActions,
  roomDomTransitions,
  roomOnScreen,
} from '@machines/conversation-room.machine';
import { conversationsMachine } from '@machines/conversations.machine';
import { eachSnapshotTo, part, stoppedState } from '@machines/screen-parts';
import {
  assertEvent,
  assign,
  fromPromise,
  type PromiseActorLogic,
  type SnapshotFrom,
  sendParent,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';

/**
 * /messages/{id}: the member's conversations beside the one with member `{id}` (the partner). One screen
 * machine, the parent of the list and of the open conversation's room (its thread and composer:
 * machines/conversation-room.machine.ts, with the partner as its input). It decides which live events
 * reach the list (a message, a read in another tab, presence) and hands the room the rest to pick its own,
 * tells the room what the list knows of the partner's presence, marks the conversation read when the room's
 * messages are seen, and opens another conversation when the route's `{id}` changes (the list stays, the
 * room starts again for the new partner).
 */

/** The live events the screen listens to (the view subscribes to these and forwards each). */
export const directLiveEvents = [
  messagingEvents.dmCreated,
  messagingEvents.reactionChanged,
  messagingEvents.conversationRead,
  messagingEvents.presenceChanged,
] as const;

/** What the room tells the screen (`sendParent`). */
export type DirectMessagesChildEvent =
  | { type: 'message.sent'; message: RoomMessage }
  /** The room showed its newest messages to the reader: the conversation is read. */
  | { type: 'conversation.seen' };

/** What the view sends: the route's partner and the live stream's events as they come. */
export type DirectMessagesEvent =
  | { type: 'partner.open'; partnerId: string }
  | { type: 'live.message'; message: LiveMessage }
  | { type: 'live.reconnected' }
  | DirectMessagesChildEvent;

/** The network actors the children (and the read mark) call. */
export interface DirectMessagesNetwork {
  fetchConversations: PromiseActorLogic<Conversation[], Record<string, never>>;
  fetchMessages: PromiseActorLogic<
    { messages: DirectMessage[]; hasOlder: boolean; meta: Conversation },
    { before?: string | undefined; partnerId?: string | undefined }
  >;
  sendMessage: PromiseActorLogic<unknown, OutgoingMessage>;
  /** Where the composer keeps its outbox and hears the connection return (the app's; tests may leave it out). */
  device?: ComposerDevice | undefined;
  /** Marks the conversation with `partnerId` read; a failure only leaves the unread count as it was. */
  markRead: PromiseActorLogic<void, { partnerId: string }>;
}

/**
 * The partner (the route's `{id}`), who reads (whose read marks count), who writes (the account its messages
 * are sent as), and this page's client-id prefix.
 */
export interface DirectMessagesInput {
  partnerId: string;
  readerId: string | null;
  author: string | null;
  clientPrefix: string;
}

/** The children as the screen runs them: each reports to the screen; DOM work is the screen's named actions. */
const children = {
  conversations: conversationsMachine,
  room: roomOnScreen().provide({
    actions: {
      notifySent: sendParent((_, { message }: { message: RoomMessage }) => ({
        type: 'message.sent',
        message,
      })),
      notifySeen: sendParent({ type: 'conversation.seen' }),
    },
  }),
  markRead: fromPromise<void, { partnerId: string }>(async () => {
    throw new Error('markRead is provided by directMessagesWith');
  }),
};

/** A live direct message, read with its contract. */
const liveMessage = (event: { message: LiveMessage }) =>
  event.message.type === messagingEvents.dmCreated ? liveData(DirectMessageSchema, event.message) : undefined;

export const directMessagesMachine = setup({
  types: {
    input: {} as DirectMessagesInput,
    context: {} as DirectMessagesInput,
    events: {} as DirectMessagesEvent | RoomDomEvent,
    children: {} as { conversations: 'conversations'; room: 'room' },
  },
  actors: children,
  guards: {
    /** A new direct message: the list shows it (the room too, when it is this conversation's). */
    isDirectMessage: ({ event }) => event.type === 'live.message' && liveMessage(event) !== undefined,
    /** The reader read a conversation (here or in another tab): its unread count falls to 0. */
    isReadByReader: ({ context, event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.conversationRead &&
      liveData(ConversationRead, event.message)?.readerId === context.readerId,
    isPresence: ({ event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.presenceChanged &&
      liveData(PresenceChanged, event.message) !== undefined,
    isOtherPartner: ({ context, event }) => {
      assertEvent(event, 'partner.open');
      return event.partnerId !== context.partnerId;
    },
  },
  actions: {
    ...roomDomActions,
    listLive: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'live.message');
      return { type: 'message.receive' as const, message: liveMessage(event)! };
    }),
    /** The room picks what is its own (this conversation's messages and reaction changes). */
    passLive: sendTo('room', ({ event }) => {
      assertEvent(event, ['live.message', 'live.reconnected']);
      return event;
    }),
    listRead: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'live.message');
      const read = liveData(ConversationRead, event.message)!;
      return { type: 'conversation.read' as const, accountId: read.conversationId };
    }),
    listPresence: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'live.message');
      return { type: 'presence.change' as const, ...liveData(PresenceChanged, event.message)! };
    }),
    /** The room shows the partner's presence as the list keeps it live. */
    tellPresence: sendTo('room', ({ context }, list: SnapshotFrom<typeof conversationsMachine>) => ({
      type: 'partner.presence' as const,
      online: list.context.conversations.find((item) => item.accountId === context.partnerId)?.online,
    })),
    refreshList: sendTo('conversations', { type: 'conversations.refresh' }),
    listSent: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'message.sent');
      return { type: 'message.receive' as const, message: event.message as DirectMessage };
    }),
    // Opening the conversation, and reading what arrives while it is open, marks it read (in the
    // background: a failure leaves the unread count as it was; the next open tries again).
    markRead: spawnChild('markRead', { input: ({ context }) => ({ partnerId: context.partnerId }) }),
    assignPartner: assign({
      partnerId: ({ event }) => {
        assertEvent(event, 'partner.open');
        return event.partnerId;
      },
    }),
    /** The list marks the new partner's conversation open (its unread count falls to 0). */
    openInList: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'partner.open');
      return { type: 'conversation.open' as const, accountId: event.partnerId };
    }),
  },
}).createMachine({
  id: 'directMessages',
  description:
    'The conversations beside the open one: the list and the conversation room; live events go where they belong.',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      description:
        'The list of conversations; live events go to the list and to the open conversation by their kind.',
      invoke: [
        {
          ...part('conversations', ({ context }: { context: DirectMessagesInput }) => ({
            openId: context.partnerId,
          })),
          ...eachSnapshotTo('tellPresence', conversationsMachine),
        },
      ],
      on: {
        'live.message': [
          { guard: 'isDirectMessage', actions: ['listLive', 'passLive'] },
          { guard: 'isReadByReader', actions: 'listRead' },
          { guard: 'isPresence', actions: 'listPresence' },
          { actions: 'passLive' },
        ],
        'live.reconnected': { actions: ['refreshList', 'passLive'] },
        'message.sent': { actions: 'listSent' },
        'conversation.seen': { actions: 'markRead' },
        ...roomDomTransitions,
      },
      initial: 'conversation',
      states: {
        conversation: {
          description: 'The conversation room with the partner (a new partner starts it again).',
          on: {
            // Only the conversation starts again: the list (its search, its live changes) stays.
            'partner.open': {
              guard: 'isOtherPartner',
              target: 'conversation',
              reenter: true,
              actions: ['assignPartner', 'openInList'],
            },
          },
          // A nested part: its end stops the whole screen, named by its id.
          invoke: {
            ...part('room', ({ context }: { context: DirectMessagesInput }) => ({
              partnerId: context.partnerId,
              readerId: context.readerId,
              author: context.author,
              clientPrefix: context.clientPrefix,
            })),
            onDone: '#directMessages.stopped',
            onError: '#directMessages.stopped',
          },
        },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (direct-messages.logic.ts) or a test's. */
export function directMessagesWith(network: DirectMessagesNetwork) {
  return directMessagesMachine.provide({
    actors: {
      conversations: children.conversations.provide({
        actors: { fetchConversations: network.fetchConversations },
      }),
      room: conversationRoomWith(children.room, network as unknown as ConversationRoomNetwork),
      markRead: network.markRead,
    },
  });
}
