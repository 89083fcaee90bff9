import { type LiveMessage, liveData } from '@contracts/live';
import {
  type ChannelMessage,
  ChannelMessage as ChannelMessageSchema,
  fetchMessagesFailedText,
  MessageDeleted,
  messagingEvents,
  type Reaction,
  ReactionChanged,
} from '@contracts/messaging';
import { defineTexts } from '@contracts/texts';
import {
  type ComposerDevice,
  composerMachine,
  composerOn,
  type OutboxItem,
  type OutgoingMessage,
} from '@machines/composer.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { reactionsSeenBy } from '@machines/reactions.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { createThreadMachine } from '@machines/thread.machine';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /hub-channel, the one group channel: one screen machine, the parent of the thread (stored and live
 * messages), the composer and the delete question. It decides where each live event goes (a new message,
 * a deletion, a reaction change) and turns what a child reports (a message stored, one deleted) into the
 * thread's change.
 */

/** What the channel shows beside its messages. */
export interface ChannelMeta {
  memberCount: number;
}

export const deleteMessageTexts = defineTexts('hubChannel', {
  title: 'Delete message',
  question: 'Delete this message for everyone? This cannot be undone.',
  failed: 'Failed to delete message',
});

/** The live events the channel listens to (the view subscribes to these and forwards each). */
export const channelLiveEvents = [
  messagingEvents.channelMessageCreated,
  messagingEvents.channelMessageDeleted,
  messagingEvents.reactionChanged,
] as const;

/** The channel's messages: the latest page, older pages on scroll up, live changes, the catch-up. */
export const channelThreadMachine = createThreadMachine<ChannelMessage, ChannelMeta>({
  id: 'channel',
  errorMessage: fetchMessagesFailedText,
});

/** What the children tell the screen (`sendParent`), and what the thread's scrolling asks of the view. */
export type HubChannelChildEvent =
  | { type: 'message.sent'; message: ChannelMessage }
  | { type: 'message.deleted'; id: string };

/** What a message's action tells the screen of the message. */
type MessageShown = Pick<ChannelMessage, 'id' | 'text'> & { author: Pick<ChannelMessage['author'], 'name'> };

/** What the view sends: a message's action, a reaction stored, and the live stream's events as they come. */
export type HubChannelEvent =
  | { type: 'message.reply'; message: MessageShown }
  | { type: 'message.delete'; message: MessageShown }
  | { type: 'reactions.change'; id: string; reactions: Reaction[] }
  | { type: 'live.message'; message: LiveMessage }
  | { type: 'live.reconnected' }
  | HubChannelChildEvent;

/** The network actors the children call. */
export interface HubChannelNetwork {
  fetchMessages: PromiseActorLogic<
    { messages: ChannelMessage[]; hasOlder: boolean; meta: ChannelMeta },
    { before?: string | undefined }
  >;
  sendMessage: PromiseActorLogic<unknown, OutgoingMessage>;
  /** Where the composer keeps its outbox and hears the connection return (the app's; tests may leave it out). */
  device?: ComposerDevice | undefined;
  deleteItem: PromiseActorLogic<void, { id: string }>;
}

/**
 * Who reads the channel (their own messages are `mine`), who writes in it (the account its messages are
 * sent as), and this page's prefix of client ids.
 */
export interface HubChannelInput {
  readerId: string | null;
  author: string | null;
  clientPrefix: string;
}

