import { commonFailureTexts } from '@contracts/failure-message';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor, useSelector } from '@xstate/react';
import { LoadStatus } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { useRefreshMemberBadges } from '@/layouts/member/member-badges-context';
import { inspect } from '@/lib/inspect';
import { useLiveMessages } from '@/session/live-context';
import * as css from './dashboard.css';
import { type DashboardLogic, dashboardLogic } from './dashboard.logic';
import { dashboardLiveEvents } from './dashboard.machine';
import { MessagesBlock } from './messages-block';
import { ProfileCard, welcomeText } from './profile-card';
import { QuickActions } from './quick-actions';
import { RecentNotifications } from './recent-notifications';
import { RecentProjects } from './recent-projects';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /dashboard: the welcome with the member's name, the profile card, Recent Projects, quick actions, Recent
 * Notifications and Messages; each block loads on its own and shows its loading, empty and error state. One
 * screen machine (dashboard.machine.ts) runs every block and decides what a live event changes; this view
 * reads its children, sends, and forwards the live stream.
 */
export function DashboardView({ logic = dashboardLogic }: { logic?: DashboardLogic }) {
  const [snapshot, send] = useActor(logic.provide({ actions: { refreshBadges: useRefreshMemberBadges() } }), {
    inspect,
  });
  const { t, i18n } = useLingui();
  const text = useSourceText();
  useLiveMessages(dashboardLiveEvents, (message) => send({ type: 'live.received', message }));
  const { dashboardProfile, recentProjects, recentNotifications, markRead, recentMessages } =
    snapshot.children;
  const profile = useSelector(dashboardProfile, (child) => child);
  const projects = useSelector(recentProjects, (child) => child);
  const notifications = useSelector(recentNotifications, (child) => child);
  const marking = useSelector(markRead, (child) => child);
  const messages = useSelector(recentMessages, (child) => child);

  if (!profile || !projects || !notifications || !marking || !messages)
    return (
      <div className={css.page}>
        <h1 tabIndex={-1} className={css.title}>
          <Trans>Welcome back</Trans>
        </h1>
        <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />
      </div>
    );

  return (
    <div className={css.page}>
      <title>{t`Dashboard · Hub`}</title>
      <h1 tabIndex={-1} className={css.title}>
        {welcomeText(profile, i18n)}
      </h1>
      <div className={css.grid}>
        <ProfileCard snapshot={profile} onRetry={() => dashboardProfile?.send({ type: 'profile.retry' })} />
        <QuickActions />
        <RecentProjects
          snapshot={projects}
          onRetry={() => recentProjects?.send({ type: 'collection.retry' })}
        />
        <RecentNotifications
          list={notifications}
          marking={marking}
          onRetry={() => recentNotifications?.send({ type: 'collection.retry' })}
          onMark={() => markRead?.send({ type: 'read.all' })}
        />
        <MessagesBlock list={messages} onRetry={() => recentMessages?.send({ type: 'collection.retry' })} />
      </div>
    </div>
  );
}
