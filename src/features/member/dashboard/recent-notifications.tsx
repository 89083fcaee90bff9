import { Link } from '@tanstack/react-router';
import { MarkAllRead } from '@/shared/member/mark-all-read-button';
import { NotificationItems } from '@/shared/member/notification-items';
import * as css from './dashboard.css';
import type { RecentNotificationsLogic } from './dashboard.logic';
import { useNotificationFeed } from './use-notification-feed';

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
      <NotificationItems list={list} onRetry={() => sendList({ type: 'collection.retry' })} />
      <Link to="/notifications" aria-label="View all notifications">
        View all
      </Link>
    </section>
  );
}
