import { type LiveMessage, liveData } from '@contracts/live';
import {
  type Conversation,
  ConversationRead,
  type DirectMessage,
  DirectMessage as DirectMessageSchema,
  fetchMessagesFailedText,
  messagingEvents,
  PresenceChanged,
  type Reaction,
  ReactionChanged,
} from '@contracts/messaging';
import {
  type ComposerDevice,
  composerMachine,
  composerOn,
  type OutgoingMessage,
} from '@machines/composer.machine';
import { conversationsMachine } from '@machines/conversations.machine';
import { reactionsSeenBy } from '@machines/reactions.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { createThreadMachine } from '@machines/thread.machine';
import {
  assertEvent,
  assign,
  fromPromise,
  type PromiseActorLogic,
  sendParent,
  sendTo,
  setup,
  spawnChild,
} from 'xstate';

/**
 * /messages/{id}: the member's conversations beside the one with member `{id}` (the partner). One screen
 * machine, the parent of the list, the open conversation's thread and its composer. It decides where each
 * live event goes (a message to the list and, when it is this conversation's, to the thread; a reaction
 * change; a read in another tab; presence), marks the conversation read when its messages are seen, and
 * opens another conversation when the route's `{id}` changes (the list stays, the thread and composer
 * start again for the new partner).
 */

/** The live events the screen listens to (the view subscribes to these and forwards each). */
export const directLiveEvents = [
  messagingEvents.dmCreated,
  messagingEvents.reactionChanged,
  messagingEvents.conversationRead,
  messagingEvents.presenceChanged,
] as const;

/** One conversation's messages: the latest page, older pages on scroll up, live changes, the catch-up. */
export const conversationThreadMachine = createThreadMachine<DirectMessage, Conversation>({
  id: 'conversation',
  errorMessage: fetchMessagesFailedText,
});

/** What the children tell the screen (`sendParent`). */
export type DirectMessagesChildEvent =
  | { type: 'message.sent'; message: DirectMessage }
  /** The thread showed its newest messages to the reader: the conversation is read. */
  | { type: 'conversation.seen' };

/** What the view sends: the route's partner, a reaction stored, and the live stream's events as they come. */
export type DirectMessagesEvent =
  | { type: 'partner.open'; partnerId: string }
  | { type: 'reactions.change'; id: string; reactions: Reaction[] }
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
  thread: conversationThreadMachine.provide({
    actions: {
      scrollToNewest: sendParent({ type: 'list.toNewest' }),
      keepScrollPosition: sendParent({ type: 'list.keepPlace' }),
      markRead: sendParent({ type: 'conversation.seen' }),
    },
  }),
  composer: composerMachine.provide({
    actions: {
      notifySent: sendParent((_, { message }: { message: unknown }) => ({
        type: 'message.sent',
        message: message as DirectMessage,
      })),
      focusInput: sendParent({ type: 'input.focus' }),
    },
  }),
  markRead: fromPromise<void, { partnerId: string }>(async () => {
    throw new Error('markRead is provided by directMessagesWith');
  }),
};

/** The screen's own DOM requests from its children (the view provides them). */
type DomEvent = { type: 'list.toNewest' } | { type: 'list.keepPlace' } | { type: 'input.focus' };

/** A live direct message, read with its contract. */
const liveMessage = (event: { message: LiveMessage }) =>
  event.message.type === messagingEvents.dmCreated ? liveData(DirectMessageSchema, event.message) : undefined;

