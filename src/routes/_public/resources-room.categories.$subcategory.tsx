import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '@/features/resources-room/results-page';
import { RoomLayout } from '@/features/resources-room/room-nav';

/** One subcategory's results; the router decodes the URL-encoded name. */
export const Route = createFileRoute('/_public/resources-room/categories/$subcategory')({
  component: ResultsRoute,
});

function ResultsRoute() {
  const { subcategory } = Route.useParams();
  return (
    <RoomLayout>
      {/* A new subcategory is a new list: the page starts again for it. */}
      <ResultsPage key={subcategory} subcategory={subcategory} />
    </RoomLayout>
  );
}
