import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import { type ChannelMessage, messagingMessages } from '@contracts/messaging';
import { composerMachine, type OutgoingMessage } from '@machines/composer.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { reactionsMachine } from '@machines/reactions.machine';
import { createThreadMachine } from '@machines/thread.machine';
import { fromPromise } from 'xstate';
import { deleteChannelMessage } from '@/api/delete-channel-message';
import { fetchChannelMessages } from '@/api/fetch-channel-messages';
import { sendChannelMessage } from '@/api/send-channel-message';
import { sessionAccountId } from '@/api/session-account';
import { toggleReaction } from '@/api/toggle-reaction';
import { uploadMessageImage } from '@/api/upload-message-image';

/** What the channel shows beside its messages. */
export interface ChannelMeta {
  memberCount: number;
}

/** Failed reads of messages: the server's message, or 'Failed to fetch messages'. */
export function fetchFailedText(error: unknown): string {
  return failureMessage(error, {
    http: messagingMessages.fetchFailed,
    network: commonFailureTexts.network,
    unexpected: messagingMessages.fetchFailed,
  });
}

export const channelThreadMachine = createThreadMachine<ChannelMessage, ChannelMeta>({
  id: 'channel',
  errorMessage: fetchFailedText,
});

/** The image (uploaded first, if any), then the message with its client id. */
export async function bodyOf({ clientId, text, image, replyToId }: OutgoingMessage) {
  const imageUrl = image instanceof File ? await uploadMessageImage(image) : null;
  return { clientId, text, replyToId: replyToId ?? null, imageUrl };
}

/** /hub-channel's machines with their real calls. */
export const channelLogic = {
  thread: channelThreadMachine.provide({
    actors: {
      fetchMessages: fromPromise(async ({ input }) => {
        const page = await fetchChannelMessages(input);
        return { messages: page.messages, hasOlder: page.hasMore, meta: { memberCount: page.memberCount } };
      }),
    },
  }),
  composer: composerMachine.provide({
    actors: {
      sendMessage: fromPromise(async ({ input }) => sendChannelMessage(await bodyOf(input))),
    },
  }),
  reactions: reactionsMachine.provide({
    actors: {
      toggleReaction: fromPromise(({ input }) =>
        toggleReaction({
          messagePath: `channel/messages/${input.messageId}`,
          emoji: input.emoji,
          add: input.add,
        }),
      ),
    },
  }),
  deleteMessage: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteChannelMessage(input)) },
  }),
  /** Whose messages are the reader's (live events leave that to the receiver). */
  readerId: sessionAccountId,
};
export type ChannelLogic = typeof channelLogic;
