import { pageCountOf } from '@machines/collection.machine';
import { Pager } from '@/components/ui/pager';
import { MarkAllRead } from './mark-all-read-button';
import { NotificationItems } from './notification-items';
import * as css from './notifications.css';
import { type NotificationsLogic, notificationsLogic } from './notifications.logic';
import { useNotificationFeed } from './use-notification-feed';

/** /notifications: the member's own, newest first, 10 a page; new ones arrive live; 'Mark all read'. */
export function NotificationsPage({ logic = notificationsLogic }: { logic?: NotificationsLogic }) {
  const { list, sendList, markRead, sendMarkRead } = useNotificationFeed(logic);
  return (
    <section className={css.page} aria-labelledby="notifications-title">
      <title>Notifications · Hub</title>
      <div className={css.titleBar}>
        <h1 id="notifications-title" tabIndex={-1} className={css.title}>
          Notifications
        </h1>
        <MarkAllRead snapshot={markRead} onMark={() => sendMarkRead({ type: 'read.all' })} />
      </div>
      <NotificationItems list={list} onRetry={() => sendList({ type: 'collection.retry' })} />
      {!list.matches('failed') && (
        <Pager
          label="Notification pages"
          variant="prevNext"
          page={list.context.page}
          pageCount={pageCountOf(list.context)}
          onGoto={(page) => sendList({ type: 'page.goto', page })}
        />
      )}
    </section>
  );
}
