import { createFileRoute } from '@tanstack/react-router';
import { OfflineView } from '@/screens/public/offline/offline.view';
import { parseOfflineSearch } from '@/screens/public/offline/offline-search';

export const Route = createFileRoute('/_public/offline')({
  validateSearch: parseOfflineSearch,
  component: OfflineRoute,
});

function OfflineRoute() {
  const { from } = Route.useSearch();
  return <OfflineView from={from} />;
}
