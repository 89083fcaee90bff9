import type { Project } from '@contracts/projects';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { adminProjectsMachine } from '@/features/admin/projects/admin-projects.logic';
import {
  createAdminProjectsDeferred,
  renderAdminProjects,
  sampleProject,
} from '../support/admin-projects-view';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof adminProjectsMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const statuses = ['review', 'active', 'planning', 'completed'] as const;
const twelve: Project[] = Array.from({ length: 12 }, (_, index) =>
  sampleProject({
    id: `${String(index).padStart(8, '0')}-1111-4111-8111-111111111111`,
    title: `Project ${index + 1}`,
    status: statuses[index % 4]!,
  }),
);

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
  const inReview = items.find((item) => item.status === 'review');
  if (inReview) events.push({ type: 'item.replace', item: { ...inReview, status: 'active' } });
  if (page === 2) events.push({ type: 'item.remove', id: items.at(-1)!.id });
  return events;
}

const table = () => screen.queryByRole('table');

const states: StateAssertions = {
  loading: () => {
    expect(within(table()!).getByText('Loading projects...')).toBeTruthy();
  },
  loaded: (snapshot) => {
    const { items, page } = (snapshot as Snap).context;
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      items.map((item) => item.title),
    );
    rows.forEach((row, index) => {
      const project = items[index]!;
      expect(within(row).getByText(project.status)).toBeTruthy();
      expect(within(row).queryByRole('button', { name: `Publish ${project.title}` }) !== null).toBe(
        project.status !== 'active',
      );
      for (const action of ['Reject', 'Edit', 'Delete'])
        expect(within(row).getByRole('button', { name: `${action} ${project.title}` })).toBeTruthy();
    });
    const pager = screen.getByRole('navigation', { name: 'Project pages' });
    expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf((snapshot as Snap).context));
  },
  empty: () => {
    expect(within(table()!).getByText('No projects yet.')).toBeTruthy();
  },
  failed: () => {
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch projects');
    expect(table()).toBeNull();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'page.goto': (event) =>
    user.click(screen.getByRole('button', { name: `Page ${(event as ModelEvent & { page: number }).page}` })),
  'collection.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
  // Publish on the server, which answers the project now active.
  'item.replace': async (event) => {
    const { item } = event as ModelEvent & { item: Project };
    await user.click(screen.getByRole('button', { name: `Publish ${item.title}` }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.updateItem', output: item }));
  },
  // Delete, confirmed, and deleted on the server.
  'item.remove': async (event) => {
    const { id } = event as ModelEvent & { id: string };
    const project = twelve.find((item) => item.id === id)!;
    await user.click(screen.getByRole('button', { name: `Delete ${project.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the project “${project.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
  },
};

modelSuite(adminProjectsMachine, {
  title: 'admin projects table (the collection machine at 10) on /Admin-projects',
  eventsFor: eventsFor as never,
  input: {},
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.page,
      context.total,
      context.items.map((item) => [item.id, item.status]),
    ]);
  },
  states,
  executors,
  deferredActors: createAdminProjectsDeferred,
  notOffered: {
    'filters.change': 'the table has no filters',
    'collection.refresh': 'sent after a saved form: walked in tests/machines/project-form.test.tsx',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    ({ user } = await renderAdminProjects(deferred));
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: 10 });
    for (const input of deferred.inputs.updateItem!) expect(input).toMatchObject({ changes: {} });
  },
});
