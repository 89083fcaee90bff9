import { fromPromise } from 'xstate';
import { fetchNotifications } from '@/api/fetch-notifications';
import { fetchProjects } from '@/api/fetch-projects';
import { getMe } from '@/api/get-me';
import { markNotificationsRead } from '@/api/mark-notifications-read';
import { dashboardWith } from './dashboard.machine';
import { fetchLatestChannelMessages } from './fetch-latest-channel-messages.api';

/** /dashboard with its real network: the API modules the blocks call. */
export const dashboardLogic = dashboardWith({
  fetchMe: fromPromise(async () => (await getMe()).data.user),
  fetchProjects: fromPromise(({ input }) =>
    fetchProjects({ page: input.page, limit: input.limit, owner: 'me' }),
  ),
  fetchNotifications: fromPromise(({ input }) =>
    fetchNotifications({ page: input.page, limit: input.limit }),
  ),
  markAllRead: fromPromise(() => markNotificationsRead()),
  fetchMessages: fromPromise(async ({ input }) => {
    const items = await fetchLatestChannelMessages(input.limit);
    return { items, total: items.length };
  }),
});
export type DashboardLogic = typeof dashboardLogic;
