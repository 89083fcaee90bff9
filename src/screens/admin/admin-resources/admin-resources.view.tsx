import type { Resource } from '@contracts/resources';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { DeleteRowButton } from '@/components/ui/delete-dialog';
import { PagedTable } from '@/components/ui/paged-table';
import { useScreenParts } from '@/components/ui/screen-parts';
import { loadCatalogs } from '@/i18n/catalogs';
import { useRefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import { inspect } from '@/lib/inspect';
import { ListScreenFrame } from '@/shared/admin/list-screen-frame';
import { LocalTime } from '@/shared/admin/local-time';
import { type AdminResourcesLogic, adminResourcesLogic } from './admin-resources.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const columns: readonly Column<Resource>[] = [
  {
    key: 'date',
    header: <Trans>Date</Trans>,
    cell: (resource) => <LocalTime iso={resource.createdAt} show="date" />,
  },
  {
    key: 'time',
    header: <Trans>Time</Trans>,
    cell: (resource) => <LocalTime iso={resource.createdAt} show="time" />,
  },
  { key: 'title', header: <Trans>Title</Trans>, cell: (resource) => resource.title },
  { key: 'category', header: <Trans>category</Trans>, cell: (resource) => resource.category },
];

/**
 * /resources: every resource with its date, time, title and category, newest first, paged on the server;
 * 'Add new resource' and a row's Edit open /add-resource; Delete asks first. One screen machine
 * (admin-resources.machine.ts) runs every part; this view reads and sends.
 */
export function AdminResourcesView({ logic = adminResourcesLogic }: { logic?: AdminResourcesLogic }) {
  const { t } = useLingui();
  const [snapshot, send] = useActor(logic.provide({ actions: { refreshBadges: useRefreshAdminBadges() } }), {
    inspect,
  });
  const parts = useScreenParts(snapshot.children, ['resourceTable', 'resourceDelete']);

  if (!parts)
    return <ListScreenFrame titleId="admin-resources-title" title={t`Resources`} parts={undefined} />;
  const { resourceTable, resourceDelete } = parts.refs;
  const { resourceTable: table, resourceDelete: removal } = parts.snapshots;

  const rowActions = (resource: Resource) => (
    <>
      <Link
        to="/add-resource"
        search={{ id: resource.id }}
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={t`Edit ${resource.title}`}
      >
        <Trans>Edit</Trans>
      </Link>
      <DeleteRowButton item={resource} send={() => send({ type: 'resource.delete', resource })} />
    </>
  );

  return (
    <ListScreenFrame
      titleId="admin-resources-title"
      title={t`Resources`}
      parts={{
        add: (
          <Link to="/add-resource" className={button({ tone: 'accent', size: 'sm' })}>
            <Trans>Add new resource</Trans>
          </Link>
        ),
        removal: {
          removal,
          send: (event) => resourceDelete.send(event),
          question: (name) => t`Are you sure you want to delete the resource “${name}”?`,
        },
        body: (
          <PagedTable
            table={table}
            send={(event) => resourceTable.send(event)}
            pagerLabel={t`Resource pages`}
            caption={t`Every resource, newest first`}
            columns={columns}
            rowKey={(resource) => resource.id}
            loadingText={t`Loading resources...`}
            emptyText={t`No resources yet.`}
            actions={rowActions}
            actionsHeader={t`Action`}
          />
        ),
      }}
    />
  );
}
