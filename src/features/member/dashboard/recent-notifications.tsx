import { notificationMessages } from '@contracts/notifications';
import { Link } from '@tanstack/react-router';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { MarkAllRead } from '../notifications/mark-all-read-button';
import { NotificationList } from '../notifications/notification-list';
import type { RecentNotificationsLogic } from '../notifications/notifications.logic';
import { useNotificationFeed } from '../notifications/use-notification-feed';
import * as css from './dashboard.css';

/** Recent Notifications: the newest 5 (new ones arrive live) with 'Mark all read'. */
export function RecentNotifications({ logic }: { logic: RecentNotificationsLogic }) {
  const { list, sendList, markRead, sendMarkRead } = useNotificationFeed(logic);
  return (
    <section className={css.block} aria-labelledby="dashboard-notifications">
      <div className={css.blockBar}>
        <h2 id="dashboard-notifications" className={css.blockTitle}>
          Recent Notifications
        </h2>
        <MarkAllRead snapshot={markRead} onMark={() => sendMarkRead({ type: 'read.all' })} />
      </div>
      <LoadStatus
        state={loadStateOf(list)}
        loadingText="Loading notifications..."
        emptyText={notificationMessages.empty}
        error={list.context.error}
        onRetry={() => sendList({ type: 'collection.retry' })}
      />
      {list.matches('loaded') && <NotificationList items={list.context.items} now={new Date()} />}
      <Link to="/notifications" aria-label="View all notifications">
        View all
      </Link>
    </section>
  );
}
