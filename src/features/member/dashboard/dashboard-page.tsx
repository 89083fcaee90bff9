import { useActor } from '@xstate/react';
import { inspect } from '@/lib/inspect';
import * as css from './dashboard.css';
import { type DashboardLogic, dashboardLogic } from './dashboard.logic';
import { MessagesBlock } from './messages-block';
import { ProfileCard, welcomeText } from './profile-card';
import { QuickActions } from './quick-actions';
import { RecentNotifications } from './recent-notifications';
import { RecentProjects } from './recent-projects';

/**
 * /dashboard: the welcome with the member's name, the profile card, Recent Projects, quick actions, Recent
 * Notifications and Messages; each block loads on its own and shows its loading, empty and error state.
 */
export function DashboardPage({ logic = dashboardLogic }: { logic?: DashboardLogic }) {
  const [profile, sendProfile] = useActor(logic.profile, { inspect });
  const [projects, sendProjects] = useActor(logic.projects, { inspect, input: {} });
  return (
    <div className={css.page}>
      <title>Dashboard · Hub</title>
      <h1 tabIndex={-1} className={css.title}>
        {welcomeText(profile)}
      </h1>
      <div className={css.grid}>
        <ProfileCard snapshot={profile} onRetry={() => sendProfile({ type: 'profile.retry' })} />
        <QuickActions />
        <RecentProjects snapshot={projects} onRetry={() => sendProjects({ type: 'collection.retry' })} />
        <RecentNotifications logic={logic.notifications} />
        <MessagesBlock logic={logic.messages} />
      </div>
    </div>
  );
}
