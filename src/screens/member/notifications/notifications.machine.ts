import type { LiveMessage } from '@contracts/live';
import { liveEventTypes, type Notification, notificationMessages } from '@contracts/notifications';
import type { Page } from '@contracts/paging';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { markAllReadMachine } from '@machines/mark-all-read.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';

/**
 * /notifications, the member's own notifications: one screen machine, the parent of the two parts of the
 * screen (the paged list and 'Mark all read'). A new notification from the live stream fetches the page
 * again (newest first, so it shows on top); marking all read, once stored, fetches the list and the
 * sidebar's counts again.
 */

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The list: the collection machine at 10 a page, newest first (the server's order). */
export const notificationListMachine = createCollectionMachine<Notification>({
  id: 'notificationList',
  pageSize: NOTIFICATIONS_PAGE_SIZE,
  errorMessage: () => textsOf(notificationMessages).fetchFailed,
});

/** The live events the screen hears (the view forwards these from the stream). */
export const notificationsLiveEvents = [liveEventTypes.notificationCreated] as const;

/** What the children tell the screen (`sendParent`). */
export type NotificationsChildEvent = { type: 'notifications.marked' };

/** What the view sends: a live event from the stream. */
export type NotificationsEvent = { type: 'live.received'; message: LiveMessage } | NotificationsChildEvent;

/** The children as the screen runs them: 'Mark all read' reports to the screen. */
const children = {
  notificationList: notificationListMachine,
  markRead: markAllReadMachine.provide({
    actions: { notifyMarked: sendParent({ type: 'notifications.marked' }) },
  }),
};

/** The network actors the children call (`fetchPage`, `markAllRead`). */
export interface NotificationsNetwork {
  fetchPage: PromiseActorLogic<Page<Notification>, CollectionQuery>;
  markAllRead: PromiseActorLogic<void, void>;
}

export const notificationsMachine = setup({
  types: {
    events: {} as NotificationsEvent,
    /** Each child's id is its src: `snapshot.children.notificationList` is typed. */
    children: {} as { notificationList: 'notificationList'; markRead: 'markRead' },
  },
  actors: children,
  guards: {
    /** A notification for this member was created (other live events change nothing here). */
    isNewNotification: ({ event }) => {
      assertEvent(event, 'live.received');
      return event.message.type === liveEventTypes.notificationCreated;
    },
  },
  actions: {
    /** The sidebar's counts changed (the member shell's refresh: provided by the view). */
    refreshBadges: () => {},
    refreshList: sendTo('notificationList', { type: 'collection.refresh' as const }),
  },
}).createMachine({
  id: 'notifications',
  description: "The member's notifications, newest first, paged; new ones arrive live; 'Mark all read'.",
  initial: 'open',
  states: {
    open: {
      description:
        "The list and 'Mark all read'; a new notification or a stored 'Mark all read' fetches the page again.",
      invoke: [part('notificationList', {}), part('markRead')],
      on: {
        'live.received': { guard: 'isNewNotification', actions: 'refreshList' },
        'notifications.marked': { actions: ['refreshList', 'refreshBadges'] },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (notifications.logic.ts) or a test's. */
export function notificationsWith(network: NotificationsNetwork) {
  return notificationsMachine.provide({
    actors: {
      notificationList: children.notificationList.provide({ actors: { fetchPage: network.fetchPage } }),
      markRead: children.markRead.provide({ actors: { markAllRead: network.markAllRead } }),
    },
  });
}