export const directMessagesMachine = setup({
  types: {
    input: {} as DirectMessagesInput,
    context: {} as DirectMessagesInput,
    events: {} as DirectMessagesEvent | DomEvent,
    children: {} as { conversations: 'conversations'; thread: 'thread'; composer: 'composer' },
  },
  actors: children,
  guards: {
    /** A new message of the open conversation (it shows in the thread and moves up the list). */
    isMessageHere: ({ context, event }) =>
      event.type === 'live.message' && liveMessage(event)?.conversationId === context.partnerId,
    /** A new message of another conversation (only the list shows it). */
    isDirectMessage: ({ event }) => event.type === 'live.message' && liveMessage(event) !== undefined,
    isReactionHere: ({ context, event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.reactionChanged &&
      liveData(ReactionChanged, event.message)?.scope === context.partnerId,
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
    /** Scrolls the list to its newest message (the DOM: provided by the view). */
    scrollToNewest: () => {},
    /** Keeps the reader's place while older messages are added above (the DOM: provided by the view). */
    keepScrollPosition: () => {},
    /** Gives the text box the focus back (the DOM: provided by the view). */
    focusInput: () => {},
    listLive: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'live.message');
      return { type: 'message.receive' as const, message: liveMessage(event)! };
    }),
    receiveLive: sendTo('thread', ({ event }) => {
      assertEvent(event, 'live.message');
      return { type: 'message.receive' as const, message: liveMessage(event)! };
    }),
    patchLive: sendTo('thread', ({ context, event }) => {
      assertEvent(event, 'live.message');
      const change = liveData(ReactionChanged, event.message)!;
      return {
        type: 'message.patch' as const,
        id: change.messageId,
        changes: { reactions: reactionsSeenBy(change, context.readerId) },
      };
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
    refreshList: sendTo('conversations', { type: 'conversations.refresh' }),
    catchUp: sendTo('thread', { type: 'thread.catchUp' }),
    /** The stream is back, so the network is: messages waiting for the connection go now. */
    resendWaiting: sendTo('composer', { type: 'connection.back' }),
    showSent: sendTo('thread', ({ event }) => {
      assertEvent(event, 'message.sent');
      return { type: 'message.receive' as const, message: event.message, own: true };
    }),
    listSent: sendTo('conversations', ({ event }) => {
      assertEvent(event, 'message.sent');
      return { type: 'message.receive' as const, message: event.message };
    }),
    showReactions: sendTo('thread', ({ event }) => {
      assertEvent(event, 'reactions.change');
      return { type: 'message.patch' as const, id: event.id, changes: { reactions: event.reactions } };
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
    'The conversations beside the open one: the list, the thread and the composer; live events go where they belong.',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      description:
        'The list of conversations; live events go to the list and to the open conversation by their kind.',
      invoke: [
        part('conversations', ({ context }: { context: DirectMessagesInput }) => ({
          openId: context.partnerId,
        })),
      ],
      on: {
        'live.message': [
          { guard: 'isMessageHere', actions: ['listLive', 'receiveLive'] },
          { guard: 'isDirectMessage', actions: 'listLive' },
          { guard: 'isReactionHere', actions: 'patchLive' },
          { guard: 'isReadByReader', actions: 'listRead' },
          { guard: 'isPresence', actions: 'listPresence' },
        ],
        'live.reconnected': { actions: ['refreshList', 'catchUp', 'resendWaiting'] },
        'message.sent': { actions: ['showSent', 'listSent'] },
        'conversation.seen': { actions: 'markRead' },
        'reactions.change': { actions: 'showReactions' },
        'list.toNewest': { actions: 'scrollToNewest' },
        'list.keepPlace': { actions: 'keepScrollPosition' },
        'input.focus': { actions: 'focusInput' },
      },
      initial: 'conversation',
      states: {
        conversation: {
          description:
            'The conversation with the partner: its thread and composer (a new partner starts both again).',
          on: {
            // Only the conversation starts again: the list (its search, its live changes) stays.
            'partner.open': {
              guard: 'isOtherPartner',
              target: 'conversation',
              reenter: true,
              actions: ['assignPartner', 'openInList'],
            },
          },
          // Nested parts: their end stops the whole screen, named by its id.
          invoke: [
            {
              ...part('thread', ({ context }: { context: DirectMessagesInput }) => ({
                partnerId: context.partnerId,
              })),
              onDone: '#directMessages.stopped',
              onError: '#directMessages.stopped',
            },
            {
              ...part('composer', ({ context }: { context: DirectMessagesInput }) => ({
                clientPrefix: context.clientPrefix,
                partnerId: context.partnerId,
                author: context.author,
              })),
              onDone: '#directMessages.stopped',
              onError: '#directMessages.stopped',
            },
          ],
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
      thread: children.thread.provide({ actors: { fetchMessages: network.fetchMessages } }),
      composer: withDevice(
        children.composer.provide({ actors: { sendMessage: network.sendMessage } }),
        network.device,
      ),
      markRead: network.markRead,
    },
  });
}

/** The composer with the app's device, or as it is (nothing kept) when a test gives none. */
function withDevice(composer: typeof children.composer, device: ComposerDevice | undefined) {
  return device ? composerOn(composer, device) : composer;
}
