import { type Notification, NotificationsPageResponse } from '@contracts/notifications';
import type { Page, PageRequest } from '@contracts/paging';
import { call } from './http';

/** GET /api/notifications?page&limit: the member's own notifications, newest first, and the total. */
export async function fetchNotifications({ page, limit }: PageRequest): Promise<Page<Notification>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('notifications', { searchParams: { page, limit } }),
    NotificationsPageResponse,
  );
  return { items: body.data.notifications, total: body.total };
}
