import type { LiveMessage } from '@contracts/live';
import {
  type ChannelMessage,
  ChannelMessage as ChannelMessageSchema,
  MessageDeleted,
  memberCountText,
  messagingEvents,
  messagingMessages,
  ReactionChanged,
} from '@contracts/messaging';
import { useActor, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inspect } from '@/lib/inspect';
import { useLiveMessages, useLiveReconnect } from '@/session/live-context';
import { type ChannelLogic, channelLogic } from './channel.logic';
import { Composer, useComposer } from './composer';
import { liveData, reactionsSeenBy } from './live-events';
import { MessageItem } from './message-item';
import * as css from './messaging.css';
import { fromChannel } from './shown-message';
import { ThreadView, threadControls } from './thread-view';
import { useThreadScroll } from './use-thread-scroll';

const channelEvents = [
  messagingEvents.channelMessageCreated,
  messagingEvents.channelMessageDeleted,
  messagingEvents.reactionChanged,
];

export const deleteMessageTexts = {
  title: 'Delete message',
  question: 'Delete this message for everyone? This cannot be undone.',
  failed: 'Failed to delete message',
} as const;

/** /hub-channel: the one group channel, stored and live. */
export function ChannelPage({ logic = channelLogic }: { logic?: ChannelLogic }) {
  const listRef = useRef<HTMLDivElement>(null);
  const scroll = useThreadScroll(listRef);
  const [snapshot, send] = useActor(logic.thread.provide({ actions: scroll.actions }), { inspect });
  const { composer, inputRef } = useComposer(logic.composer, (message) =>
    send({ type: 'message.receive', message: message as ChannelMessage, own: true }),
  );
  const outbox = useSelector(composer, (state) => state.context.outbox);
  const [deletion, sendDeletion] = useActor(
    logic.deleteMessage.provide({
      actions: { notifyDeleted: (_, { id }) => send({ type: 'message.remove', id }) },
    }),
    { input: { failedText: deleteMessageTexts.failed }, inspect },
  );
  const readerId = logic.readerId();

  useLiveMessages(channelEvents, (live: LiveMessage) => {
    if (live.type === messagingEvents.channelMessageCreated) {
      const message = liveData(ChannelMessageSchema, live);
      if (!message) return;
      const own = outbox.some((item) => item.clientId === message.clientId);
      send({
        type: 'message.receive',
        message: { ...message, mine: message.author.accountId === readerId },
        own,
      });
    } else if (live.type === messagingEvents.channelMessageDeleted) {
      const deleted = liveData(MessageDeleted, live);
      if (deleted) send({ type: 'message.remove', id: deleted.id });
    } else {
      const change = liveData(ReactionChanged, live);
      if (change?.scope === 'channel')
        send({
          type: 'message.patch',
          id: change.messageId,
          changes: { reactions: reactionsSeenBy(change, readerId) },
        });
    }
  });

  useLiveReconnect(() => send({ type: 'thread.catchUp' }));

  const { context } = snapshot;

  return (
    <section className={css.page} aria-labelledby="channel-title">
      <title>Hub Channel · Hub</title>
      <header className={css.pageHeader}>
        <h1 id="channel-title" className={css.pageTitle}>
          {messagingMessages.channelTitle}
        </h1>
        <p className={css.tagline}>{messagingMessages.channelTagline}</p>
        {context.meta && <p className={css.memberCount}>{memberCountText(context.meta.memberCount)}</p>}
      </header>
      <ThreadView
        label="Hub Channel messages"
        listRef={listRef}
        {...threadControls(snapshot, send, scroll.positionOf, outbox)}
        messages={context.messages.map(fromChannel)}
        emptyText={messagingMessages.noMessages}
        renderMessage={(message, groupStart) => (
          <MessageItem
            key={message.id}
            message={message}
            groupStart={groupStart}
            reactionsLogic={logic.reactions}
            onReactionsChanged={(id, reactions) =>
              send({ type: 'message.patch', id, changes: { reactions } })
            }
            onReply={(quoted) =>
              composer.send({
                type: 'reply.start',
                message: { id: quoted.id, name: quoted.author.name, text: quoted.text },
              })
            }
            onDelete={(target) =>
              sendDeletion({
                type: 'delete.request',
                id: target.id,
                name: `${target.author.name}: ${target.text}`,
              })
            }
          />
        )}
      />
      <Composer composer={composer} inputRef={inputRef} label="Message Hub Channel" />
      <ConfirmDialog
        open={!deletion.matches('idle')}
        title={deleteMessageTexts.title}
        question={deleteMessageTexts.question}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deletion.hasTag('busy')}
        error={deletion.context.error}
        onConfirm={() => sendDeletion({ type: 'delete.confirm' })}
        onCancel={() => sendDeletion({ type: 'delete.cancel' })}
      />
    </section>
  );
}
