import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardMachine } from '@/screens/member/dashboard/dashboard.machine';
import { type DashboardActors, dashboardActors, renderDashboard } from '../support/member/dashboard';
import { pageOf, sampleNotifications } from '../support/member/notifications';
import { acceptedEventTypes } from '../support/model-paths';

/**
 * /dashboard: each block's graph is walked through this screen machine by its own model suite
 * (dashboard-profile, recent-projects, recent-notifications, recent-messages). Here, the screen's own
 * rules: which live event fetches which block again, and what a stored 'Mark all read' changes. The last
 * test fails when the screen machine accepts an event no test here takes.
 */
describe('the /dashboard screen machine joins its blocks', () => {
  const taken = new Set<string>();
  let actors: DashboardActors;
  let user: UserEvent;
  let live: Awaited<ReturnType<typeof renderDashboard>>['live'];
  let badgeRefreshes = 0;

  /** The dashboard with every list's first page answered. */
  async function renderScreen() {
    actors = dashboardActors();
    badgeRefreshes = 0;
    ({ user, live } = await renderDashboard(actors, () => void badgeRefreshes++));
    const empty = { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } };
    await act(async () => {
      actors.projects.settle(empty);
      actors.notifications.settle({
        type: 'xstate.done.actor.fetchPage',
        output: pageOf(sampleNotifications(3), 1, 5),
      });
      actors.messages.settle(empty);
    });
  }
  const fetches = () => [
    actors.projects.inputs.fetchPage!.length,
    actors.notifications.inputs.fetchPage!.length,
    actors.messages.inputs.fetchPage!.length,
  ];

  it('a new notification fetches Recent Notifications again, a channel change Messages, anything else nothing', async () => {
    await renderScreen();
    await live.push({ type: 'counts.changed', data: {} });
    expect(fetches()).toEqual([1, 1, 1]);
    await live.push({ type: 'notification.created', data: { id: 'new' } });
    expect(fetches()).toEqual([1, 2, 1]);
    await live.push({ type: 'channel.message.created', data: { id: 'm1' } });
    expect(fetches()).toEqual([1, 2, 2]);
    await live.push({ type: 'channel.message.deleted', data: { id: 'm1' } });
    expect(fetches()).toEqual([1, 2, 3]);
    expect(badgeRefreshes).toBe(0);
    taken.add('live.received');
  });

  it("a stored 'Mark all read' fetches Recent Notifications and the sidebar's counts again", async () => {
    await renderScreen();
    const block = screen.getByRole('region', { name: 'Recent Notifications' });
    await user.click(within(block).getByRole('button', { name: 'Mark all read' }));
    expect(actors.notifications.inputs.markAllRead).toHaveLength(1);
    await act(async () =>
      actors.notifications.settle({ type: 'xstate.done.actor.markAllRead', output: undefined }),
    );
    expect(fetches()).toEqual([1, 2, 1]);
    expect(badgeRefreshes).toBe(1);
    taken.add('notifications.marked');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(dashboardMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
