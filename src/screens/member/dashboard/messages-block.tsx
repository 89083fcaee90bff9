import { type ChannelMessage, messagingMessages } from '@contracts/messaging';
import { relativeTime } from '@contracts/relative-time';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import * as css from './dashboard.css';
import type { recentMessagesMachine } from './dashboard.machine';

/**
 * Messages: the hub channel's latest messages (newest first; a new one arrives live) with 'View all' to
 * /hub-channel.
 */
export function MessagesBlock({
  list,
  onRetry,
}: {
  list: SnapshotFrom<typeof recentMessagesMachine>;
  onRetry: () => void;
}) {
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
        onRetry={onRetry}
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
