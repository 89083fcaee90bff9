import { liveEventTypes } from '@contracts/notifications';
import { useActor } from '@xstate/react';
import { inspect } from '@/lib/inspect';
import { useLiveMessages } from '@/session/live-context';
import { useRefreshMemberBadges } from '../shell/member-badges-context';
import type { RecentNotificationsLogic } from './dashboard.logic';

/**
 * A notification list with its 'Mark all read' (the page and the dashboard's block): a new notification
 * from the live stream fetches the page again (newest first, so it shows on top); marking all read stores
 * it, then fetches the list and the sidebar counts again.
 */
export function useNotificationFeed(logic: RecentNotificationsLogic) {
  const refreshBadges = useRefreshMemberBadges();
  const [list, sendList] = useActor(logic.list, { inspect, input: {} });
  const [markRead, sendMarkRead] = useActor(
    logic.markRead.provide({
      actions: {
        notifyMarked: () => {
          sendList({ type: 'collection.refresh' });
          refreshBadges();
        },
      },
    }),
    { inspect },
  );
  useLiveMessages([liveEventTypes.notificationCreated], () => sendList({ type: 'collection.refresh' }));
  return { list, sendList, markRead, sendMarkRead };
}
