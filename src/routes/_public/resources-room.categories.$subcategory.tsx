import { createFileRoute } from '@tanstack/react-router';
import { ResultsPage } from '@/features/resources-room/results-page';

/** One subcategory's results; the router decodes the URL-encoded name. */
export const Route = createFileRoute('/_public/resources-room/categories/$subcategory')({
  component: ResultsRoute,
});

function ResultsRoute() {
  const { subcategory } = Route.useParams();
  // A new subcategory is a new list: the page starts again for it.
  return <ResultsPage key={subcategory} subcategory={subcategory} />;
}
