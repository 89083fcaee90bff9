import type { Notification } from '@contracts/notifications';
import type { Page } from '@contracts/paging';
import { relativeTime } from '@contracts/relative-time';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { RefreshMemberBadges } from '@/layouts/member/member-badges-context';
import {
  type NotificationsNetwork,
  notificationListMachine,
  notificationsMachine,
  notificationsWith,
} from '@/screens/member/notifications/notifications.machine';
import { NotificationsView } from '@/screens/member/notifications/notifications.view';
import { LiveStream } from '@/session/live-context';
import { notificationsPageMessages } from '../fixtures/member-area-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { pageOf, sampleNotifications } from '../support/member/notifications';
import { fakeLive } from '../support/member/shell';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite, type WalkContext } from '../support/model-suite';
import { renderView } from '../support/render-view';

type ListContext = { page: number; pageSize: number; total: number; items: Notification[]; error?: string };
type ListSnapshot = { value: unknown; context: ListContext };
type ModelEvent = EventObject & Record<string, unknown>;

const all = sampleNotifications(12);
/** A new notification arrived: the list grew by one at the top. */
const grown = [sampleNotifications(1, 1)[0]!, ...all].map((item, index) => ({
  ...item,
  id: index === 0 ? 'new' : item.id,
  text: index === 0 ? 'Someone replied to you in the channel' : item.text,
}));
const done = (output: Page<Notification>) => ({ type: 'xstate.done.actor.fetchPage', output });

function eventsFor({ value, context }: ListSnapshot): ModelEvent[] {
  switch (value) {
    case 'loading':
      return [
        done(pageOf(all, context.page, 10)),
        ...(context.page === 1 ? [done(pageOf(grown, 1, 10)), done({ items: [], total: 0 })] : []),
        { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
      ];
    case 'loaded':
      return [
        { type: 'collection.refresh' },
        ...(pageCountOf(context) > 1 ? [{ type: 'page.goto', page: context.page === 1 ? 2 : 1 }] : []),
      ];
    case 'empty':
      return [{ type: 'collection.refresh' }];
    default:
      return [{ type: 'collection.retry' }, { type: 'collection.refresh' }];
  }
}

function serializeState({ value, context }: ListSnapshot): string {
  const shown = value === 'loaded' ? context.items.map((item) => item.id) : [];
  return JSON.stringify([value, context.page, context.total, shown]);
}

const listItems = () => screen.queryAllByRole('listitem');
const pager = () => screen.queryByRole('navigation', { name: 'Notification pages' });

function expectPager(context: ListContext) {
  if (context.total <= 10) expect(pager()).toBeNull();
  else expect(pager()!.textContent).toContain(`Page ${context.page} of ${pageCountOf(context)}`);
}

const icons = { upload: 'Upload', update: 'Update', message: 'Message' };

const states: StateAssertions = {
  loading: (snapshot) => {
    expect(screen.getByRole('status').textContent).toBe('Loading notifications...');
    expect(listItems()).toEqual([]);
    expectPager(snapshot.context as ListContext);
  },
  loaded: (snapshot) => {
    const context = snapshot.context as ListContext;
    const items = listItems();
    expect(items).toHaveLength(context.items.length);
    context.items.forEach((notification, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('img').getAttribute('aria-label')).toBe(icons[notification.type]);
      expect(item.textContent).toContain(notification.text);
      expect(item.textContent?.startsWith('Unread: ')).toBe(!notification.read);
      expect(within(item).queryByRole('link')?.getAttribute('href') ?? '').toBe(notification.link);
      const time = item.querySelector('time')!;
      expect(time.getAttribute('datetime')).toBe(notification.createdAt);
      expect(time.textContent).toBe(relativeTime(new Date(notification.createdAt), new Date()));
    });
    expectPager(context);
  },
  empty: () => {
    expect(screen.getByText('No notifications yet.')).toBeTruthy();
    expect(listItems()).toEqual([]);
    expect(pager()).toBeNull();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch notifications');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(listItems()).toEqual([]);
  },
};

let user: UserEvent;
let live: ReturnType<typeof fakeLive>;

const executors: EventExecutors = {
  'page.goto': (event) =>
    user.click(
      within(pager()!).getByRole('button', { name: (event as ModelEvent).page === 2 ? 'Next' : 'Prev' }),
    ),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  /** A new notification arrives on the live stream: the page is fetched again (newest first). */
  'collection.refresh': () =>
    live.push({
      type: 'notification.created',
      data: { id: 'new', text: 'Someone replied to you in the channel' },
    }),
};

let badgeRefreshes = 0;

/** /notifications with its children's network held by the test, inside a live stream the test speaks for. */
async function renderPage(deferred: DeferredActors) {
  live = fakeLive();
  const stream = createActor(live.logic).start();
  badgeRefreshes = 0;
  ({ user } = await renderView(
    <RefreshMemberBadges.Provider value={() => void badgeRefreshes++}>
      <LiveStream.Provider value={stream}>
        <NotificationsView logic={notificationsWith(deferred.actors as unknown as NotificationsNetwork)} />
      </LiveStream.Provider>
    </RefreshMemberBadges.Provider>,
    { url: '/notifications' },
  ));
  await live.open();
}

modelSuite(notificationListMachine, {
  title: "/notifications: the screen machine's list (collection machine at 10) against the view",
  eventsFor: eventsFor as never,
  serializeState: serializeState as never,
  input: {},
  states,
  executors,
  deferredActors: ['fetchPage', 'markAllRead'],
  render: ({ deferred }: WalkContext) => renderPage(deferred!),
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchPage!) expect(input).toMatchObject({ limit: 10 });
  },
  notOffered: {
    'filters.change': '/notifications has no filter',
    'item.replace': 'a notification is not changed one at a time (Mark all read fetches the page again)',
    'item.remove': 'notifications are not deleted',
  },
  messages: { catalogue: notificationsPageMessages },
});

/**
 * The screen machine's own rules, walked through the view: which live event fetches the list again, and
 * what a stored 'Mark all read' changes. The last test fails when the screen machine accepts an event no
 * test here takes.
 */
describe('the /notifications screen machine joins its children', () => {
  const taken = new Set<string>();

  it('is headed Notifications, and a live event of another kind fetches nothing', async () => {
    const deferred = createDeferredActors(['fetchPage', 'markAllRead']);
    await renderPage(deferred);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notifications');
    await act(async () => deferred.settle(done(pageOf(all, 1, 10))));
    await live.push({ type: 'counts.changed', data: {} });
    expect(deferred.inputs.fetchPage).toHaveLength(1);
    await live.push({ type: 'notification.created', data: { id: 'new' } });
    expect(deferred.inputs.fetchPage).toHaveLength(2);
    taken.add('live.received');
  });

  it("a stored 'Mark all read' fetches the page and the sidebar's counts again", async () => {
    const deferred = createDeferredActors(['fetchPage', 'markAllRead']);
    await renderPage(deferred);
    await act(async () => deferred.settle(done(pageOf(all, 1, 10))));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(badgeRefreshes).toBe(0);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.markAllRead', output: undefined }));
    expect(deferred.inputs.fetchPage).toHaveLength(2);
    expect(badgeRefreshes).toBe(1);
    taken.add('notifications.marked');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(notificationsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
