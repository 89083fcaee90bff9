import { commonFailureTexts } from '@contracts/failure-message';
import type { Resource } from '@contracts/resources';
import { useActor, useSelector } from '@xstate/react';
import { button } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { LoadStatus } from '@/components/ui/load-state';
import { PagedTable } from '@/components/ui/paged-table';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/member/member-page.css';
import { type LikedResourcesLogic, likedResourcesLogic } from './liked-resources.logic';

const columns: readonly Column<Resource>[] = [
  {
    key: 'name',
    header: 'Resource Name',
    cell: (resource) => (
      <>
        {resource.title}
        <span className={css.note}>{resource.subcategory}</span>
      </>
    ),
  },
  {
    key: 'date',
    header: 'Date',
    cell: (resource) => (
      <time dateTime={resource.createdAt}>{new Date(resource.createdAt).toLocaleDateString()}</time>
    ),
  },
];

/** View opens the material itself in a new tab. */
function viewAction(resource: Resource) {
  return (
    <a
      href={resource.url}
      target="_blank"
      rel="noopener noreferrer"
      className={button({ tone: 'outline', size: 'sm' })}
      aria-label={`View ${resource.title} (opens in a new tab)`}
    >
      View
    </a>
  );
}

/**
 * /dashboard/resources: the resources the member liked, paged on the server; View opens each one. One
 * screen machine (liked-resources.machine.ts) runs the table; this view reads it and sends.
 */
export function LikedResourcesView({ logic = likedResourcesLogic }: { logic?: LikedResourcesLogic }) {
  const [snapshot] = useActor(logic, { inspect });
  const { likedTable } = snapshot.children;
  const table = useSelector(likedTable, (child) => child);
  return (
    <section className={css.page} aria-labelledby="liked-resources-title">
      <title>My resources · Hub</title>
      <div className={css.header}>
        <h1 id="liked-resources-title" className={css.title}>
          My resources
        </h1>
      </div>
      {table ? (
        <PagedTable
          table={table}
          send={(event) => likedTable?.send(event)}
          pagerLabel="Resource pages"
          caption="Resources you liked"
          columns={columns}
          rowKey={(resource) => resource.id}
          loadingText="Loading resources..."
          emptyText="You have not liked any resources yet."
          actions={viewAction}
          actionsHeader="Actions"
        />
      ) : (
        <LoadStatus state="failed" loadingText="" error={commonFailureTexts.unexpected} />
      )}
    </section>
  );
}
