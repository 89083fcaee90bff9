import type { markAllReadMachine } from '@machines/mark-all-read.machine';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { MarkAllRead } from '@/shared/member/mark-all-read-button';
import { NotificationItems } from '@/shared/member/notification-items';
import * as css from './dashboard.css';
import type { recentNotificationsMachine } from './dashboard.machine';

/** Recent Notifications: the newest 5 (new ones arrive live) with 'Mark all read'. */
export function RecentNotifications({
  list,
  marking,
  onRetry,
  onMark,
}: {
  list: SnapshotFrom<typeof recentNotificationsMachine>;
  marking: SnapshotFrom<typeof markAllReadMachine>;
  onRetry: () => void;
  onMark: () => void;
}) {
  return (
    <section className={css.block} aria-labelledby="dashboard-notifications">
      <div className={css.blockBar}>
        <h2 id="dashboard-notifications" className={css.blockTitle}>
          Recent Notifications
        </h2>
        <MarkAllRead snapshot={marking} onMark={onMark} />
      </div>
      <NotificationItems list={list} onRetry={onRetry} />
      <Link to="/notifications" aria-label="View all notifications">
        View all
      </Link>
    </section>
  );
}
