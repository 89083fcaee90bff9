import type { LiveMessage } from '@contracts/live';
import { type ChannelMessage, messagingEvents } from '@contracts/messaging';
import { defineTexts, textsOf } from '@contracts/texts';
import type { ComposerDevice, OutgoingMessage } from '@machines/composer.machine';
import {
  type ChannelMeta,
  type ConversationRoomNetwork,
  conversationRoomWith,
  type RoomDomEvent,
  roomDomActions,
  roomDomTransitions,
  roomOnScreen,
} from '@machines/conversation-room.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendTo, setup } from 'xstate';

/**
 * /hub-channel, the one group channel: one screen machine that runs the channel's conversation room (its
 * thread, composer and delete question: machines/conversation-room.machine.ts) and hands it the live
 * stream's events and reconnects. What differs from a direct conversation is the room's input: no partner,
 * the channel's endpoints, the delete question's text.
 */

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

/** What the view sends: the live stream's events as they come. */
export type HubChannelEvent = { type: 'live.message'; message: LiveMessage } | { type: 'live.reconnected' };

/** The network actors the room's parts call. */
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

/** The room as the screen runs it: its DOM work reported to the screen. */
const children = {
  room: roomOnScreen(),
};

export const hubChannelMachine = setup({
  types: {
    input: {} as HubChannelInput,
    context: {} as HubChannelInput,
    events: {} as HubChannelEvent | RoomDomEvent,
    children: {} as { room: 'room' },
  },
  actors: children,
  actions: {
    ...roomDomActions,
    /** The room decides which live events are the channel's. */
    passLive: sendTo('room', ({ event }) => {
      assertEvent(event, ['live.message', 'live.reconnected']);
      return event;
    }),
  },
}).createMachine({
  id: 'hubChannel',
  description:
    'The one group channel: its conversation room (stored and live messages, the composer, the question before a delete).',
  context: ({ input }) => input,
  initial: 'open',
  states: {
    open: {
      description: 'The channel’s room; the live stream’s events and reconnects go to it.',
      invoke: [
        part('room', ({ context }: { context: HubChannelInput }) => ({
          readerId: context.readerId,
          author: context.author,
          clientPrefix: context.clientPrefix,
          deleteFailedText: textsOf(deleteMessageTexts).failed,
        })),
      ],
      on: {
        'live.message': { actions: 'passLive' },
        'live.reconnected': { actions: 'passLive' },
        ...roomDomTransitions,
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its room calls: the app's (hub-channel.logic.ts) or a test's. */
export function hubChannelWith(network: HubChannelNetwork) {
  return hubChannelMachine.provide({
    actors: { room: conversationRoomWith(children.room, network as unknown as ConversationRoomNetwork) },
  });
}
