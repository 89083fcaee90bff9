import { type ChannelMessage, messagingMessages } from '@contracts/messaging';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { useSourceText } from '@/i18n/texts';
import * as css from './dashboard.css';
import type { recentMessagesMachine } from './dashboard.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

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
  const { t } = useLingui();
  const text = useSourceText();
  const format = useFormat();
  const now = new Date();
  return (
    <section className={css.block} aria-labelledby="dashboard-messages">
      <div className={css.blockBar}>
        <h2 id="dashboard-messages" className={css.blockTitle}>
          <Trans>Messages</Trans>
        </h2>
        <Link to="/hub-channel" aria-label={t`View all messages`}>
          <Trans>View all</Trans>
        </Link>
      </div>
      <LoadStatus
        state={loadStateOf(list)}
        loadingText={t`Loading messages...`}
        emptyText={text(messagingMessages.noMessages)}
        error={list.context.error && text(list.context.error)}
        onRetry={onRetry}
      />
      {list.matches('loaded') && (
        <ul className={css.list}>
          {list.context.items.map((message: ChannelMessage) => (
            <li key={message.id} className={css.message}>
              <span className={css.author}>{message.author.name}</span>
              <time className={css.muted} dateTime={message.createdAt}>
                {format.relative(new Date(message.createdAt), now)}
              </time>
              <p className={css.messageText}>{message.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
