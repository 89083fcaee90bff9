import { commonFailureTexts } from '@contracts/failure-message';
import { type LiveMessage, liveData } from '@contracts/live';
import {
  type Author,
  type ChannelMessage,
  ChannelMessage as ChannelMessageSchema,
  type Conversation,
  type DirectMessage,
  DirectMessage as DirectMessageSchema,
  fetchMessagesFailedText,
  MessageDeleted,
  messagingEvents,
  type Reaction,
  ReactionChanged,
  type ReplyQuote,
} from '@contracts/messaging';
import { type Text, textsOf } from '@contracts/texts';
import {
  assertEvent,
  assign,
  type PromiseActorLogic,
  type SnapshotFrom,
  sendParent,
  sendTo,
  setup,
} from 'xstate';
import {
  type ComposerDevice,
  composerMachine,
  composerOn,
  type OutboxItem,
  type OutgoingMessage,
} from './composer.machine';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { reactionsSeenBy } from './reactions.machine';
import { eachSnapshotTo, part, stoppedState } from './screen-parts';
import { createThreadMachine, type PageRequest, type ThreadPage } from './thread.machine';

/**
 * One conversation room: the hub channel, or the conversation with one member (the partner). It runs the
 * room's thread (stored and live messages), its composer (with the outbox of messages not stored yet) and
 * the delete question, routes each live event that belongs to this room to the thread, catches up after the
 * stream reconnects, and holds the rules that join its parts: which outbox messages the thread does not show
 * yet, which messages are the reader's, whether the partner is online. A screen invokes it with what
 * differs (which room, who reads, who writes) and provides its network; the screen keeps only its own parts
 * (the conversations list of /messages).
 */

/** What the channel shows beside its messages. */
export interface ChannelMeta {
  memberCount: number;
}

/** A message of a room: the channel's, or a direct conversation's. */
export type RoomMessage = ChannelMessage | DirectMessage;
/** What a room shows beside its messages: the channel's member count, or the partner. */
export type RoomMeta = ChannelMeta | Conversation;

/** The room's messages: the latest page, older pages on scroll up, live changes, the catch-up. */
const roomThreadMachine = createThreadMachine<RoomMessage, RoomMeta>({
  id: 'roomThread',
  errorMessage: fetchMessagesFailedText,
});

/** What the list shows of a channel or a direct message. */
export interface ShownMessage {
  id: string;
  author: Author;
  text: string;
  createdAt: string;
  imageUrl: string | null;
  replyTo: ReplyQuote | null;
  reactions: Reaction[];
  /** The reader wrote it (may delete it in the channel). */
  mine: boolean;
}

/**
 * An outbox item of a composer as the list shows it, after the stored messages: 'Sending…', 'Waiting for
 * the connection' or 'Not sent'.
 */
export interface PendingMessage extends Pick<OutboxItem, 'clientId' | 'text' | 'writtenAt'> {
  status: 'sending' | 'waiting' | 'failed';
}

/** What a message's action tells the room of the message. */
type MessageShown = Pick<ShownMessage, 'id' | 'text'> & { author: Pick<Author, 'name'> };

/** Which room, who reads it, who writes in it, and this page's prefix of client ids. */
export interface ConversationRoomInput {
  /** The other member of a direct conversation; none: the hub channel. */
  partnerId?: string | undefined;
  /** Whose messages are `mine` and whose reactions are the reader's. */
  readerId: string | null;
  /** The account this page's messages are written by and sent as. */
  author: string | null;
  clientPrefix: string;
  /** Why a delete failed (the channel's text; a direct conversation offers no delete). */
  deleteFailedText?: Text | undefined;
}

export interface ConversationRoomContext {
  partnerId: string | undefined;
  readerId: string | null;
  author: string | null;
  clientPrefix: string;
  deleteFailedText: Text;
  /** The composer's outbox and whether it waits for the connection (kept from its snapshots). */
  outbox: OutboxItem[];
  waiting: boolean;
  /** The client ids of the messages the thread shows, its load state and meta (kept from its snapshots). */
  storedClientIds: string[];
  threadState: 'loading' | 'failed' | 'ready';
  meta: RoomMeta | undefined;
  /** The partner's presence as the screen's conversations list knows it (undefined: not in the list). */
  listedOnline: boolean | undefined;
}

/** What the children tell the room (`sendParent`). */
type RoomChildEvent =
  | { type: 'message.sent'; message: RoomMessage }
  | { type: 'message.deleted'; id: string }
  /** The thread showed its newest messages to the reader. */
  | { type: 'messages.seen' }
  | { type: 'list.toNewest' }
  | { type: 'list.keepPlace' }
  | { type: 'input.focus' };

