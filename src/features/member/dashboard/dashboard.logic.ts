import { type ChannelMessage, messagingMessages } from '@contracts/messaging';
import type { Project } from '@contracts/projects';
import { projectMessages } from '@contracts/projects';
import { createCollectionMachine } from '@machines/collection.machine';
import { dashboardProfileMachine } from '@machines/dashboard-profile.machine';
import { fromPromise } from 'xstate';
import { fetchLatestChannelMessages } from '@/api/fetch-latest-channel-messages';
import { fetchProjects } from '@/api/fetch-projects';
import { getMe } from '@/api/get-me';
import { recentNotificationsLogic } from '../notifications/notifications.logic';

/** Recent Projects: the newest 3. */
export const RECENT_PROJECTS = 3;

/** The dashboard's Recent Projects block: the member's own newest 3 (`?owner=me`), in every status. */
export const recentProjectsMachine = createCollectionMachine<Project>({
  id: 'recentProjects',
  pageSize: RECENT_PROJECTS,
  errorMessage: () => projectMessages.fetchFailed,
});

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
