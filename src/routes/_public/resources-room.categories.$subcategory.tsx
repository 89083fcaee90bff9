import { ROOM_PAGE_SIZE, subcategoryOf } from '@machines/resource-room.machine';
import { createFileRoute } from '@tanstack/react-router';
import { prerenderedResources } from '@/api/fetch-resources';
import { ResourcesRoomListView } from '@/screens/public/resources-room-list/resources-room-list.view';
import { RoomLayout } from '@/shared/resources-room/room-nav';

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
      <ResourcesRoomListView key={subcategory} list="results" subcategory={subcategory} initial={initial} />
    </RoomLayout>
  );
}
