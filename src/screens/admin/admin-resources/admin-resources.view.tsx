import type { Resource } from '@contracts/resources';
import { Link } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { useRefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { inspect } from '@/lib/inspect';
import { ListScreenFrame } from '@/shared/admin/list-screen-frame';
import { type AdminResourcesLogic, adminResourcesLogic } from './admin-resources.logic';

const columns: readonly Column<Resource>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (resource) => (
      <time dateTime={resource.createdAt}>{new Date(resource.createdAt).toLocaleDateString()}</time>
    ),
  },
  {
    key: 'time',
    header: 'Time',
    cell: (resource) => (
      <time dateTime={resource.createdAt}>
        {new Date(resource.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
      </time>
    ),
  },
  { key: 'title', header: 'Title', cell: (resource) => resource.title },
  { key: 'category', header: 'category', cell: (resource) => resource.category },
];

/**
 * /resources: every resource with its date, time, title and category, newest first, paged on the server;
 * 'Add new resource' and a row's Edit open /add-resource; Delete asks first. One screen machine
 * (admin-resources.machine.ts) runs every part; this view reads and sends.
 */
export function AdminResourcesView({ logic = adminResourcesLogic }: { logic?: AdminResourcesLogic }) {
  const [snapshot, send] = useActor(logic.provide({ actions: { refreshBadges: useRefreshAdminBadges() } }), {
    inspect,
  });
  const { resourceTable, resourceDelete } = snapshot.children;
  const table = useSelector(resourceTable, (child) => child);
  const removal = useSelector(resourceDelete, (child) => child);

  if (!table || !removal)
    return <ListScreenFrame titleId="admin-resources-title" title="Resources" parts={undefined} />;

  const rowActions = (resource: Resource) => (
    <>
      <Link
        to="/add-resource"
        search={{ id: resource.id }}
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={`Edit ${resource.title}`}
      >
        Edit
      </Link>
      <DeleteRowButton item={resource} send={() => send({ type: 'resource.delete', resource })} />
    </>
  );

  return (
    <ListScreenFrame
      titleId="admin-resources-title"
      title="Resources"
      parts={{
        add: (
          <Link to="/add-resource" className={button({ tone: 'accent', size: 'sm' })}>
            Add new resource
          </Link>
        ),
        removal: {
          removal,
          send: (event) => resourceDelete?.send(event),
          question: (name) => `Are you sure you want to delete the resource “${name}”?`,
        },
        body: (
          <PagedTable
            table={table}
            send={(event) => resourceTable?.send(event)}
            pagerLabel="Resource pages"
            caption="Every resource, newest first"
            columns={columns}
            rowKey={(resource) => resource.id}
            loadingText="Loading resources..."
            emptyText="No resources yet."
            actions={rowActions}
            actionsHeader="Action"
          />
        ),
      }}
    />
  );
}
