import type { Resource } from '@contracts/resources';
import { pageCountOf } from '@machines/collection.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { LoadStatus } from '@/components/ui/load-state';
import { Pager } from '@/components/ui/pager';
import { inspect } from '@/lib/inspect';
import * as css from '../admin-page.css';
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
      {table.matches('failed') ? (
        <LoadStatus
          state="failed"
          loadingText=""
          error={table.context.error}
          onRetry={() => sendTable({ type: 'collection.retry' })}
        />
      ) : (
        <DataTable
          caption="Every resource, newest first"
          columns={columns}
          rows={table.context.items}
          rowKey={(resource) => resource.id}
          loading={table.hasTag('busy')}
          loadingText="Loading resources..."
          emptyText="No resources yet."
          actions={rowActions}
          actionsHeader="Action"
        />
      )}
      {!table.matches('failed') && (
        <Pager
          label="Resource pages"
          variant="numbered"
          page={table.context.page}
          pageCount={pageCountOf(table.context)}
          onGoto={(page) => sendTable({ type: 'page.goto', page })}
        />
      )}
      <ConfirmDialog
        open={!removal.matches('idle')}
        title="Delete Confirmation"
        question={`Are you sure you want to delete the resource “${removal.context.target?.name ?? ''}”?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={removal.hasTag('busy')}
        error={removal.context.error}
        onConfirm={() => sendRemoval({ type: 'delete.confirm' })}
        onCancel={() => sendRemoval({ type: 'delete.cancel' })}
      />
    </section>
  );
}
