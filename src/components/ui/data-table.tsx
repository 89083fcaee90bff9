import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './data-table.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface Column<Row> {
  /** Unique among the columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table (a `caption`, read first by screen readers). */
  caption: ReactNode;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** While true a single row says `loadingText` instead of the rows. */
  loading?: boolean;
  loadingText?: string;
  /** The single row shown when there are no rows. */
  emptyText: string;
  /** Buttons or menus for one row, in a last column headed `actionsHeader`. */
  actions?: (row: Row) => ReactNode;
  actionsHeader?: string;
}

/** The one data table: caption, column headers, rows, a loading row, an empty row, row actions. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingText,
  emptyText,
  actions,
  actionsHeader,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const width = columns.length + (actions ? 1 : 0);
  return (
    <div className={css.wrapper}>
      <table className={css.table} aria-busy={loading}>
        <caption className={css.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={css.headerCell}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th scope="col" className={css.headerCell}>
                {actionsHeader ?? t`Action`}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {loading && <MessageRow width={width} text={loadingText ?? t`Loading…`} />}
          {!loading && rows.length === 0 && <MessageRow width={width} text={emptyText} />}
          {!loading &&
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={css.cell}>
                    {column.cell(row)}
                  </td>
                ))}
                {actions && (
                  <td className={css.cell}>
                    <div className={css.actions}>{actions(row)}</div>
                  </td>
                )}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function MessageRow({ width, text }: { width: number; text: string }) {
  return (
    <tr>
      <td colSpan={width} className={css.message}>
        {text}
      </td>
    </tr>
  );
}
