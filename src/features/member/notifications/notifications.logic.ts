import type { Notification } from '@contracts/notifications';
import { notificationMessages } from '@contracts/notifications';
import { createCollectionMachine } from '@machines/collection.machine';
import { markAllReadMachine } from '@machines/mark-all-read.machine';
import { fromPromise } from 'xstate';
import { fetchNotifications } from '@/api/fetch-notifications';
import { markNotificationsRead } from '@/api/mark-notifications-read';

/** /notifications: 10 a page. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** The dashboard's Recent Notifications: the newest 5. */
export const RECENT_NOTIFICATIONS = 5;

const errorMessage = () => notificationMessages.fetchFailed;

/** The member's notifications, newest first (the server's order), paged on the server. */
export const notificationsMachine = createCollectionMachine<Notification>({
  id: 'notifications',
  pageSize: NOTIFICATIONS_PAGE_SIZE,
  errorMessage,
});

/** The dashboard's block: the first page of 5 of the same list. */
export const recentNotificationsMachine = createCollectionMachine<Notification>({
  id: 'recentNotifications',
  pageSize: RECENT_NOTIFICATIONS,
  errorMessage,
});

const fetchPage = fromPromise(({ input }: { input: { page: number; limit: number } }) =>
  fetchNotifications({ page: input.page, limit: input.limit }),
);

/** 'Mark all read' with its real call. */
export const markAllReadLogic = markAllReadMachine.provide({
  actors: { markAllRead: fromPromise(() => markNotificationsRead()) },
});

/** The machines of /notifications with their real network actors. */
export const notificationsLogic = {
  list: notificationsMachine.provide({ actors: { fetchPage } }),
  markRead: markAllReadLogic,
};
export type NotificationsLogic = typeof notificationsLogic;

/** The machines of the dashboard's Recent Notifications block. */
export const recentNotificationsLogic = {
  list: recentNotificationsMachine.provide({ actors: { fetchPage } }),
  markRead: markAllReadLogic,
};
export type RecentNotificationsLogic = typeof recentNotificationsLogic;
