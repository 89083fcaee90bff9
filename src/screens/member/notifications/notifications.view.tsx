import { commonFailureTexts } from '@contracts/failure-message';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCountOf } from '@machines/collection.machine';
import { useActor, useSelector } from '@xstate/react';
import { LoadStatus } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
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
  const text = useSourceText();
  useLiveMessages(notificationsLiveEvents, (message) => send({ type: 'live.received', message }));
  const { notificationList, markRead } = snapshot.children;
  const list = useSelector(notificationList, (child) => child);
  const marking = useSelector(markRead, (child) => child);
  return (
    <section className={css.page} aria-labelledby="notifications-title">
      <title>{t`Notifications · Hub`}</title>
      <div className={css.titleBar}>
        <h1 id="notifications-title" tabIndex={-1} className={css.title}>
          <Trans>Notifications</Trans>
        </h1>
        {marking && <MarkAllRead snapshot={marking} onMark={() => markRead?.send({ type: 'read.all' })} />}
      </div>
      {list ? (
        <>
          <NotificationItems
            list={list}
            onRetry={() => notificationList?.send({ type: 'collection.retry' })}
          />
          {!list.matches('failed') && (
            <Pager
              label={t`Notification pages`}
              variant="prevNext"
              page={list.context.page}
              pageCount={pageCountOf(list.context)}
              onGoto={(page) => notificationList?.send({ type: 'page.goto', page })}
            />
          )}
        </>
      ) : (
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      )}
    </section>
  );
}
