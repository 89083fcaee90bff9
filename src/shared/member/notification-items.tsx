import { type Notification, notificationMessages } from '@contracts/notifications';
import type { createCollectionMachine } from '@machines/collection.machine';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { NotificationList } from './notification-list';

/** A notification list's page: its loading, empty or error state, or the notifications. */
export function NotificationItems({
  list,
  onRetry,
}: {
  list: SnapshotFrom<ReturnType<typeof createCollectionMachine<Notification>>>;
  onRetry: () => void;
}) {
  return (
    <>
      <LoadStatus
        state={loadStateOf(list)}
        loadingText="Loading notifications..."
        emptyText={notificationMessages.empty}
        error={list.context.error}
        onRetry={onRetry}
      />
      {list.matches('loaded') && <NotificationList items={list.context.items} now={new Date()} />}
    </>
  );
}