/** What the screen and the room's view send. */
export type ConversationRoomEvent =
  | { type: 'live.message'; message: LiveMessage }
  | { type: 'live.reconnected' }
  | { type: 'message.reply'; message: MessageShown }
  | { type: 'message.delete'; message: MessageShown }
  | { type: 'reactions.change'; id: string; reactions: Reaction[] }
  /** The screen's list knows the partner's presence (undefined: the partner is not in it). */
  | { type: 'partner.presence'; online: boolean | undefined }
  | RoomChildEvent;

/** The network the room's parts call. */
export interface ConversationRoomNetwork {
  fetchMessages: PromiseActorLogic<ThreadPage<RoomMessage, RoomMeta>, PageRequest>;
  sendMessage: PromiseActorLogic<unknown, OutgoingMessage>;
  /** Where the composer keeps its outbox and hears the connection return (the app's; tests may leave it out). */
  device?: ComposerDevice | undefined;
  /** Deletes a message (the channel's; a direct conversation deletes none). */
  deleteItem?: PromiseActorLogic<void, { id: string }> | undefined;
}

/** The room's thread as built, before the room provides its reports (tests walk its graph). */
export const roomPartsAsBuilt = { thread: roomThreadMachine };

/** The room's parts as it runs them, each reporting to the room. */
const roomParts = {
  thread: roomThreadMachine.provide({
    actions: {
      scrollToNewest: sendParent({ type: 'list.toNewest' }),
      keepScrollPosition: sendParent({ type: 'list.keepPlace' }),
      markRead: sendParent({ type: 'messages.seen' }),
    },
  }),
  composer: composerMachine.provide({
    actions: {
      notifySent: sendParent((_, { message }: { message: unknown }) => ({
        type: 'message.sent',
        message: message as RoomMessage,
      })),
      focusInput: sendParent({ type: 'input.focus' }),
    },
  }),
  deleteMessage: confirmDeleteMachine.provide({
    actions: {
      notifyDeleted: sendParent((_, { id }: { id: string }) => ({ type: 'message.deleted', id })),
    },
  }),
};

/** The live message this room shows, read with its contract: the channel's, or one of this conversation. */
function liveMessageOf(context: ConversationRoomContext, live: LiveMessage): RoomMessage | undefined {
  if (context.partnerId === undefined) {
    if (live.type !== messagingEvents.channelMessageCreated) return undefined;
    const message = liveData(ChannelMessageSchema, live);
    // The receiver computes `mine` itself (it is false in the event).
    return message && { ...message, mine: message.author.accountId === context.readerId };
  }
  if (live.type !== messagingEvents.dmCreated) return undefined;
  const message = liveData(DirectMessageSchema, live);
  return message?.conversationId === context.partnerId ? message : undefined;
}

/** The scope a reaction change names for this room: 'channel', or the partner's id. */
const reactionScopeOf = (context: ConversationRoomContext) => context.partnerId ?? 'channel';

