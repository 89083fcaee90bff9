import { createFileRoute } from '@tanstack/react-router';
import { routeSearch } from '@/lib/route-search';
import { AddResourceView } from '@/screens/admin/add-resource/add-resource.view';

const addResourceSearch = routeSearch({
  id: (id) => (typeof id === 'string' && id !== '' ? id : undefined),
});

/**
 * /add-resource, or `?id=` to edit a stored resource (read before the form opens; one that cannot be read
 * is shown by the page, which keeps the error view in the page's own chunk).
 */
export const Route = createFileRoute('/_admin/add-resource')({
  validateSearch: addResourceSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ deps }) =>
    import('@/screens/admin/add-resource/add-resource.logic').then(({ loadResourceToEdit }) =>
      loadResourceToEdit(deps.id),
    ),
  component: AddResourceRoute,
});

function AddResourceRoute() {
  const { resource, missing } = Route.useLoaderData();
  return <AddResourceView key={resource?.id ?? 'new'} resource={resource} missing={missing} />;
}
