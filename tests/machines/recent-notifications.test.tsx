import type { Notification } from '@contracts/notifications';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { recentNotificationsMachine } from '@/features/member/notifications/notifications.logic';
import { dashboardMessages } from '../fixtures/member-area-messages';
import { type DashboardActors, dashboardActors, renderDashboard } from '../support/member/dashboard';
import { pageOf, sampleNotifications } from '../support/member/notifications';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';

const block = () => screen.getByRole('region', { name: 'Recent Notifications' });
const items = () => within(block()).queryAllByRole('listitem');

const states: StateAssertions = {
  loading: () => {
    expect(within(block()).getByRole('status').textContent).toBe('Loading notifications...');
    expect(items()).toEqual([]);
  },
  loaded: (snapshot) => {
    const shown = (snapshot.context as { items: Notification[] }).items;
    expect(items().map((item) => item.querySelector('p')?.textContent)).toEqual(
      shown.map((notification) => `${notification.read ? '' : 'Unread: '}${notification.text}`),
    );
    expect(within(block()).getByRole('button', { name: 'Mark all read' })).toBeTruthy();
  },
  empty: () => {
    expect(within(block()).getByText('No notifications yet.')).toBeTruthy();
    expect(items()).toEqual([]);
  },
  failed: () => {
    expect(within(block()).getByRole('alert').textContent).toBe('Failed to fetch notifications');
    expect(items()).toEqual([]);
  },
};

let user: UserEvent;
let actors: DashboardActors;
let live: Awaited<ReturnType<typeof renderDashboard>>['live'];

const executors: EventExecutors = {
  'collection.retry': () => user.click(within(block()).getByRole('button', { name: 'Try again' })),
  /** A new notification arrives live: the newest 5 are fetched again. */
  'collection.refresh': () => live.push({ type: 'notification.created', data: { id: 'new' } }),
};

modelSuite(recentNotificationsMachine, {
  title: "recent notifications (collection machine): /dashboard's Recent Notifications",
  events: [
    { type: 'xstate.done.actor.fetchPage', output: pageOf(sampleNotifications(8), 1, 5) },
    { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
    { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    { type: 'collection.retry' },
    { type: 'collection.refresh' },
  ] as never,
  input: {},
  states,
  executors,
  deferredActors: () => {
    actors = dashboardActors();
    return actors.notifications;
  },
  render: async () => {
    ({ user, live } = await renderDashboard(actors));
  },
  afterWalk: () => {
    for (const input of actors.notifications.inputs.fetchPage!) expect(input).toEqual({ page: 1, limit: 5 });
  },
  notOffered: {
    'page.goto': "the block shows the newest 5; 'View all' leads to the paged /notifications",
    'filters.change': 'the block has no filter',
    'item.replace': "notifications change all at once ('Mark all read' fetches them again)",
    'item.remove': 'notifications are not deleted',
  },
  messages: { catalogue: dashboardMessages },
});
