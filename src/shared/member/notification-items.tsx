import { type Notification, notificationMessages } from '@contracts/notifications';
import { useLingui } from '@lingui/react/macro';
import type { createCollectionMachine } from '@machines/collection.machine';
import type { SnapshotFrom } from 'xstate';
import { PagedList, type PagedListPager } from '@/components/ui/paged-list';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { NotificationList } from './notification-list';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A notification list's page: its loading, empty or error state, or the notifications; with its pager, if any. */
export function NotificationItems({
  list,
  onRetry,
  pager,
}: {
  list: SnapshotFrom<ReturnType<typeof createCollectionMachine<Notification>>>;
  onRetry: () => void;
  pager?: PagedListPager;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  return (
    <PagedList
      list={list}
      loadingText={t`Loading notifications...`}
      emptyText={text(notificationMessages.empty)}
      error={list.context.error && text(list.context.error)}
      onRetry={onRetry}
      items={(items) => <NotificationList items={items} now={new Date()} />}
      pager={pager}
    />
  );
}
