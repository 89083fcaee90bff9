import { createActor } from 'xstate';
import { RefreshMemberBadges } from '@/layouts/member/member-badges-context';
import { type DashboardNetwork, dashboardWith } from '@/screens/member/dashboard/dashboard.machine';
import { DashboardView } from '@/screens/member/dashboard/dashboard.view';
import { LiveStream } from '@/session/live-context';
import { createDeferredActors, type DeferredActors } from '../deferred-actors';
import { renderView } from '../render-view';
import { fakeLive } from './shell';

/** Each block's own deferred actors (the two lists both call theirs `fetchPage`). */
export interface DashboardActors {
  profile: DeferredActors;
  projects: DeferredActors;
  notifications: DeferredActors;
  messages: DeferredActors;
}

export function dashboardActors(): DashboardActors {
  return {
    profile: createDeferredActors(['fetchMe']),
    projects: createDeferredActors(['fetchPage']),
    notifications: createDeferredActors(['fetchPage', 'markAllRead']),
    messages: createDeferredActors(['fetchPage']),
  };
}

/** The /dashboard screen machine with each block's deferred actors in place of its network. */
export function dashboardLogicWith(actors: DashboardActors) {
  // Deferred actors stand in for every network actor (untyped: each path settles them with its outcome).
  const network = {
    fetchMe: actors.profile.actors.fetchMe,
    fetchProjects: actors.projects.actors.fetchPage,
    fetchNotifications: actors.notifications.actors.fetchPage,
    markAllRead: actors.notifications.actors.markAllRead,
    fetchMessages: actors.messages.actors.fetchPage,
  };
  return dashboardWith(network as unknown as DashboardNetwork);
}

/**
 * /dashboard with every block's calls held by the test, inside a live stream the test speaks for; `onRefreshBadges`
 * stands for the member shell's refresh of the sidebar's counts.
 */
export async function renderDashboard(actors: DashboardActors, onRefreshBadges: () => void = () => {}) {
  const live = fakeLive();
  const stream = createActor(live.logic).start();
  const view = await renderView(
    <RefreshMemberBadges.Provider value={onRefreshBadges}>
      <LiveStream.Provider value={stream}>
        <DashboardView logic={dashboardLogicWith(actors)} />
      </LiveStream.Provider>
    </RefreshMemberBadges.Provider>,
    { url: '/dashboard' },
  );
  await live.open();
  return { ...view, live };
}
