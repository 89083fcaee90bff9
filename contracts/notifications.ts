import * as v from 'valibot';
import { pagedResponse } from './paging';
import { defineTexts } from './texts';

/**
 * A member's notifications: `GET /api/notifications?
 * page&limit` → `{ data: { notifications }, total, unread }` newest first; `POST /api/notifications/read-all`
 * marks them all read and answers the new badge counts (`BadgeCountsResponse`, contracts/member-area.ts).
 * Created by real events: a project published or rejected, a new resource, a direct message, a channel
 * reply naming the member. New ones arrive live as `notification.created` (data: the notification).
 */
export const notificationTypes = ['upload', 'update', 'message'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const notificationMessages = defineTexts('notifications', {
  fetchFailed: 'Failed to fetch notifications',
  markFailed: 'Failed to mark notifications as read',
  empty: 'No notifications yet.',
});

export const Notification = v.object({
  id: v.string(),
  type: v.picklist(notificationTypes),
  text: v.string(),
  /** Where the notification leads in the app ('' when nowhere), e.g. `/dashboard/projects`. */
  link: v.string(),
  read: v.boolean(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type Notification = v.InferOutput<typeof Notification>;

export const NotificationsPageResponse = v.object({
  ...pagedResponse('notifications', Notification).entries,
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NotificationsPageResponse = v.InferOutput<typeof NotificationsPageResponse>;

/**
 * Live event names of the member area (on `GET /api/live`):
 * - `notification.created`: data is the new `Notification`;
 * - `counts.changed`: data is the account's new `BadgeCounts` (contracts/member-area.ts), sent whenever one
 *   of its counts moves (a notification created or read, a like toggled, a project created or deleted).
 */
export const liveEventTypes = {
  notificationCreated: 'notification.created',
  countsChanged: 'counts.changed',
} as const;
