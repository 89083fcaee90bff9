import { Trans, useLingui } from '@lingui/react/macro';
import type { markAllReadMachine } from '@machines/mark-all-read.machine';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { loadCatalogs } from '@/i18n/catalogs';
import { MarkAllRead } from '@/shared/member/mark-all-read-button';
import { NotificationItems } from '@/shared/member/notification-items';
import * as css from './dashboard.css';
import type { recentNotificationsMachine } from './dashboard.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

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
  const { t } = useLingui();
  return (
    <section className={css.block} aria-labelledby="dashboard-notifications">
      <div className={css.blockBar}>
        <h2 id="dashboard-notifications" className={css.blockTitle}>
          <Trans>Recent Notifications</Trans>
        </h2>
        <MarkAllRead snapshot={marking} onMark={onMark} />
      </div>
      <NotificationItems list={list} onRetry={onRetry} />
      <Link to="/notifications" aria-label={t`View all notifications`}>
        <Trans>View all</Trans>
      </Link>
    </section>
  );
}
