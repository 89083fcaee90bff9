import type { Notification } from '@contracts/notifications';
import { recentNotificationsMachine } from '@/screens/member/dashboard/dashboard.machine';
import { dashboardBlockSuite } from '../support/member/dashboard-block-suite';
import { pageOf, sampleNotifications } from '../support/member/notifications';

dashboardBlockSuite<Notification>({
  machine: recentNotificationsMachine,
  region: 'Recent Notifications',
  actors: 'notifications',
  limit: 5,
  texts: {
    loading: 'Loading notifications...',
    empty: 'No notifications yet.',
    failed: 'Failed to fetch notifications',
  },
  items: pageOf(sampleNotifications(8), 1, 5).items,
  shown: (items) => items.map((notification) => `${notification.read ? '' : 'Unread: '}${notification.text}`),
  itemText: (item) => item.querySelector('p')?.textContent,
  /** A new notification arrives live: the newest 5 are fetched again. */
  refreshEvent: { type: 'notification.created', data: { id: 'new' } },
  notOffered: {
    'page.goto': "the block shows the newest 5; 'View all' leads to the paged /notifications",
    'filters.change': 'the block has no filter',
    'item.replace': "notifications change all at once ('Mark all read' fetches them again)",
    'item.remove': 'notifications are not deleted',
  },
});
