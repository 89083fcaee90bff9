import type { Notification, NotificationType } from '@contracts/notifications';
import type { Page } from '@contracts/paging';

const MINUTE = 60_000;
/** Minutes ago of each sample (under an hour, under a day, older), with half a minute to spare. */
const ages = [5.5, 59.5, 90.5, 1_439.5, 1_500.5, 4_000.5];
const types: NotificationType[] = ['upload', 'update', 'message'];

/** `count` notifications, newest first, the first `unread` of them unread. */
export function sampleNotifications(count: number, unread = 2, now = Date.now()): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n${index + 1}`,
    type: types[index % types.length]!,
    text: `Notification ${index + 1}: your project was published`,
    link: index % 2 === 0 ? '/dashboard/projects' : '',
    read: index >= unread,
    createdAt: new Date(
      now - (ages[index % ages.length]! + Math.floor(index / ages.length) * 5_000) * MINUTE,
    ).toISOString(),
  }));
}

/** The first pages of a list of `total` at `size` a page. */
export function pageOf(items: Notification[], page: number, size: number): Page<Notification> {
  return { items: items.slice((page - 1) * size, page * size), total: items.length };
}
