import { markAllReadMachine } from '@machines/mark-all-read.machine';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { RefreshMemberBadges } from '@/layouts/member/member-badges-context';
import {
  type NotificationsNetwork,
  notificationsWith,
} from '@/screens/member/notifications/notifications.machine';
import { NotificationsView } from '@/screens/member/notifications/notifications.view';
import { notificationsPageMessages } from '../fixtures/member-area-messages';
import type { DeferredActors } from '../support/deferred-actors';
import { pageOf, sampleNotifications } from '../support/member/notifications';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

const button = () => screen.getByRole('button', { name: 'Mark all read' });
const failure = () => screen.queryByText('Failed to mark notifications as read');

const states: StateAssertions = {
  idle: () => {
    expect(button()).toHaveProperty('disabled', false);
    expect(failure()).toBeNull();
  },
  marking: () => {
    expect(button()).toHaveProperty('disabled', true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(failure()).toBeNull();
  },
  failed: () => {
    expect(button()).toHaveProperty('disabled', false);
    expect(failure()?.getAttribute('role')).toBe('alert');
  },
};

let user: UserEvent;
let badgeRefreshes = 0;

const executors: EventExecutors = {
  'read.all': () => user.click(button()),
};

modelSuite(markAllReadMachine, {
  title: "mark-all-read machine: 'Mark all read' on /notifications (the screen machine's child)",
  events: [
    { type: 'read.all' },
    { type: 'xstate.done.actor.markAllRead' },
    { type: 'xstate.error.actor.markAllRead', error: { kind: 'network' } },
  ] as never,
  states,
  executors,
  deferredActors: ['fetchPage', 'markAllRead'],
  render: async ({ deferred }: WalkContext) => {
    const logic = notificationsWith((deferred as DeferredActors).actors as unknown as NotificationsNetwork);
    badgeRefreshes = 0;
    ({ user } = await renderView(
      <RefreshMemberBadges.Provider value={() => (badgeRefreshes += 1)}>
        <NotificationsView logic={logic} />
      </RefreshMemberBadges.Provider>,
    ));
    await act(async () =>
      deferred!.settle({
        type: 'xstate.done.actor.fetchPage',
        output: pageOf(sampleNotifications(3), 1, 10),
      }),
    );
  },
  afterWalk: ({ deferred, path }) => {
    // Each stored 'Mark all read' fetched the list (now read) and the sidebar counts again.
    const marked = path.steps.filter((step) => step.event.type === 'xstate.done.actor.markAllRead').length;
    expect(deferred!.inputs.fetchPage).toHaveLength(1 + marked);
    expect(badgeRefreshes).toBe(marked);
  },
  messages: { catalogue: notificationsPageMessages },
});
