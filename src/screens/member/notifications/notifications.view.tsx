import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useRefreshMemberBadges } from '@/layouts/member/member-badges-context';
import { inspect } from '@/lib/inspect';
import { useLiveMessages } from '@/session/live-context';
import { MarkAllRead } from '@/shared/member/mark-all-read-button';
import { NotificationItems } from '@/shared/member/notification-items';
import * as css from './notifications.css';
import { type NotificationsLogic, notificationsLogic } from './notifications.logic';
import { notificationsLiveEvents } from './notifications.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /notifications: the member's own, newest first, 10 a page; new ones arrive live; 'Mark all read'. One
 * screen machine (notifications.machine.ts) runs the list and 'Mark all read' and decides what a live event
 * changes; this view reads its children, sends, and forwards the live stream.
 */
export function NotificationsView({ logic = notificationsLogic }: { logic?: NotificationsLogic }) {
  const [snapshot, send] = useActor(logic.provide({ actions: { refreshBadges: useRefreshMemberBadges() } }), {
    inspect,
  });
  const { t } = useLingui();
  useLiveMessages(notificationsLiveEvents, (message) => send({ type: 'live.received', message }));
  const parts = useScreenParts(snapshot.children, ['notificationList', 'markRead']);
  return (
    <section className={css.page} aria-labelledby="notifications-title">
      <title>{t`Notifications · Hub`}</title>
      <div className={css.titleBar}>
        <h1 id="notifications-title" tabIndex={-1} className={css.title}>
          <Trans>Notifications</Trans>
        </h1>
        {parts && (
          <MarkAllRead
            snapshot={parts.snapshots.markRead}
            onMark={() => parts.refs.markRead.send({ type: 'read.all' })}
          />
        )}
      </div>
      {parts ? (
        <NotificationItems
          list={parts.snapshots.notificationList}
          onRetry={() => parts.refs.notificationList.send({ type: 'collection.retry' })}
          pager={{
            label: t`Notification pages`,
            variant: 'prevNext',
            onGoto: (page) => parts.refs.notificationList.send({ type: 'page.goto', page }),
          }}
        />
      ) : (
        <ScreenStopped />
      )}
    </section>
  );
}
