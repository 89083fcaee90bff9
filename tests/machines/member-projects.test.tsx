import type { Project } from '@contracts/projects';
import { pageCountOf } from '@machines/collection.machine';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { memberProjectsLogic, memberProjectsMachine } from '@/features/member/projects/member-projects.logic';
import { MemberProjectsPage } from '@/features/member/projects/member-projects-page';
import { sampleProject } from '../support/admin-projects-view';
import type { DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof memberProjectsMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const statuses = ['review', 'active', 'planning', 'completed'] as const;
const twelve: Project[] = Array.from({ length: 12 }, (_, index) =>
  sampleProject({
    id: `${String(index).padStart(8, '0')}-2222-4222-8222-222222222222`,
    title: `My project ${index + 1}`,
    status: statuses[index % 4]!,
    progress: index * 8,
    rejectionReason: index === 4 ? 'Add a description of the data used' : null,
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
    const headers = within(table()!)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Project Name', 'Date', 'Status', 'Progress', 'Actions']);
    const rows = within(table()!).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(
      items.map((item) => item.title),
    );
    rows.forEach((row, index) => {
      const project = items[index]!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[2]!.textContent).toBe(
        project.rejectionReason ? `${project.status}Rejected: ${project.rejectionReason}` : project.status,
      );
      expect(within(row).getByRole('progressbar', { name: `Progress of ${project.title}` })).toBeTruthy();
      expect(cells[3]!.textContent).toBe(`${project.progress}%`);
      expect(
        within(row)
          .getByRole('link', { name: `View ${project.title}` })
          .getAttribute('href'),
      ).toBe(`/dashboard/projects/${project.id}`);
      expect(
        within(row)
          .getByRole('link', { name: `Edit ${project.title}` })
          .getAttribute('href'),
      ).toBe(`/dashboard/projects/${project.id}/edit`);
      expect(within(row).getByRole('button', { name: `Delete ${project.title}` })).toBeTruthy();
    });
    const pager = screen.getByRole('navigation', { name: 'Project pages' });
    expect(within(pager).getByRole('button', { current: 'page' }).textContent).toBe(String(page));
    expect(within(pager).getAllByRole('button')).toHaveLength(pageCountOf((snapshot as Snap).context));
  },
  empty: () => {
    expect(within(table()!).getByText('You have no projects yet.')).toBeTruthy();
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

modelSuite(memberProjectsMachine, {
  title: 'member projects table (the collection machine at 10) on /dashboard/projects',
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
  deferredActors: ['fetchPage', 'deleteItem'],
  notOffered: {
    'filters.change': 'the table has no filters',
    'collection.refresh': 'the form saves on a page of its own; the table loads again when it is shown',
    'item.replace': 'the member changes a project on its edit page, not in the table',
  },
  render: async (walk) => {
    deferred = walk.deferred!;
    const actors = deferred.actors as never;
    const logic = {
      table: memberProjectsLogic.table.provide({ actors }),
      remove: memberProjectsLogic.remove.provide({ actors }),
    };
    ({ user } = await renderView(<MemberProjectsPage logic={logic} />, { url: '/dashboard/projects' }));
    expect(screen.getByRole('link', { name: 'Add New project' }).getAttribute('href')).toBe(
      '/dashboard/projects/new',
    );
  },
  afterWalk: () => {
    for (const input of deferred.inputs.fetchPage!) expect(input).toMatchObject({ limit: 10 });
    for (const input of deferred.inputs.deleteItem!) expect(input).toEqual({ id: twelve[11]!.id });
  },
});
