import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { ScreenStopped, useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
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
  useLiveMessages(dashboardLiveEvents, (message) => send({ type: 'live.received', message }));
  const parts = useScreenParts(snapshot.children, [
    'dashboardProfile',
    'recentProjects',
    'recentNotifications',
    'markRead',
    'recentMessages',
  ]);

  if (!parts)
    return (
      <div className={css.page}>
        <h1 tabIndex={-1} className={css.title}>
          <Trans>Welcome back</Trans>
        </h1>
        <ScreenStopped />
      </div>
    );
  const { dashboardProfile, recentProjects, recentNotifications, markRead, recentMessages } = parts.refs;
  const {
    dashboardProfile: profile,
    recentProjects: projects,
    recentNotifications: notifications,
    markRead: marking,
    recentMessages: messages,
  } = parts.snapshots;

  return (
    <div className={css.page}>
      <title>{t`Dashboard · Hub`}</title>
      <h1 tabIndex={-1} className={css.title}>
        {welcomeText(profile, i18n)}
      </h1>
      <div className={css.grid}>
        <ProfileCard snapshot={profile} onRetry={() => dashboardProfile.send({ type: 'profile.retry' })} />
        <QuickActions />
        <RecentProjects
          snapshot={projects}
          onRetry={() => recentProjects.send({ type: 'collection.retry' })}
        />
        <RecentNotifications
          list={notifications}
          marking={marking}
          onRetry={() => recentNotifications.send({ type: 'collection.retry' })}
          onMark={() => markRead.send({ type: 'read.all' })}
        />
        <MessagesBlock list={messages} onRetry={() => recentMessages.send({ type: 'collection.retry' })} />
      </div>
    </div>
  );
}
