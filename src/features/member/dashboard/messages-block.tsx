import { type ChannelMessage, messagingEvents, messagingMessages } from '@contracts/messaging';
import { relativeTime } from '@contracts/relative-time';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { inspect } from '@/lib/inspect';
import { useLiveMessages } from '@/session/live-context';
import * as css from './dashboard.css';
import type { DashboardLogic } from './dashboard.logic';

/**
 * Messages: the hub channel's latest messages (newest first; a new one arrives live) with 'View all' to
 * /hub-channel.
 */
export function MessagesBlock({ logic }: { logic: DashboardLogic['messages'] }) {
  const [list, send] = useActor(logic, { inspect, input: {} });
  useLiveMessages([messagingEvents.channelMessageCreated, messagingEvents.channelMessageDeleted], () =>
    send({ type: 'collection.refresh' }),
  );
  const now = new Date();
  return (
    <section className={css.block} aria-labelledby="dashboard-messages">
      <div className={css.blockBar}>
        <h2 id="dashboard-messages" className={css.blockTitle}>
          Messages
        </h2>
        <Link to="/hub-channel" aria-label="View all messages">
          View all
        </Link>
      </div>
      <LoadStatus
        state={loadStateOf(list)}
        loadingText="Loading messages..."
        emptyText={messagingMessages.noMessages}
        error={list.context.error}
        onRetry={() => send({ type: 'collection.retry' })}
      />
      {list.matches('loaded') && (
        <ul className={css.list}>
          {list.context.items.map((message: ChannelMessage) => (
            <li key={message.id} className={css.message}>
              <span className={css.author}>{message.author.name}</span>
              <time className={css.muted} dateTime={message.createdAt}>
                {relativeTime(new Date(message.createdAt), now)}
              </time>
              <p className={css.messageText}>{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
