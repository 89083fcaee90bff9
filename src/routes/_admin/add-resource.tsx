import { resourceMessages } from '@contracts/resources';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Banner } from '@/components/ui/banner';
import { button } from '@/components/ui/button';
import { AddResourcePage } from '@/features/admin/resources/add-resource-page';

/** /add-resource, or `?id=` to edit a stored resource (read before the form opens). */
export const Route = createFileRoute('/_admin/add-resource')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && search.id !== '' ? { id: search.id } : {},
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ deps }) => {
    if (!deps.id) return { resource: undefined };
    const { fetchResource } = await import('@/api/fetch-resource');
    return { resource: await fetchResource({ id: deps.id }) };
  },
  component: AddResourceRoute,
  errorComponent: EditLoadError,
});

function AddResourceRoute() {
  const { resource } = Route.useLoaderData();
  return <AddResourcePage key={resource?.id ?? 'new'} resource={resource} />;
}

function EditLoadError() {
  return (
    <Banner
      tone="error"
      action={
        <Link to="/resources" className={button({ tone: 'primary', size: 'sm' })}>
          Back to resources
        </Link>
      }
    >
      {resourceMessages.notFound}
    </Banner>
  );
}
