import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyStateMachine, EventObject } from 'xstate';
import { dashboardMessages } from '../../fixtures/member-area-messages';
import type { EventExecutors } from '../model';
import { modelSuite } from '../model-suite';
import { type DashboardActors, dashboardActors, renderDashboard } from './dashboard';

/** One list block of /dashboard (a collection machine showing its first page only). */
export interface DashboardBlock<Item> {
  machine: AnyStateMachine;
  /** The block's region name (its heading). */
  region: string;
  /** Which of the dashboard's deferred actor sets the block uses. */
  actors: Exclude<keyof DashboardActors, 'profile'>;
  limit: number;
  texts: { loading: string; empty: string; failed: string };
  /** A page of items the server answers. */
  items: Item[];
  /** What the block shows for each item, in order. */
  shown: (items: Item[]) => (string | null | undefined)[];
  /** Read one item's shown text from its list item. */
  itemText: (item: HTMLElement) => string | null | undefined;
  /** The live event that makes the block fetch again (none: the block is not refreshed). */
  refreshEvent?: { type: string; data: unknown };
  notOffered: Record<string, string>;
}

/**
 * The model suite of a dashboard list block: loading, loaded, empty and failed inside its own region, retry
 * by its button, and (when it has one) a live event fetching the newest items again; every fetch asks
 * for page 1 of `limit`.
 */
export function dashboardBlockSuite<Item>(block: DashboardBlock<Item>) {
  const region = () => screen.getByRole('region', { name: block.region });
  const listItems = () => within(region()).queryAllByRole('listitem');
  let user: UserEvent;
  let actors: DashboardActors;
  let live: Awaited<ReturnType<typeof renderDashboard>>['live'];

  const executors: EventExecutors = {
    'collection.retry': () => user.click(within(region()).getByRole('button', { name: 'Try again' })),
    ...(block.refreshEvent && { 'collection.refresh': () => live.push(block.refreshEvent!) }),
  };
  const events: EventObject[] = [
    { type: 'xstate.done.actor.fetchPage', output: { items: block.items, total: block.items.length + 3 } },
    { type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } },
    { type: 'xstate.error.actor.fetchPage', error: { kind: 'network' } },
    { type: 'collection.retry' },
    ...(block.refreshEvent ? [{ type: 'collection.refresh' }] : []),
  ] as EventObject[];

  return modelSuite(block.machine, {
    title: `${block.region} (collection machine) on /dashboard`,
    events: events as never,
    input: {},
    states: {
      loading: () => {
        expect(within(region()).getByRole('status').textContent).toBe(block.texts.loading);
        expect(listItems()).toEqual([]);
      },
      loaded: (snapshot) => {
        const items = (snapshot.context as { items: Item[] }).items;
        expect(listItems().map(block.itemText)).toEqual(block.shown(items));
      },
      empty: () => {
        expect(within(region()).getByText(block.texts.empty)).toBeTruthy();
        expect(listItems()).toEqual([]);
      },
      failed: () => {
        expect(within(region()).getByRole('alert').textContent).toBe(block.texts.failed);
        expect(listItems()).toEqual([]);
      },
    },
    executors,
    deferredActors: () => {
      actors = dashboardActors();
      return actors[block.actors];
    },
    render: async () => {
      ({ user, live } = await renderDashboard(actors));
    },
    afterWalk: () => {
      for (const input of actors[block.actors].inputs.fetchPage!)
        expect(input).toEqual({ page: 1, limit: block.limit });
    },
    notOffered: block.notOffered,
    messages: { catalogue: dashboardMessages },
  });
}
