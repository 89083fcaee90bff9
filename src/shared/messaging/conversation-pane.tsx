import { messagingMessages } from '@contracts/messaging';
import { useLingui } from '@lingui/react/macro';
import {
  type conversationRoomMachine,
  selectCanWrite,
  selectIsChannel,
  selectPartnerName,
  selectPartnerOnline,
  selectPending,
  selectShownMessages,
} from '@machines/conversation-room.machine';
import type { reactionsMachine } from '@machines/reactions.machine';
import { useSelector } from '@xstate/react';
import type { ReactNode, RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { Composer } from './composer';
import { MessageItem } from './message-item';
import * as css from './messaging.css';
import { ThreadView, threadControls } from './thread-view';
import type { useThreadScroll } from './use-thread-scroll';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A conversation room as a screen runs it (the channel's, or a direct conversation's). */
export type ConversationRoomActor = ActorRefFrom<typeof conversationRoomMachine>;

/** What the pane is called: the page's title, its heading, the message log and the text box. */
export interface PaneLabels {
  page: string;
  heading: string;
  log: string;
  composer: string;
}

/**
 * One conversation room: its heading (a conversation's partner and presence, unless the screen names the
 * room), the messages with the composer's not stored yet, and the composer. The rules (which messages are
 * pending, whose they are, whether the partner is online, when the composer shows) are the room machine's
 * selectors; the pane renders them and sends to the room.
 */
export function ConversationPane({
  room,
  reactionsLogic,
  className,
  titleId,
  labels,
  header,
  children,
  listRef,
  inputRef,
  scroll,
}: {
  room: ConversationRoomActor;
  /** A message's reactions bar. */
  reactionsLogic: typeof reactionsMachine;
  className: string;
  /** The heading's id (the section is named by it). */
  titleId: string;
  /** The room's names; a conversation's default to its partner's. */
  labels?: PaneLabels | undefined;
  /** What the header shows below the heading (the channel's tagline and member count). */
  header?: ReactNode;
  /** What goes after the composer (the channel's delete question). */
  children?: ReactNode;
  listRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  scroll: ReturnType<typeof useThreadScroll>;
}) {
  const thread = useSelector(room, (state) => state.children.thread);
  const composer = useSelector(room, (state) => state.children.composer);
  const threadSnapshot = useSelector(thread, (state) => state);
  const messages = useSelector(thread, (state) => (state ? selectShownMessages(state) : []));
  const pending = useSelector(room, selectPending);
  const canWrite = useSelector(room, selectCanWrite);
  const isChannel = useSelector(room, selectIsChannel);
  const online = useSelector(room, selectPartnerOnline);
  const partnerName = useSelector(room, selectPartnerName);
  const { t } = useLingui();
  const text = useSourceText();
  if (!thread || !threadSnapshot || !composer) return null;
  const name = partnerName ?? t`Direct message`;
  const named = labels ?? {
    page: t`${name} · Messages · Hub`,
    heading: name,
    log: t`Messages with ${name}`,
    composer: t`Message ${name}`,
  };

  return (
    <section className={className} aria-labelledby={titleId}>
      <title>{named.page}</title>
      <header className={css.pageHeader}>
        <h1 id={titleId} className={css.pageTitle}>
          {named.heading}
        </h1>
        {header}
        {online && <p className={css.online}>{text(messagingMessages.onlineNow)}</p>}
      </header>
      <ThreadView
        label={named.log}
        listRef={listRef}
        {...threadControls(threadSnapshot, thread.send, scroll.positionOf, pending)}
        messages={messages}
        emptyText={text(messagingMessages.noMessages)}
        renderMessage={(message, groupStart) => (
          <MessageItem
            key={message.id}
            message={message}
            groupStart={groupStart}
            reactionsLogic={reactionsLogic}
            onReactionsChanged={(id, reactions) => room.send({ type: 'reactions.change', id, reactions })}
            onReply={
              isChannel ? (quoted) => room.send({ type: 'message.reply', message: quoted }) : undefined
            }
            onDelete={
              isChannel ? (target) => room.send({ type: 'message.delete', message: target }) : undefined
            }
          />
        )}
      />
      {canWrite && <Composer composer={composer} inputRef={inputRef} label={named.composer} />}
      {children}
    </section>
  );
}