/** The children as the screen runs them: each reports to the screen; DOM work is the screen's named actions. */
const children = {
  thread: channelThreadMachine.provide({
    actions: {
      scrollToNewest: sendParent({ type: 'list.toNewest' }),
      keepScrollPosition: sendParent({ type: 'list.keepPlace' }),
    },
  }),
  composer: composerMachine.provide({
    actions: {
      notifySent: sendParent((_, { message }: { message: unknown }) => ({
        type: 'message.sent',
        message: message as ChannelMessage,
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

/** The screen's own DOM requests from its children (the view provides them). */
type DomEvent = { type: 'list.toNewest' } | { type: 'list.keepPlace' } | { type: 'input.focus' };

export const hubChannelMachine = setup({
  types: {
    input: {} as HubChannelInput,
    context: {} as HubChannelInput,
    events: {} as HubChannelEvent | DomEvent,
    children: {} as { thread: 'thread'; composer: 'composer'; deleteMessage: 'deleteMessage' },
  },
  actors: children,
  guards: {
    isChannelMessage: ({ event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.channelMessageCreated &&
      liveData(ChannelMessageSchema, event.message) !== undefined,
    isMessageDeleted: ({ event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.channelMessageDeleted &&
      liveData(MessageDeleted, event.message) !== undefined,
    isChannelReaction: ({ event }) =>
      event.type === 'live.message' &&
      event.message.type === messagingEvents.reactionChanged &&
      liveData(ReactionChanged, event.message)?.scope === 'channel',
  },
  actions: {
    /** Scrolls the list to its newest message (the DOM: provided by the view). */
    scrollToNewest: () => {},
    /** Keeps the reader's place while older messages are added above (the DOM: provided by the view). */
    keepScrollPosition: () => {},
    /** Gives the text box the focus back (the DOM: provided by the view). */
    focusInput: () => {},
    /** A live message is the reader's own when the composer still holds its client id. */
    receiveLive: sendTo('thread', ({ context, event, self }) => {
      assertEvent(event, 'live.message');
      const message = liveData(ChannelMessageSchema, event.message)!;
      const outbox: OutboxItem[] = self.getSnapshot().children.composer?.getSnapshot().context.outbox ?? [];
      return {
        type: 'message.receive' as const,
        message: { ...message, mine: message.author.accountId === context.readerId },
        own: outbox.some((item) => item.clientId === message.clientId),
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
  },
}).createMachine({
  id: 'hubChannel',
  description:
    'The one group channel: its stored and live messages, the composer, and the question before a delete.',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      description:
        'The thread, the composer and the delete question; live events go to the thread by their kind, a stored send or delete changes it at once.',
      invoke: [
        part('thread'),
        part('composer', ({ context }: { context: HubChannelInput }) => ({
          clientPrefix: context.clientPrefix,
          author: context.author,
        })),
        part('deleteMessage', { failedText: deleteMessageTexts.failed }),
      ],
      on: {
        'live.message': [
          { guard: 'isChannelMessage', actions: 'receiveLive' },
          { guard: 'isMessageDeleted', actions: 'removeLive' },
          { guard: 'isChannelReaction', actions: 'patchLive' },
        ],
        'live.reconnected': { actions: ['catchUp', 'resendWaiting'] },
        'message.sent': { actions: 'showSent' },
        'message.deleted': { actions: 'dropDeleted' },
        'message.reply': { actions: 'startReply' },
        'message.delete': { actions: 'askToDelete' },
        'reactions.change': { actions: 'showReactions' },
        'list.toNewest': { actions: 'scrollToNewest' },
        'list.keepPlace': { actions: 'keepScrollPosition' },
        'input.focus': { actions: 'focusInput' },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (hub-channel.logic.ts) or a test's. */
export function hubChannelWith(network: HubChannelNetwork) {
  return hubChannelMachine.provide({
    actors: {
      thread: children.thread.provide({ actors: { fetchMessages: network.fetchMessages } }),
      composer: withDevice(
        children.composer.provide({ actors: { sendMessage: network.sendMessage } }),
        network.device,
      ),
      deleteMessage: children.deleteMessage.provide({ actors: { deleteItem: network.deleteItem } }),
    },
  });
}

/** The composer with the app's device, or as it is (nothing kept) when a test gives none. */
function withDevice(composer: typeof children.composer, device: ComposerDevice | undefined) {
  return device ? composerOn(composer, device) : composer;
}
