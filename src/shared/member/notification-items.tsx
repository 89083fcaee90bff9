import { type Notification, notificationMessages } from '@contracts/notifications';
import { useLingui } from '@lingui/react/macro';
import type { createCollectionMachine } from '@machines/collection.machine';
import type { SnapshotFrom } from 'xstate';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { NotificationList } from './notification-list';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A notification list's page: its loading, empty or error state, or the notifications. */
export function NotificationItems({
  list,
  onRetry,
}: {
  list: SnapshotFrom<ReturnType<typeof createCollectionMachine<Notification>>>;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  return (
    <>
      <LoadStatus
        state={loadStateOf(list)}
        loadingText={t`Loading notifications...`}
        emptyText={text(notificationMessages.empty)}
        error={list.context.error && text(list.context.error)}
        onRetry={onRetry}
      />
      {list.matches('loaded') && <NotificationList items={list.context.items} now={new Date()} />}
    </>
  );
}
