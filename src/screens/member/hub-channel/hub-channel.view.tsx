import { commonFailureTexts } from '@contracts/failure-message';
import { messagingMessages } from '@contracts/messaging';
import { Plural, useLingui } from '@lingui/react/macro';
import { useActor, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { thisTabsAccount } from '@/api/auth-storage';
import { sessionAccountId } from '@/api/session-account';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { Composer, newClientPrefix } from '@/shared/messaging/composer';
import { useLiveForward } from '@/shared/messaging/live-forward';
import { MessageItem } from '@/shared/messaging/message-item';
import * as css from '@/shared/messaging/messaging.css';
import { fromChannel, pendingOf } from '@/shared/messaging/shown-message';
import { ThreadView, threadControls } from '@/shared/messaging/thread-view';
import { useThreadScroll } from '@/shared/messaging/use-thread-scroll';
import { channelReactionsLogic, type HubChannelLogic, hubChannelLogic } from './hub-channel.logic';
import { channelLiveEvents, deleteMessageTexts } from './hub-channel.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /hub-channel: the one group channel, stored and live. One screen machine (hub-channel.machine.ts) runs
 * the thread, the composer and the delete question and routes the live events; this view reads its
 * children and sends.
 */
export function HubChannelView({
  logic = hubChannelLogic,
  reactionsLogic = channelReactionsLogic,
  readerId = sessionAccountId,
  author = thisTabsAccount,
}: {
  logic?: HubChannelLogic;
  /** A message's reactions bar (tests pass deferred ones). */
  reactionsLogic?: typeof channelReactionsLogic;
  /** Whose messages are the reader's (live events leave that to the receiver). */
  readerId?: () => string | null;
  /** The account this page's messages are written by and sent as: this tab's. */
  author?: () => string | null;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scroll = useThreadScroll(listRef);
  const [snapshot, send] = useActor(
    logic.provide({ actions: { ...scroll.actions, focusInput: () => inputRef.current?.focus() } }),
    { input: { readerId: readerId(), author: author(), clientPrefix: newClientPrefix() }, inspect },
  );
  useLiveForward(channelLiveEvents, send);
  const { thread, composer, deleteMessage } = snapshot.children;
  const channel = useSelector(thread, (child) => child);
  const outbox = useSelector(composer, (child) => child?.context.outbox);
  const waiting = useSelector(composer, (child) => child?.matches('waiting') ?? false);
  const deletion = useSelector(deleteMessage, (child) => child);
  const { t } = useLingui();
  const text = useSourceText();

  if (!thread || !channel || !composer || !outbox || !deleteMessage || !deletion)
    return (
      <section className={css.page} aria-labelledby="channel-title">
        <h1 id="channel-title" className={css.pageTitle}>
          {text(messagingMessages.channelTitle)}
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </section>
    );

  const { context } = channel;
  return (
    <section className={css.page} aria-labelledby="channel-title">
      <title>{t`Hub Channel · Hub`}</title>
      <header className={css.pageHeader}>
        <h1 id="channel-title" className={css.pageTitle}>
          {text(messagingMessages.channelTitle)}
        </h1>
        <p className={css.tagline}>{text(messagingMessages.channelTagline)}</p>
        {context.meta && (
          <p className={css.memberCount}>
            <Plural value={context.meta.memberCount} one="# member" other="# members" />
          </p>
        )}
      </header>
      <ThreadView
        label={t`Hub Channel messages`}
        listRef={listRef}
        {...threadControls(channel, thread.send, scroll.positionOf, pendingOf(outbox, waiting))}
        messages={context.messages.map(fromChannel)}
        emptyText={text(messagingMessages.noMessages)}
        renderMessage={(message, groupStart) => (
          <MessageItem
            key={message.id}
            message={message}
            groupStart={groupStart}
            reactionsLogic={reactionsLogic}
            onReactionsChanged={(id, reactions) => send({ type: 'reactions.change', id, reactions })}
            onReply={(quoted) => send({ type: 'message.reply', message: quoted })}
            onDelete={(target) => send({ type: 'message.delete', message: target })}
          />
        )}
      />
      <Composer composer={composer} inputRef={inputRef} label={t`Message Hub Channel`} />
      <ConfirmDialog
        open={!deletion.matches('idle')}
        title={text(deleteMessageTexts.title)}
        question={text(deleteMessageTexts.question)}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        busy={deletion.hasTag('busy')}
        error={deletion.context.error && text(deletion.context.error)}
        onConfirm={() => deleteMessage.send({ type: 'delete.confirm' })}
        onCancel={() => deleteMessage.send({ type: 'delete.cancel' })}
      />
    </section>
  );
}
