import type { Resource } from '@contracts/resources';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { adminResourcesMachine } from '@/features/admin/resources/admin-resources.logic';
import { createAdminResourcesDeferred, renderAdminResources } from '../support/admin-resources-view';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';
import { sampleResources } from '../support/resources-room-view';

type Snap = SnapshotFrom<typeof adminResourcesMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const twelve: Resource[] = sampleResources(12).map((resource, index) => ({
  ...resource,
  category: index % 2 ? 'Front-End Development' : 'Cyber Security',
  createdAt: `2025-04-${String(index + 1).padStart(2, '0')}T14:30:00.000Z`,
}));

function eventsFor(snapshot: Snap): ModelEvent[] {
  const { page, items } = snapshot.context;
  if (snapshot.matches('loading'))
    return [
      page === 1
        ? { type: 'xstate.done.actor.fetchPage', output: { items: twelve.slice(0, 10), total: 12 } }
        : { type: 'xstate.done.actor.fetchPage', output: { items: twelve.slice(10), total: 12 } },
      ...(page === 1 ? [{ type: 'xstate.done.actor.fetchPage', output: { items: [], total: 0 } }] : []),
      { type: 'xstate.error.actor.fetchPage', error: { kind: 'http', status: 500 } },
    ];
  if (snapshot.matches('failed')) return [{ type: 'collection.retry' }];
  if (snapshot.matches('empty')) return [];
  const events: ModelEvent[] = [{ type: 'page.goto', page: page === 1 ? 2 : 1 }];
  if (page === 2) events.push({ type: 'item.remove', id: items.at(-1)!.id });
  return events;
}

const table = () => screen.queryByRole('table');
const addLink = () => screen.getByRole('link', { name: 'Add new resource' });

const states: StateAssertions = {
  loading: () => {
    expect(within(table()!).getByText('Loading resources...')).toBeTruthy();
  },
  loaded: (snapshot) => {
    const { items, page } = (snapshot as Snap).context;
    expect(
      within(table()!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Time', 'Title', 'category', 'Action']);
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(
      items.map((resource) => [
        new Date(resource.createdAt).toLocaleDateString(),
        new Date(resource.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
        resource.title,
        resource.category,
        'EditDelete',
      ]),
    );
    rows.forEach((row, index) => {
      const resource = items[index]!;
      expect(
        within(row)
          .getByRole('link', { name: `Edit ${resource.title}` })
          .getAttribute('href'),
      ).toBe(`/add-resource?id=${resource.id}`);
      expect(within(row).getByRole('button', { name: `Delete ${resource.title}` })).toBeTruthy();
    });
    const pager = screen.getByRole('navigation', { name: 'Resource pages' });
    expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf((snapshot as Snap).context));
    expect(addLink().getAttribute('href')).toBe('/add-resource');
  },
  empty: () => {
    expect(within(table()!).getByText('No resources yet.')).toBeTruthy();
    expect(addLink().getAttribute('href')).toBe('/add-resource');
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Resource API request failed');
    expect(table()).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'page.goto': (event) =>
    user.click(screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` })),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  // Delete, confirmed, and deleted on the server.
  'item.remove': async (event) => {
    const { id } = event as ModelEvent & { id: string };
    const resource = twelve.find((item) => item.id === id)!;
    await user.click(screen.getByRole('button', { name: `Delete ${resource.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the resource “${resource.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
  },
};

modelSuite(adminResourcesMachine, {
  title: 'admin resources table (the collection machine at 10) on /resources',
  eventsFor: eventsFor as never,
  input: {},
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.page,
      context.total,
      context.items.map((item) => item.id),
    ]);
  },
  states,
  executors,
  deferredActors: createAdminResourcesDeferred,
  notOffered: {
    'filters.change': 'the table has no filters',
    'item.replace': 'the form is a page of its own: back on /resources the table reads its page again',
    'collection.refresh': 'the form is a page of its own: back on /resources the table reads its page again',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderAdminResources(deferred));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!)
      expect(input).toEqual({ page: expect.any(Number), limit: 10 });
    for (const input of deferred.inputs.deleteItem ?? [])
      expect(twelve.map((resource) => resource.id)).toContain((input as { id: string }).id);
  },
});
