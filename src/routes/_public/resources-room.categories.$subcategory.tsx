import { ROOM_PAGE_SIZE, subcategoryOf } from '@machines/resource-room.machine';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedResources } from '@/api/fetch-resources';
import { ResultsPage } from '@/features/resources-room/results-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

/** One subcategory's results; the router decodes the URL-encoded name. */
export const Route = createFileRoute('/_public/resources-room/categories/$subcategory')({
  component: ResultsRoute,
});

function ResultsRoute() {
  const { subcategory } = Route.useParams();
  const initial = prerenderedResources({
    page: 1,
    limit: ROOM_PAGE_SIZE,
    subcategory: subcategoryOf(subcategory),
  });
  return (
    <RoomLayout>
      {/* A new subcategory is a new list: the page starts again for it. */}
      <ResultsPage key={subcategory} subcategory={subcategory} initial={initial} />
    </RoomLayout>
  );
}
