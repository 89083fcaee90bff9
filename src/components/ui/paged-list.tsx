import { type CollectionContext, pageCountOf } from '@machines/collection.machine';
import type { ReactNode } from 'react';
import { LoadStatus, loadStateOf } from './load-state';
import { Pager, type PagerProps } from './pager';

/** What the paged list reads of a collection machine's snapshot (any item, any filters). */
export interface CollectionListView<Item> {
  value: unknown;
  context: Pick<CollectionContext<Item>, 'items' | 'page' | 'pageSize' | 'total'>;
  matches(state: 'failed'): boolean;
}

export type PagedListPager = Pick<PagerProps, 'label' | 'variant' | 'onGoto' | 'pageLink'>;

export interface PagedListProps<Item> {
  /** The collection machine's snapshot. */
  list: CollectionListView<Item>;
  /** Its loading, empty and failure texts and its 'Try again' (the kit's LoadStatus). */
  loadingText: string;
  emptyText?: string;
  error: string | undefined;
  onRetry: () => void;
  retryLabel?: string;
  /** The loaded page's items, rendered by the screen (a grid of cards, a list of notifications). */
  items: (items: Item[]) => ReactNode;
  /** The pager under them (hidden after a failure): its name, its kind, and buttons or links; none for a
   * list that shows its first page only (the dashboard's blocks). */
  pager?: PagedListPager | undefined;
}

/**
 * A server-paged list of the collection machine: its loading, empty or failure state (with 'Try again'),
 * the loaded page's items, and the pager, which stays while a page loads and goes after a failure.
 */
export function PagedList<Item>({ list, items, pager, ...status }: PagedListProps<Item>) {
  const state = loadStateOf(list);
  return (
    <>
      <LoadStatus state={state} {...status} />
      {state === 'loaded' && items(list.context.items)}
      {pager && !list.matches('failed') && (
        <Pager {...pager} page={list.context.page} pageCount={pageCountOf(list.context)} />
      )}
    </>
  );
}
