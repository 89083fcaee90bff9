import { type CollectionContext, pageCountOf } from '@machines/collection.machine';
import { useSourceText } from '@/i18n/texts';
import { DataTable, type DataTableProps } from './data-table';
import { LoadStatus } from './load-state';
import { Pager } from './pager';

/** What the paged table reads of a collection machine's snapshot (any item, any filters). */
export interface CollectionView<Row> {
  context: Pick<CollectionContext<Row>, 'items' | 'page' | 'pageSize' | 'total' | 'error'>;
  matches(state: 'failed'): boolean;
  hasTag(tag: 'busy'): boolean;
}

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading'> {
  /** The collection machine's snapshot. */
  table: CollectionView<Row>;
  /** Its `send`: 'Try again' and the page buttons. */
  send(event: { type: 'collection.retry' } | { type: 'page.goto'; page: number }): void;
  /** Names the pager ('Project pages'). */
  pagerLabel: string;
}

/**
 * A server-paged table of the collection machine: the data table (its loading and empty rows) with the
 * numbered pager, or the failure with 'Try again' in their place.
 */
export function PagedTable<Row>({ table, send, pagerLabel, ...tableProps }: PagedTableProps<Row>) {
  const text = useSourceText();
  if (table.matches('failed'))
    return (
      <LoadStatus
        state="failed"
        loadingText=""
        error={table.context.error && text(table.context.error)}
        onRetry={() => send({ type: 'collection.retry' })}
      />
    );
  return (
    <>
      <DataTable {...tableProps} rows={table.context.items} loading={table.hasTag('busy')} />
      <Pager
        label={pagerLabel}
        variant="numbered"
        page={table.context.page}
        pageCount={pageCountOf(table.context)}
        onGoto={(page) => send({ type: 'page.goto', page })}
      />
    </>
  );
}
