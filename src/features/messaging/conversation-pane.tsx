import { type DirectMessage, messagingMessages } from '@contracts/messaging';
import { useActor, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { inspect } from '@/lib/inspect';
import { Composer, useComposer } from '@/shared/messaging/composer';
import { MessageItem } from '@/shared/messaging/message-item';
import * as css from '@/shared/messaging/messaging.css';
import { fromDirect } from '@/shared/messaging/shown-message';
import { ThreadView, threadControls } from '@/shared/messaging/thread-view';
import { useThreadScroll } from '@/shared/messaging/use-thread-scroll';
import type { ConversationLogic } from './conversation.logic';

export type ConversationThreadActor = ReturnType<typeof useConversation>['thread'];

/**
 * Runs one conversation's machines (the page sends it what arrives live); `onSent` also gets the server's
 * copy of each message the member sent (the list of conversations shows it as the last message).
 */
export function useConversation(logic: ConversationLogic, onSent: (message: DirectMessage) => void) {
  const listRef = useRef<HTMLDivElement>(null);
  const scroll = useThreadScroll(listRef);
  const [snapshot, send, thread] = useActor(logic.thread.provide({ actions: scroll.actions }), { inspect });
  const { composer, inputRef } = useComposer(logic.composer, (message) => {
    send({ type: 'message.receive', message: message as DirectMessage, own: true });
    onSent(message as DirectMessage);
  });
  return { snapshot, thread, composer, inputRef, listRef, scroll };
}

/** The open conversation: the other member's name and presence, the messages, the composer. */
export function ConversationPane({
  conversation,
  reactions,
  online,
}: {
  conversation: ReturnType<typeof useConversation>;
  reactions: ConversationLogic['reactions'];
  /** The other member has an open live stream (from the list, kept live). */
  online: boolean;
}) {
  const { snapshot, thread, composer, inputRef, listRef, scroll } = conversation;
  const { context } = snapshot;
  const send = thread.send;
  const outbox = useSelector(composer, (state) => state.context.outbox);
  const name = context.meta?.name ?? 'Direct message';

  return (
    <section className={css.pane} aria-labelledby="conversation-title">
      <title>{`${name} · Messages · Hub`}</title>
      <header className={css.pageHeader}>
        <h1 id="conversation-title" className={css.pageTitle}>
          {name}
        </h1>
        {context.meta && online && <p className={css.online}>{messagingMessages.onlineNow}</p>}
      </header>
      <ThreadView
        label={`Messages with ${name}`}
        listRef={listRef}
        {...threadControls(snapshot, send, scroll.positionOf, outbox)}
        messages={context.messages.map(fromDirect)}
        emptyText={messagingMessages.noMessages}
        renderMessage={(message, groupStart) => (
          <MessageItem
            key={message.id}
            message={message}
            groupStart={groupStart}
            reactionsLogic={reactions}
            onReactionsChanged={(id, changed) =>
              send({ type: 'message.patch', id, changes: { reactions: changed } })
            }
          />
        )}
      />
      {snapshot.matches('ready') && (
        <Composer composer={composer} inputRef={inputRef} label={`Message ${name}`} />
      )}
    </section>
  );
}
