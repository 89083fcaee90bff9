import { PAGE_LIMIT_DEFAULT, type Page, totalPages } from '@contracts/paging';
import type { Text } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * The one machine for server-paged lists (the members grid, the inquiry queue, the admin tables, the
 * resources room): fetch a page, show it, empty or failed (with retry), go to another page, refresh, and
 * keep a page in step with single-item changes. The page being fetched is the invoked actor: going to
 * another page while one loads restarts it, so an answer for a page no longer wanted is never shown.
 */

/** What a list item needs: an id to be replaced or removed by. */
export interface CollectionItem {
  id: string;
}

export type CollectionFilters = Record<string, string | number | boolean | undefined>;

/** What `fetchPage` is asked for: the page, its size and the list's filters. */
export type CollectionQuery<Filters extends CollectionFilters = CollectionFilters> = {
  page: number;
  limit: number;
} & Filters;

export interface CollectionContext<Item, Filters extends CollectionFilters = CollectionFilters> {
  /** The page shown or being fetched (from 1). */
  page: number;
  pageSize: number;
  items: Item[];
  /** Items in the whole list (the server's `total`). */
  total: number;
  filters: Filters;
  /** The screen's text for the last failure; undefined unless failed. */
  error: Text | undefined;
  /** The first page came with the prerendered HTML (`initial`), even an empty one. */
  fromHtml: boolean;
}

export type CollectionEvent<Item, Filters extends CollectionFilters = CollectionFilters> =
  | { type: 'page.goto'; page: number }
  | { type: 'collection.retry' }
  | { type: 'collection.refresh' }
  | { type: 'filters.change'; filters: Filters }
  /** An item changed on the server (a status, a role): shown at once, no refetch. */
  | { type: 'item.replace'; item: Item }
  /** An item was deleted on the server: dropped, then the page refills from the server. */
  | { type: 'item.remove'; id: string };

export interface CollectionInput<Item = unknown, Filters extends CollectionFilters = CollectionFilters> {
  page?: number;
  filters?: Filters;
  /**
   * The page as the prerendered HTML carries it: shown at once (the same first render as the server's),
   * then fetched again quietly, since it is as old as the build.
   */
  initial?: Page<Item>;
}

export interface CollectionOptions<Filters extends CollectionFilters = CollectionFilters> {
  /** The machine's id (its chart and inspector name). */
  id: string;
  pageSize: number;
  /** The screen's text for a failed fetch (an ApiFailure or anything thrown). */
  errorMessage: (error: unknown) => Text;
  /** The list's filters when its input names none (the resources room's most liked: sorted by likes). */
  filters?: Filters;
}

/** Number of pages the context's total fills (at least 1). */
export function pageCountOf(context: { total: number; pageSize: number }): number {
  return totalPages(context.total, context.pageSize);
}

/** The actor's input for the context's page. */
function queryOf<Filters extends CollectionFilters>(
  context: CollectionContext<unknown, Filters>,
): CollectionQuery<Filters> {
  return { ...context.filters, page: context.page, limit: context.pageSize };
}

/** Builds the collection machine of one list; `fetchPage` is provided by the app (`.provide({ actors })`). */
export function createCollectionMachine<
  Item extends CollectionItem,
  Filters extends CollectionFilters = CollectionFilters,
