import type { LiveMessage } from '@contracts/live';
import { type ChannelMessage, messagingEvents, messagingMessages } from '@contracts/messaging';
import { liveEventTypes, type Notification, notificationMessages } from '@contracts/notifications';
import type { Page } from '@contracts/paging';
import { type Project, projectMessages } from '@contracts/projects';
import { textsOf } from '@contracts/texts';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { markAllReadMachine } from '@machines/mark-all-read.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { assertEvent, type PromiseActorLogic, sendParent, sendTo, setup } from 'xstate';
import { type DashboardMember, dashboardProfileMachine } from './dashboard-profile.machine';

/**
 * /dashboard: one screen machine, the parent of its five parts (the profile, Recent Projects, Recent
 * Notifications with 'Mark all read', and Messages); each block loads on its own and shows its loading,
 * empty and error state. The screen routes the live stream (a new notification fetches Recent
 * Notifications again, a channel message created or deleted fetches Messages again) and turns a stored
 * 'Mark all read' into a fresh list and a refresh of the sidebar's counts.
 */

/** Recent Projects: the newest 3. */
export const RECENT_PROJECTS = 3;
/** Recent Notifications: the newest 5. */
export const RECENT_NOTIFICATIONS = 5;
/** Messages: the hub channel's newest 3. */
export const RECENT_MESSAGES = 3;

/** Recent Projects: the member's own newest 3 (`?owner=me`), in every status. */
export const recentProjectsMachine = createCollectionMachine<Project>({
  id: 'recentProjects',
  pageSize: RECENT_PROJECTS,
  errorMessage: () => textsOf(projectMessages).fetchFailed,
});

/** Recent Notifications: the first page of 5 of the member's notifications. */
export const recentNotificationsMachine = createCollectionMachine<Notification>({
  id: 'recentNotifications',
  pageSize: RECENT_NOTIFICATIONS,
  errorMessage: () => textsOf(notificationMessages).fetchFailed,
});

/** Messages: the hub channel's latest messages, newest first. */
export const recentMessagesMachine = createCollectionMachine<ChannelMessage>({
  id: 'recentMessages',
  pageSize: RECENT_MESSAGES,
  errorMessage: () => textsOf(messagingMessages).fetchFailed,
});

/** A channel message created or deleted: Messages shows the channel's newest. */
const channelChanges: readonly string[] = [
  messagingEvents.channelMessageCreated,
  messagingEvents.channelMessageDeleted,
];

/** The live events the screen hears (the view forwards these from the stream). */
export const dashboardLiveEvents = [liveEventTypes.notificationCreated, ...channelChanges];

/** What the children tell the screen (`sendParent`). */
export type DashboardChildEvent = { type: 'notifications.marked' };

/** What the view sends: a live event from the stream. */
export type DashboardEvent = { type: 'live.received'; message: LiveMessage } | DashboardChildEvent;

/** The children as the screen runs them: 'Mark all read' reports to the screen. */
const children = {
  dashboardProfile: dashboardProfileMachine,
  recentProjects: recentProjectsMachine,
  recentNotifications: recentNotificationsMachine,
  markRead: markAllReadMachine.provide({
    actions: { notifyMarked: sendParent({ type: 'notifications.marked' }) },
  }),
  recentMessages: recentMessagesMachine,
};

/** The network actors the children call, one name each (three blocks fetch a page). */
export interface DashboardNetwork {
  fetchMe: PromiseActorLogic<DashboardMember, void>;
  fetchProjects: PromiseActorLogic<Page<Project>, CollectionQuery>;
  fetchNotifications: PromiseActorLogic<Page<Notification>, CollectionQuery>;
  markAllRead: PromiseActorLogic<void, void>;
  fetchMessages: PromiseActorLogic<Page<ChannelMessage>, CollectionQuery>;
}

export const dashboardMachine = setup({
  types: {
    events: {} as DashboardEvent,
    /** Each child's id is its src: `snapshot.children.recentProjects` is typed. */
    children: {} as {
      dashboardProfile: 'dashboardProfile';
      recentProjects: 'recentProjects';
      recentNotifications: 'recentNotifications';
      markRead: 'markRead';
      recentMessages: 'recentMessages';
    },
  },
  actors: children,
  guards: {
    /** A notification for this member was created. */
    isNewNotification: ({ event }) => {
      assertEvent(event, 'live.received');
      return event.message.type === liveEventTypes.notificationCreated;
    },
    /** A message of the hub channel was created or deleted. */
    isChannelChange: ({ event }) => {
      assertEvent(event, 'live.received');
      return channelChanges.includes(event.message.type);
    },
  },
  actions: {
    /** The sidebar's counts changed (the member shell's refresh: provided by the view). */
    refreshBadges: () => {},
    refreshNotifications: sendTo('recentNotifications', { type: 'collection.refresh' as const }),
    refreshMessages: sendTo('recentMessages', { type: 'collection.refresh' as const }),
  },
}).createMachine({
  id: 'dashboard',
  description:
    "The member's dashboard: the welcome, the profile, Recent Projects, quick actions, Recent Notifications and Messages, each block on its own.",
  initial: 'open',
  states: {
    open: {
      description:
        "Every block; a new notification or a stored 'Mark all read' fetches Recent Notifications again, a channel change Messages.",
      invoke: [
        part('dashboardProfile'),
        part('recentProjects', {}),
        part('recentNotifications', {}),
        part('markRead'),
        part('recentMessages', {}),
      ],
      on: {
        'live.received': [
          { guard: 'isNewNotification', actions: 'refreshNotifications' },
          { guard: 'isChannelChange', actions: 'refreshMessages' },
        ],
        'notifications.marked': { actions: ['refreshNotifications', 'refreshBadges'] },
      },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its children call: the app's (dashboard.logic.ts) or a test's. */
export function dashboardWith(network: DashboardNetwork) {
  return dashboardMachine.provide({
    actors: {
      dashboardProfile: children.dashboardProfile.provide({ actors: { fetchMe: network.fetchMe } }),
      recentProjects: children.recentProjects.provide({ actors: { fetchPage: network.fetchProjects } }),
      recentNotifications: children.recentNotifications.provide({
        actors: { fetchPage: network.fetchNotifications },
      }),
      markRead: children.markRead.provide({ actors: { markAllRead: network.markAllRead } }),
      recentMessages: children.recentMessages.provide({ actors: { fetchPage: network.fetchMessages } }),
    },
  });
}
