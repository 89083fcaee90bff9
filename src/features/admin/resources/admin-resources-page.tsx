import type { Resource } from '@contracts/resources';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteDialog, DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/admin/admin-page.css';
import {
  type AdminResourcesLogic,
  adminResourcesLogic,
  adminResourcesMessages,
} from './admin-resources.logic';

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
 * 'Add new resource' and a row's Edit open /add-resource; Delete asks first.
 */
export function AdminResourcesPage({ logic = adminResourcesLogic }: { logic?: AdminResourcesLogic }) {
  const [table, sendTable] = useActor(logic.table, { input: {}, inspect });
  const [removal, sendRemoval] = useActor(
    logic.remove.provide({
      actions: { notifyDeleted: (_, { id }) => sendTable({ type: 'item.remove', id }) },
    }),
    { input: { failedText: adminResourcesMessages.deleteFailed }, inspect },
  );

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
      <DeleteRowButton item={resource} send={sendRemoval} />
    </>
  );

  return (
    <section className={css.page} aria-labelledby="admin-resources-title">
      <title>Resources · Hub Admin</title>
      <div className={css.header}>
        <h1 id="admin-resources-title" className={css.title}>
          Resources
        </h1>
        <Link to="/add-resource" className={button({ tone: 'accent', size: 'sm' })}>
          Add new resource
        </Link>
      </div>
      <PagedTable
        table={table}
        send={sendTable}
        pagerLabel="Resource pages"
        caption="Every resource, newest first"
        columns={columns}
        rowKey={(resource) => resource.id}
        loadingText="Loading resources..."
        emptyText="No resources yet."
        actions={rowActions}
        actionsHeader="Action"
      />
      <DeleteDialog
        removal={removal}
        send={sendRemoval}
        question={(name) => `Are you sure you want to delete the resource “${name}”?`}
      />
    </section>
  );
}
