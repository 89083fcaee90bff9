import { type ChannelMessage, messagingMessages } from '@contracts/messaging';
import { type Notification, notificationMessages } from '@contracts/notifications';
import type { Project } from '@contracts/projects';
import { projectMessages } from '@contracts/projects';
import { createCollectionMachine } from '@machines/collection.machine';
import { dashboardProfileMachine } from '@machines/dashboard-profile.machine';
import { markAllReadMachine } from '@machines/mark-all-read.machine';
import { fromPromise } from 'xstate';
import { fetchLatestChannelMessages } from '@/api/fetch-latest-channel-messages';
import { fetchNotifications } from '@/api/fetch-notifications';
import { fetchProjects } from '@/api/fetch-projects';
import { getMe } from '@/api/get-me';
import { markNotificationsRead } from '@/api/mark-notifications-read';

/** Recent Projects: the newest 3. */
export const RECENT_PROJECTS = 3;

/** The dashboard's Recent Projects block: the member's own newest 3 (`?owner=me`), in every status. */
export const recentProjectsMachine = createCollectionMachine<Project>({
  id: 'recentProjects',
  pageSize: RECENT_PROJECTS,
  errorMessage: () => projectMessages.fetchFailed,
});

/** Recent Notifications: the newest 5. */
export const RECENT_NOTIFICATIONS = 5;

/** The dashboard's block: the first page of 5 of the member's notifications. */
export const recentNotificationsMachine = createCollectionMachine<Notification>({
  id: 'recentNotifications',
  pageSize: RECENT_NOTIFICATIONS,
  errorMessage: () => notificationMessages.fetchFailed,
});

/** The machines of the dashboard's Recent Notifications block. */
const recentNotificationsLogic = {
  list: recentNotificationsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchNotifications({ page: input.page, limit: input.limit })),
    },
  }),
  markRead: markAllReadMachine.provide({
    actors: { markAllRead: fromPromise(() => markNotificationsRead()) },
  }),
};
export type RecentNotificationsLogic = typeof recentNotificationsLogic;

/** Messages: the hub channel's newest 3. */
export const RECENT_MESSAGES = 3;

/** The dashboard's Messages block: the hub channel's latest messages, newest first. */
export const recentMessagesMachine = createCollectionMachine<ChannelMessage>({
  id: 'recentMessages',
  pageSize: RECENT_MESSAGES,
  errorMessage: () => messagingMessages.fetchFailed,
});

/** The machines of /dashboard with their real network actors. */
export const dashboardLogic = {
  profile: dashboardProfileMachine.provide({
    actors: { fetchMe: fromPromise(async () => (await getMe()).data.user) },
  }),
  projects: recentProjectsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) =>
        fetchProjects({ page: input.page, limit: input.limit, owner: 'me' }),
      ),
    },
  }),
  notifications: recentNotificationsLogic,
  messages: recentMessagesMachine.provide({
    actors: {
      fetchPage: fromPromise(async ({ input }) => {
        const items = await fetchLatestChannelMessages(input.limit);
        return { items, total: items.length };
      }),
    },
  }),
};
export type DashboardLogic = typeof dashboardLogic;