export const conversationRoomMachine = setup({
  types: {
    input: {} as ConversationRoomInput,
    context: {} as ConversationRoomContext,
    events: {} as ConversationRoomEvent,
    children: {} as { thread: 'thread'; composer: 'composer'; deleteMessage: 'deleteMessage' },
  },
  actors: roomParts,
  guards: {
    /** A new message of this room (the channel's, or this conversation's). */
    isMessageHere: ({ context, event }) =>
      event.type === 'live.message' && liveMessageOf(context, event.message) !== undefined,
    /** A message of the channel deleted (direct messages are not deleted). */
    isDeletedHere: ({ context, event }) =>
      event.type === 'live.message' &&
      context.partnerId === undefined &&
      event.message.type === messagingEvents.channelMessageDeleted &&
      liveData(MessageDeleted, event.message) !== undefined,
    isReactionHere: ({ context, event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.reactionChanged &&
      liveData(ReactionChanged, event.message)?.scope === reactionScopeOf(context),
  },
  actions: {
    /** Provided by the screen: the DOM work of the room's list and text box (the view does it). */
    scrollToNewest: () => {},
    keepScrollPosition: () => {},
    focusInput: () => {},
    /** Provided by a screen that lists its rooms: a message this reader stored. */
    notifySent: (_, _params: { message: RoomMessage }) => {},
    /** Provided by a screen that marks its rooms read: the reader has seen the newest messages. */
    notifySeen: () => {},
    /** A live message is the reader's own when the composer still holds its client id. */
    receiveLive: sendTo('thread', ({ context, event }) => {
      assertEvent(event, 'live.message');
      const message = liveMessageOf(context, event.message)!;
      return {
        type: 'message.receive' as const,
        message,
        own: context.outbox.some((item) => item.clientId === message.clientId),
      };
    }),
    removeLive: sendTo('thread', ({ event }) => {
      assertEvent(event, 'live.message');
      return { type: 'message.remove' as const, id: liveData(MessageDeleted, event.message)!.id };
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
    catchUp: sendTo('thread', { type: 'thread.catchUp' }),
    /** The stream is back, so the network is: messages waiting for the connection go now. */
    resendWaiting: sendTo('composer', { type: 'connection.back' }),
    showSent: sendTo('thread', ({ event }) => {
      assertEvent(event, 'message.sent');
      return { type: 'message.receive' as const, message: event.message, own: true };
    }),
    dropDeleted: sendTo('thread', ({ event }) => {
      assertEvent(event, 'message.deleted');
      return { type: 'message.remove' as const, id: event.id };
    }),
    showReactions: sendTo('thread', ({ event }) => {
      assertEvent(event, 'reactions.change');
      return { type: 'message.patch' as const, id: event.id, changes: { reactions: event.reactions } };
    }),
    startReply: sendTo('composer', ({ event }) => {
      assertEvent(event, 'message.reply');
      const { id, author, text } = event.message;
      return { type: 'reply.start' as const, message: { id, name: author.name, text } };
    }),
    askToDelete: sendTo('deleteMessage', ({ event }) => {
      assertEvent(event, 'message.delete');
      const { id, author, text } = event.message;
      return { type: 'delete.request' as const, id, name: `${author.name}: ${text}` };
    }),
    /** What the pending list and the live routing need of the thread: its messages' client ids, state, meta. */
    keepThread: assign((_, thread: SnapshotFrom<typeof roomThreadMachine>) => ({
      storedClientIds: thread.context.messages.map((message) => message.clientId),
      threadState: (typeof thread.value === 'object' ? 'ready' : thread.value) as 'ready',
      meta: thread.context.meta,
    })),
    /** What the pending list and the live routing need of the composer: its outbox, and whether it waits. */
    keepComposer: assign((_, composer: SnapshotFrom<typeof composerMachine>) => ({
      outbox: composer.context.outbox,
      waiting: composer.matches('waiting'),
    })),
    assignListedOnline: assign({
      listedOnline: ({ event }) => {
        assertEvent(event, 'partner.presence');
        return event.online;
      },
    }),
  },
}).createMachine({
  id: 'conversationRoom',
  description:
    'One conversation room (the channel, or the conversation with a partner): its thread, composer and delete question; live events of this room reach the thread.',
  context: ({ input }) => ({
    partnerId: input.partnerId,
    readerId: input.readerId,
    author: input.author,
    clientPrefix: input.clientPrefix,
    deleteFailedText: input.deleteFailedText ?? textsOf(commonFailureTexts).unexpected,
    outbox: [],
    waiting: false,
    storedClientIds: [],
    threadState: 'loading',
    meta: undefined,
    listedOnline: undefined,
  }),
  initial: 'open',
  states: {
    open: {
      description:
        'The thread, the composer and the delete question; live events of this room go to the thread by their kind, a stored send or delete changes it at once.',
      invoke: [
        {
          ...part('thread', ({ context }: { context: ConversationRoomContext }) => ({
            partnerId: context.partnerId,
          })),
          ...eachSnapshotTo('keepThread', roomThreadMachine),
        },
        {
          ...part('composer', ({ context }: { context: ConversationRoomContext }) => ({
            clientPrefix: context.clientPrefix,
            partnerId: context.partnerId,
            author: context.author,
          })),
          ...eachSnapshotTo('keepComposer', composerMachine),
        },
        part('deleteMessage', ({ context }: { context: ConversationRoomContext }) => ({
          failedText: context.deleteFailedText,
        })),
      ],
      on: {
        'live.message': [
          { guard: 'isMessageHere', actions: 'receiveLive' },
          { guard: 'isDeletedHere', actions: 'removeLive' },
          { guard: 'isReactionHere', actions: 'patchLive' },
        ],
        'live.reconnected': { actions: ['catchUp', 'resendWaiting'] },
        'message.sent': {
          actions: ['showSent', { type: 'notifySent', params: ({ event }) => ({ message: event.message }) }],
        },
        'message.deleted': { actions: 'dropDeleted' },
        'messages.seen': { actions: 'notifySeen' },
        'message.reply': { actions: 'startReply' },
        'message.delete': { actions: 'askToDelete' },
        'reactions.change': { actions: 'showReactions' },
        'partner.presence': { actions: 'assignListedOnline' },
        'list.toNewest': { actions: 'scrollToNewest' },
        'list.keepPlace': { actions: 'keepScrollPosition' },
        'input.focus': { actions: 'focusInput' },
      },
    },
    stopped: stoppedState,
  },
});

type RoomSnapshot = SnapshotFrom<typeof conversationRoomMachine>;
type ThreadSnapshot = SnapshotFrom<typeof roomThreadMachine>;

/** The room with the network its parts call (`room` as the screen provided it). */
export function conversationRoomWith<Room extends typeof conversationRoomMachine>(
  room: Room,
  network: ConversationRoomNetwork,
): Room {
  const composer = roomParts.composer.provide({ actors: { sendMessage: network.sendMessage } });
  return room.provide({
    actors: {
      thread: roomParts.thread.provide({ actors: { fetchMessages: network.fetchMessages } }),
      composer: network.device ? composerOn(composer, network.device) : composer,
      ...(network.deleteItem && {
        deleteMessage: roomParts.deleteMessage.provide({ actors: { deleteItem: network.deleteItem } }),
      }),
    },
  }) as Room;
}

/**
 * The DOM work a room asks of its screen (the screen hears it and the view does it): the room as a screen
 * runs it (its DOM actions report to the screen), the screen's empty actions the view provides, and how the
 * screen takes the reports.
 */
export function roomOnScreen() {
  return conversationRoomMachine.provide({
    actions: {
      scrollToNewest: sendParent({ type: 'list.toNewest' }),
      keepScrollPosition: sendParent({ type: 'list.keepPlace' }),
      focusInput: sendParent({ type: 'input.focus' }),
    },
  });
}
export type RoomDomEvent = { type: 'list.toNewest' } | { type: 'list.keepPlace' } | { type: 'input.focus' };
export const roomDomActions = {
  /** Scrolls the list to its newest message (the DOM: provided by the view). */
  scrollToNewest: () => {},
  /** Keeps the reader's place while older messages are added above (the DOM: provided by the view). */
  keepScrollPosition: () => {},
  /** Gives the text box the focus back (the DOM: provided by the view). */
  focusInput: () => {},
};
export const roomDomTransitions = {
  'list.toNewest': { actions: 'scrollToNewest' },
  'list.keepPlace': { actions: 'keepScrollPosition' },
  'input.focus': { actions: 'focusInput' },
} as const;

// Selectors: what the room's view shows, read from the room's snapshot (or its thread's).

/** Whose messages are the reader's. */
export const selectReaderId = (room: RoomSnapshot) => room.context.readerId;

/** The room is the hub channel (replies and deletes are the channel's). */
export const selectIsChannel = (room: RoomSnapshot) => room.context.partnerId === undefined;

/** The composer shows in the channel at once, in a conversation once its messages are read. */
export const selectCanWrite = (room: RoomSnapshot) =>
  room.context.partnerId === undefined || room.context.threadState === 'ready';

/** The channel's member count, once read. */
export const selectMemberCount = (room: RoomSnapshot) => {
  const { meta } = room.context;
  return meta && 'memberCount' in meta ? meta.memberCount : undefined;
};

/** The partner's name, once read. */
export const selectPartnerName = (room: RoomSnapshot) => {
  const { meta } = room.context;
  return meta && 'name' in meta ? meta.name : undefined;
};

/** The partner is online: as the conversations list keeps it live, else as the page read said. */
export const selectPartnerOnline = (room: RoomSnapshot) => {
  const { meta, listedOnline } = room.context;
  if (!meta || !('online' in meta)) return false;
  return listedOnline ?? meta.online;
};

/**
 * The composer's messages the thread does not show yet, as the list shows them: while the composer waits
 * for the connection, so does every message not refused; one whose stored copy arrived is the thread's.
 */
export const selectPending = (room: RoomSnapshot): PendingMessage[] => {
  const { outbox, waiting, storedClientIds } = room.context;
  const stored = new Set(storedClientIds);
  return outbox
    .filter((item) => !stored.has(item.clientId))
    .map(({ clientId, text, writtenAt, status }) => ({
      clientId,
      text,
      writtenAt,
      status: status === 'failed' ? 'failed' : waiting && status === 'queued' ? 'waiting' : 'sending',
    }));
};

/** A message as the list shows it: a direct message quotes none and is the reader's when it is from 'me'. */
function shownMessageOf(message: RoomMessage): ShownMessage {
  return 'from' in message ? { ...message, replyTo: null, mine: message.from === 'me' } : message;
}

/** The thread's messages as the list shows them. */
export const selectShownMessages = (thread: ThreadSnapshot) => thread.context.messages.map(shownMessageOf);