>({ id, pageSize, errorMessage, filters }: CollectionOptions<Filters>) {
  const machineSetup = setup({
    types: {
      context: {} as CollectionContext<Item, Filters>,
      events: {} as CollectionEvent<Item, Filters>,
      input: {} as CollectionInput<Item, Filters>,
    },
    actors: {
      fetchPage: fromPromise<Page<Item>, CollectionQuery>(async () => {
        throw new Error('fetchPage is provided by the app');
      }),
    },
    guards: {
      isOtherPage: ({ context, event }) => {
        assertEvent(event, 'page.goto');
        return event.page !== context.page && event.page >= 1;
      },
      hasNoItems: (_, page: Page<Item>) => page.items.length === 0,
      hasInitialPage: ({ context }) => context.fromHtml && context.items.length > 0,
      hasInitialEmptyPage: ({ context }) => context.fromHtml && context.items.length === 0,
      /** The page asked for is past the end (the list shrank): the last page is fetched instead. */
      isPastLastPage: ({ context }, page: Page<Item>) =>
        page.items.length === 0 && page.total > 0 && context.page > totalPages(page.total, context.pageSize),
    },
    actions: {
      assignPage: assign({
        page: ({ event }) => {
          assertEvent(event, 'page.goto');
          return event.page;
        },
      }),
      assignFilters: assign({
        filters: ({ event }) => {
          assertEvent(event, 'filters.change');
          return event.filters;
        },
        page: 1,
      }),
      assignItems: assign({
        items: (_, page: Page<Item>) => page.items,
        total: (_, page: Page<Item>) => page.total,
        error: undefined,
      }),
      assignLastPage: assign({
        page: ({ context }, page: Page<Item>) => totalPages(page.total, context.pageSize),
        total: (_, page: Page<Item>) => page.total,
      }),
      assignError: assign({
        items: [],
        error: (_, { error }: { error: unknown }) => errorMessage(error),
      }),
      replaceItem: assign({
        items: ({ context, event }) => {
          assertEvent(event, 'item.replace');
          return context.items.map((item) => (item.id === event.item.id ? event.item : item));
        },
      }),
      removeItem: assign(({ context, event }) => {
        assertEvent(event, 'item.remove');
        const items = context.items.filter((item) => item.id !== event.id);
        const total = Math.max(0, context.total - (context.items.length - items.length));
        // Deleting the last item of the last page goes back one page.
        const page = Math.min(context.page, totalPages(total, context.pageSize));
        return { items, total, page };
      }),
    },
  });

  /** Fetches the page the HTML came with again: the answer replaces it; a failure keeps what is shown. */
  function revalidate(onFailure: 'loaded' | 'empty') {
    const answer = ({ event }: { event: { output: Page<Item> } }) => event.output;
    return {
      id: 'fetchPage',
      src: 'fetchPage',
      input: ({ context }: { context: CollectionContext<Item, Filters> }) => queryOf(context),
      onDone: [
        {
          guard: { type: 'hasNoItems', params: answer },
          target: 'empty',
          actions: { type: 'assignItems', params: answer },
        },
        { target: 'loaded', actions: { type: 'assignItems', params: answer } },
      ],
      onError: { target: onFailure },
    } as const;
  }

  return machineSetup.createMachine({
    id,
    description: `A server-paged list of ${pageSize} a page: loading, loaded, empty or failed.`,
    context: ({ input }) => ({
      page: input.page ?? 1,
      pageSize,
      items: input.initial?.items ?? [],
      total: input.initial?.total ?? 0,
      filters: input.filters ?? filters ?? ({} as Filters),
      error: undefined,
      fromHtml: input.initial !== undefined,
    }),
    initial: 'starting',
    on: {
      'filters.change': { target: '.loading', reenter: true, actions: 'assignFilters' },
      'collection.refresh': { target: '.loading', reenter: true },
    },
    states: {
      starting: {
        description:
          'Shows the page the HTML came with, if any (its items or its empty text); else fetches it.',
        always: [
          { guard: 'hasInitialPage', target: 'revalidating' },
          { guard: 'hasInitialEmptyPage', target: 'revalidatingEmpty' },
          { target: 'loading' },
        ],
      },
      revalidating: {
        description:
          'The page the HTML came with, shown while it is fetched again quietly (no loading text): a newer answer replaces it, a failure keeps it.',
        invoke: revalidate('loaded'),
        on: {
          'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
        },
      },
      revalidatingEmpty: {
        description:
          'The HTML came with an empty page: its empty text, shown while the page is fetched again quietly (a failure keeps it).',
        invoke: revalidate('empty'),
      },
      loading: {
        description: 'The page is being fetched: a loading text in place of the list.',
        tags: ['busy'],
        invoke: {
          id: 'fetchPage',
          src: 'fetchPage',
          input: ({ context }) => queryOf(context),
          onDone: [
            {
              guard: { type: 'isPastLastPage', params: ({ event }) => event.output },
              target: 'loading',
              reenter: true,
              actions: { type: 'assignLastPage', params: ({ event }) => event.output },
            },
            {
              guard: { type: 'hasNoItems', params: ({ event }) => event.output },
              target: 'empty',
              actions: { type: 'assignItems', params: ({ event }) => event.output },
            },
            { target: 'loaded', actions: { type: 'assignItems', params: ({ event }) => event.output } },
          ],
          onError: {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        },
        on: {
          'page.goto': { guard: 'isOtherPage', target: 'loading', reenter: true, actions: 'assignPage' },
        },
      },
      loaded: {
        description: 'The items of the page; a pager when there is more than one page.',
        on: {
          'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
          'item.replace': { actions: 'replaceItem' },
          'item.remove': { target: 'loading', actions: 'removeItem' },
        },
      },
      empty: {
        description: 'The list has nothing to show on this page.',
        on: {
          'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
        },
      },
      failed: {
        description: "The screen's error text in place of the list, with a way to try again.",
        on: {
          'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
          'collection.retry': { target: 'loading' },
        },
      },
    },
  });
}

export type CollectionMachine<
  Item extends CollectionItem,
  Filters extends CollectionFilters = CollectionFilters,
> = ReturnType<typeof createCollectionMachine<Item, Filters>>;

/** The chart's instance (docs/flows/collection.md): any list, the default page size of the API. */
export const collectionMachine = createCollectionMachine<CollectionItem>({
  id: 'collection',
  pageSize: PAGE_LIMIT_DEFAULT,
  errorMessage: () => ({ id: 'collection.fetchFailed', message: 'Failed to fetch the list' }),
});
