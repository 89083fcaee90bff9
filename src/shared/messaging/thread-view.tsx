import type { Text } from '@contracts/texts';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { PendingMessage, ShownMessage } from '@machines/conversation-room.machine';
import type { ThreadContext } from '@machines/thread.machine';
import type { ReactNode, RefObject } from 'react';
import { button } from '@/components/ui/button';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './messaging.css';
import { startsGroup } from './shown-message';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface ThreadViewProps {
  /** The log's name ('Hub Channel messages'). */
  label: string;
  listRef: RefObject<HTMLDivElement | null>;
  state: 'loading' | 'failed' | 'ready';
  context: ThreadContext<unknown, unknown>;
  messages: readonly ShownMessage[];
  /** The composer's messages the thread does not show yet. */
  pending: readonly PendingMessage[];
  loadingOlder: boolean;
  emptyText: string;
  onRetry: () => void;
  onCatchUp: () => void;
  onLoadOlder: () => void;
  onScroll: (list: HTMLElement) => void;
  onShowNewest: () => void;
  renderMessage: (message: ShownMessage, groupStart: boolean) => ReactNode;
}

/** What a screen's thread snapshot tells the list (the channel's and a conversation's alike). */
interface ThreadSnapshotLike {
  value: unknown;
  context: ThreadContext<unknown, unknown>;
  hasTag: (tag: 'loadingOlder') => boolean;
}

type ThreadControlEvent =
  | { type: 'thread.retry' }
  | { type: 'thread.catchUp' }
  | { type: 'older.load' }
  | { type: 'list.scroll'; atBottom: boolean }
  | { type: 'newest.show' };

/**
 * The list's state and handlers from a thread machine's snapshot: its load state, the composer's messages
 * the thread does not show yet (the room's `selectPending`), and what a scroll or a button sends.
 */
export function threadControls(
  snapshot: ThreadSnapshotLike,
  send: (event: ThreadControlEvent) => void,
  positionOf: (list: HTMLElement) => { atBottom: boolean; atTop: boolean },
  pending: readonly PendingMessage[],
) {
  const { context, value } = snapshot;
  return {
    state: (typeof value === 'object' ? 'ready' : value) as ThreadViewProps['state'],
    context,
    pending,
    loadingOlder: snapshot.hasTag('loadingOlder'),
    onRetry: () => send({ type: 'thread.retry' }),
    onCatchUp: () => send({ type: 'thread.catchUp' }),
    onLoadOlder: () => send({ type: 'older.load' }),
    onScroll: (list: HTMLElement) => {
      const { atBottom, atTop } = positionOf(list);
      if (atBottom !== context.following) send({ type: 'list.scroll', atBottom });
      if (atTop) send({ type: 'older.load' });
    },
    onShowNewest: () => send({ type: 'newest.show' }),
  };
}

/** A scrolling list of messages, newest at the bottom, with older pages above and the 'new messages' pill. */
export function ThreadView(props: ThreadViewProps) {
  const { context, messages, pending, state } = props;
  const { t } = useLingui();
  const text = useSourceText();
  return (
    <div className={css.threadFrame}>
      <div
        ref={props.listRef}
        className={css.thread}
        role="log"
        aria-label={props.label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard.
        tabIndex={0}
        onScroll={(event) => props.onScroll(event.currentTarget)}
      >
        {state !== 'ready' && (
          <LoadStatus
            state={state === 'failed' ? 'failed' : 'loading'}
            loadingText={t`Loading messages…`}
            error={context.error && text(context.error)}
            onRetry={props.onRetry}
          />
        )}
        {state === 'ready' &&
          context.hasOlder &&
          !props.loadingOlder &&
          !context.olderError &&
          !context.catchUpError && (
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={props.onLoadOlder}
            >
              <Trans>Load older messages</Trans>
            </button>
          )}
        {props.loadingOlder && (
          <p role="status" className={css.olderStatus}>
            <Trans>Loading older messages…</Trans>
          </p>
        )}
        {context.olderError && <RetryAlert message={context.olderError} onRetry={props.onLoadOlder} />}
        {context.catchUpError && <RetryAlert message={context.catchUpError} onRetry={props.onCatchUp} />}
        {state === 'ready' && messages.length === 0 && pending.length === 0 && (
          <p className={css.empty}>{props.emptyText}</p>
        )}
        <ol className={css.messages}>
          {messages.map((message, index) => props.renderMessage(message, startsGroup(messages, index)))}
          {pending.map((item) => (
            <li key={item.clientId} className={css.pending}>
              <p className={css.text}>{item.text}</p>
              <p className={item.status === 'failed' ? css.pendingFailed : css.time}>
                {item.status === 'failed'
                  ? t`Not sent`
                  : item.status === 'waiting'
                    ? t`Waiting for the connection`
                    : t`Sending…`}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {!context.following && context.unseen > 0 && (
        <button type="button" className={css.pill} onClick={props.onShowNewest}>
          <Plural value={context.unseen} one="# new message" other="# new messages" /> ↓
        </button>
      )}
    </div>
  );
}

/** A read of the thread that failed (older messages, the catch-up after a reconnect), with its retry. */
function RetryAlert({ message, onRetry }: { message: Text; onRetry: () => void }) {
  const text = useSourceText();
  return (
    <div className={css.olderStatus}>
      <p role="alert">{text(message)}</p>
      <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
