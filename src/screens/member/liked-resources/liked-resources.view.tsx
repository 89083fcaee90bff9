import type { Resource } from '@contracts/resources';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { PagedTable } from '@/components/ui/paged-table';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { type LikedResourcesLogic, likedResourcesLogic } from './liked-resources.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** A resource's date, in the page's language. */
function ResourceDate({ resource }: { resource: Resource }) {
  const format = useFormat();
  return <time dateTime={resource.createdAt}>{format.date(resource.createdAt)}</time>;
}

const columns: readonly Column<Resource>[] = [
  {
    key: 'name',
    header: <Trans>Resource Name</Trans>,
    cell: (resource) => (
      <>
        {resource.title}
        <span className={css.note}>{resource.subcategory}</span>
      </>
    ),
  },
  {
    key: 'date',
    header: <Trans>Date</Trans>,
    cell: (resource) => <ResourceDate resource={resource} />,
  },
];

/** View opens the material itself in a new tab. */
function ViewAction({ resource }: { resource: Resource }) {
  const { t } = useLingui();
  const { title } = resource;
  return (
    <a
      href={resource.url}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone: 'outline', size: 'sm' })}
      aria-label={t`View ${title} (opens in a new tab)`}
    >
      <Trans>View</Trans>
    </a>
  );
}

const viewAction = (resource: Resource) => <ViewAction resource={resource} />;

/**
 * /dashboard/resources: the resources the member liked, paged on the server; View opens each one. One
 * screen machine (liked-resources.machine.ts), the table itself, loads and pages it; this view reads and sends.
 */
export function LikedResourcesView({ logic = likedResourcesLogic }: { logic?: LikedResourcesLogic }) {
  const { t } = useLingui();
  const [table, send] = useActor(logic, { input: {}, inspect });
  return (
    <section className={css.page} aria-labelledby="liked-resources-title">
      <title>{t`My resources · Hub`}</title>
      <div className={css.header}>
        <h1 id="liked-resources-title" className={css.title}>
          <Trans>My resources</Trans>
        </h1>
      </div>
      <PagedTable
        table={table}
        send={send}
        pagerLabel={t`Resource pages`}
        caption={t`Resources you liked`}
        columns={columns}
        rowKey={(resource) => resource.id}
        loadingText={t`Loading resources...`}
        emptyText={t`You have not liked any resources yet.`}
        actions={viewAction}
        actionsHeader={t`Actions`}
      />
    </section>
  );
}
