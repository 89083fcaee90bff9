import { fromPromise } from 'xstate';
import { fetchNotifications } from '@/api/fetch-notifications';
import { markNotificationsRead } from '@/api/mark-notifications-read';
import { notificationsWith } from './notifications.machine';

/** /notifications with its real network: the API modules the children call. */
export const notificationsLogic = notificationsWith({
  fetchPage: fromPromise(({ input }) => fetchNotifications({ page: input.page, limit: input.limit })),
  markAllRead: fromPromise(() => markNotificationsRead()),
});
export type NotificationsLogic = typeof notificationsLogic;
