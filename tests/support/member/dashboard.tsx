import { createActor } from 'xstate';
import { dashboardLogic } from '@/features/member/dashboard/dashboard.logic';
import { DashboardPage } from '@/features/member/dashboard/dashboard-page';
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

/** /dashboard with every block's calls held by the test, inside a live stream the test speaks for. */
export async function renderDashboard(actors: DashboardActors) {
  const live = fakeLive();
  const stream = createActor(live.logic).start();
  const own = (deferred: DeferredActors) => ({ actors: deferred.actors as never });
  const logic = {
    profile: dashboardLogic.profile.provide(own(actors.profile)),
    projects: dashboardLogic.projects.provide(own(actors.projects)),
    notifications: {
      list: dashboardLogic.notifications.list.provide(own(actors.notifications)),
      markRead: dashboardLogic.notifications.markRead.provide(own(actors.notifications)),
    },
    messages: dashboardLogic.messages.provide(own(actors.messages)),
  };
  const view = await renderView(
    <LiveStream.Provider value={stream}>
      <DashboardPage logic={logic} />
    </LiveStream.Provider>,
    { url: '/dashboard' },
  );
  await live.open();
  return { ...view, live };
}
