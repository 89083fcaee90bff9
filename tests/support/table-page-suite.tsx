import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { DeferredActors } from './deferred-actors';
import type { EventExecutors, StateAssertions } from './model';
import { modelSuite } from './model-suite';
import type { renderView } from './render-view';

type ModelEvent = EventObject & Record<string, unknown>;
type User = Awaited<ReturnType<typeof renderView>>['user'];

/** What a table page's own executors and checks get: this walk's user and deferred actors. */
export interface TableWalk {
  user: User;
  deferred: DeferredActors;
}

/** The collection machine's context as the table shows it. */
interface TableContext<Item> {
  page: number;
  total: number;
  pageSize: number;
  items: Item[];
}

export interface TablePageSuiteOptions<Item extends { id: string; title: string }> {
  title: string;
  /** The stored rows: more than one page of ten, answered page by page. */
  items: readonly Item[];
  texts: {
    loading: string;
    empty: string;
    /** The alert of a failed fetch. */
    failed: string;
    /** The pager's accessible name ('Blog pages'). */
    pager: string;
  };
  /** How the page's fetch fails; an HTTP 500 unless told. */
  fetchError?: unknown;
  /** The column headers, in order, when the test checks them. */
  headers?: readonly string[];
  /** The page's own checks of the rows shown (without the header row) against the items on this page. */
  assertRows: (rows: HTMLElement[], items: readonly Item[]) => void;
  /** Checks of the page around the table, on every loaded and empty table (an add button or link). */
  assertAround?: () => void;
  /**
   * The item's name in the delete question ('the blog post' in 'Are you sure you want to delete the blog post
   * “Post 12”?'): on page 2 the last row is deleted, confirmed and deleted on the server. None: no deletes.
   */
  deletes?: string;
  /** More events a loaded page offers (a row's publish), with the executors that do them. */
  rowEvents?: (items: readonly Item[]) => ModelEvent[];
  executors?: (walk: () => TableWalk) => EventExecutors;
  /**
   * What of the rows tells two states apart: their ids unless told (add a status a row action changes; none
   * where the rows follow from the page alone).
   */
  serializeRows?: (items: readonly Item[]) => unknown;
  deferredActors: readonly string[] | (() => DeferredActors);
  /** Why the events the walk never offers are left out ('filters.change' is, for every table here). */
  notOffered: Readonly<Record<string, string>>;
  /** Renders the page with this walk's deferred actors. */
  render: (deferred: DeferredActors) => Promise<{ user: User }>;
  /** Checks of the actors' inputs after a walk, beyond the page size of every fetch. */
  afterWalk?: (walk: TableWalk) => void;
}

const pageSize = 10;

/**
 * The model-based suite of a page whose table is a collection machine at ten rows a page: every path through
 * loading, loaded (two pages), empty and failed, walked against the real page, with the loading, empty and
 * failure texts, the rows, the pager and the delete question checked at each step.
 */
export function tablePageSuite<Item extends { id: string; title: string }>(
  machine: AnyStateMachine,
  options: TablePageSuiteOptions<Item>,
) {
  const { items, texts } = options;
  const fetchError = options.fetchError ?? { kind: 'http', status: 500 };
  const contextOf = (snapshot: { context: unknown }) => snapshot.context as TableContext<Item>;
  const table = () => screen.queryByRole('table');
  let walk: TableWalk;

  function eventsFor(snapshot: AnyMachineSnapshot): ModelEvent[] {
    const { page, items: shown } = contextOf(snapshot);
    if (snapshot.matches('loading'))
      return [
        {
          type: 'xstate.done.actor.fetchPage',
          output: { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length },
        },
        ...(page === 1 ? [{ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } }] : []),
        { type: 'xstate.error.actor.fetchPage', error: fetchError },
      ];
    if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
    if (snapshot.matches('empty')) return [];
    const events: ModelEvent[] = [{ type: 'page.goto', page: page === 1 ? 2 : 1 }];
    events.push(...(options.rowEvents?.(shown) ?? []));
    if (options.deletes && page === 2) events.push({ type: 'item.remove', id: shown.at(-1)!.id });
    return events;
  }

  const states: StateAssertions = {
    loading: () => {
      expect(within(table()!).getByText(texts.loading)).toBeTruthy();
    },
    loaded: (snapshot) => {
      const context = contextOf(snapshot);
      if (options.headers)
        expect(
          within(table()!)
            .getAllByRole('columnheader')
            .map((header) => header.textContent),
        ).toEqual(options.headers);
      options.assertRows(within(table()!).getAllByRole('row').slice(1), context.items);
      const pager = screen.getByRole('navigation', { name: texts.pager });
      expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(context.page));
      expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf(context));
      options.assertAround?.();
    },
    empty: () => {
      expect(within(table()!).getByText(texts.empty)).toBeTruthy();
      options.assertAround?.();
    },
    failed: () => {
      expect(screen.getByRole('alert').textContent).toBe(texts.failed);
      expect(table()).toBeNull();
    },
  };

  const deleteExecutor: EventExecutors = {
    'item.remove': async (event) => {
      const { id } = event as ModelEvent & { id: string };
      const item = items.find((candidate) => candidate.id === id)!;
      await walk.user.click(screen.getByRole('button', { name: `Delete ${item.title}` }));
      const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
      expect(
        within(dialog).getByText(`Are you sure you want to delete ${options.deletes} “${item.title}”?`),
      ).toBeTruthy();
      await walk.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await act(async () =>
        walk.deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }),
      );
    },
  };

  const executors: EventExecutors = {
    'page.goto': (event) =>
      walk.user.click(
        screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` }),
      ),
    'collection.retry': () => walk.user.click(screen.getByRole('button', { name: 'Try again' })),
    ...(options.deletes ? deleteExecutor : {}),
    ...options.executors?.(() => walk),
  };

  return modelSuite(machine, {
    title: options.title,
    eventsFor: eventsFor as never,
    input: {},
    serializeState: (snapshot) => {
      const { page, total, items: shown } = contextOf(snapshot as AnyMachineSnapshot);
      const rows = options.serializeRows ?? ((items: readonly Item[]) => items.map((item) => item.id));
      return JSON.stringify([(snapshot as AnyMachineSnapshot).value, page, total, rows(shown)]);
    },
    states,
    executors,
    deferredActors: options.deferredActors,
    notOffered: { 'filters.change': 'the table has no filters', ...options.notOffered },
    render: async ({ deferred }) => {
      walk = { deferred: deferred!, user: (await options.render(deferred!)).user };
    },
    afterWalk: () => {
      for (const input of walk.deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: pageSize });
      for (const input of walk.deferred.inputs.deleteItem ?? [])
        expect(items.map((item) => ({ id: item.id }))).toContainEqual(input);
      options.afterWalk?.(walk);
    },
  });
}

/** The text of every cell of each row, row by row. */
export const cellTextsOf = (rows: HTMLElement[]) =>
  rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

/** The Date and Time cells of an item stored at `iso`, as the admin tables show them. */
export const dateAndTimeOf = (iso: string) => [
  new Date(iso).toLocaleDateString(),
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
];
