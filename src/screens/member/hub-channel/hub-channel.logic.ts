import { reactionsMachine } from '@machines/reactions.machine';
import { fromPromise } from 'xstate';
import { toggleReaction } from '@/api/toggle-reaction';
import { keptOutboxDevice } from '@/shared/messaging/kept-outbox';
import { bodyOf } from '@/shared/messaging/outgoing-message';
import { deleteChannelMessage } from './delete-channel-message.api';
import { fetchChannelMessages } from './fetch-channel-messages.api';
import { hubChannelWith } from './hub-channel.machine';
import { sendChannelMessage } from './send-channel-message.api';

/** /hub-channel with its real network: the API modules the children call. */
export const hubChannelLogic = hubChannelWith({
  fetchMessages: fromPromise(async ({ input }: { input: { before?: string | undefined } }) => {
    const page = await fetchChannelMessages(input);
    return { messages: page.messages, hasOlder: page.hasMore, meta: { memberCount: page.memberCount } };
  }),
  sendMessage: fromPromise(async ({ input }) => sendChannelMessage(await bodyOf(input), input.author)),
  device: keptOutboxDevice(),
  deleteItem: fromPromise(({ input }: { input: { id: string } }) => deleteChannelMessage(input)),
});
export type HubChannelLogic = typeof hubChannelLogic;

/** A channel message's reactions: each message runs its own toggle (its bar), stored with the real API. */
export const channelReactionsLogic = reactionsMachine.provide({
  actors: {
    toggleReaction: fromPromise(({ input }) =>
      toggleReaction({
        messagePath: `channel/messages/${input.messageId}`,
        emoji: input.emoji,
        add: input.add,
      }),
    ),
  },
});
