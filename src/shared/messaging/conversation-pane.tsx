import type { Conversation, DirectMessage, Reaction } from '@contracts/messaging';
import { messagingMessages } from '@contracts/messaging';
import { useLingui } from '@lingui/react/macro';
import type { reactionsMachine } from '@machines/reactions.machine';
import type { createThreadMachine } from '@machines/thread.machine';
import { useSelector } from '@xstate/react';
import type { RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { Composer, type ComposerActor } from './composer';
import { MessageItem } from './message-item';
import * as css from './messaging.css';
import { fromDirect, pendingOf } from './shown-message';
import { ThreadView, threadControls } from './thread-view';
import type { useThreadScroll } from './use-thread-scroll';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A conversation's thread, as the screen runs it. */
export type ConversationThreadActor = ActorRefFrom<
  ReturnType<typeof createThreadMachine<DirectMessage, Conversation>>
>;

/** The open conversation: the other member's name and presence, the messages, the composer. */
export function ConversationPane({
  thread,
  composer,
  reactionsLogic,
  online,
  onReactionsChanged,
  listRef,
  inputRef,
  scroll,
}: {
  thread: ConversationThreadActor;
  composer: ComposerActor;
  /** A message's reactions bar. */
  reactionsLogic: typeof reactionsMachine;
  /** The other member has an open live stream (from the list, kept live). */
  online: boolean;
  onReactionsChanged: (id: string, reactions: Reaction[]) => void;
  listRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  scroll: ReturnType<typeof useThreadScroll>;
}) {
  const snapshot = useSelector(thread, (state) => state);
  const outbox = useSelector(composer, (state) => state.context.outbox);
  const waiting = useSelector(composer, (state) => state.matches('waiting'));
  const { context } = snapshot;
  const { t } = useLingui();
  const text = useSourceText();
  const name = context.meta?.name ?? t`Direct message`;

  return (
    <section className={css.pane} aria-labelledby="conversation-title">
      <title>{t`${name} · Messages · Hub`}</title>
      <header className={css.pageHeader}>
        <h1 id="conversation-title" className={css.pageTitle}>
          {name}
        </h1>
        {context.meta && online && <p className={css.online}>{text(messagingMessages.onlineNow)}</p>}
      </header>
      <ThreadView
        label={t`Messages with ${name}`}
        listRef={listRef}
        {...threadControls(snapshot, thread.send, scroll.positionOf, pendingOf(outbox, waiting))}
        messages={context.messages.map(fromDirect)}
        emptyText={text(messagingMessages.noMessages)}
        renderMessage={(message, groupStart) => (
          <MessageItem
            key={message.id}
            message={message}
            groupStart={groupStart}
            reactionsLogic={reactionsLogic}
            onReactionsChanged={onReactionsChanged}
          />
        )}
      />
      {snapshot.matches('ready') && (
        <Composer composer={composer} inputRef={inputRef} label={t`Message ${name}`} />
      )}
    </section>
  );
}
