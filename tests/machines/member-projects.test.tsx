import type { Project } from '@contracts/projects';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type MemberProjectsNetwork,
  memberProjectsMachine,
  memberProjectsWith,
  projectTableMachine,
} from '@/screens/member/member-projects/member-projects.machine';
import { MemberProjectsView } from '@/screens/member/member-projects/member-projects.view';
import { sampleProject } from '../support/admin-projects-view';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderTablePage } from '../support/table-page';
import { tablePageSuite } from '../support/table-page-suite';

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

/** The screen machine with deferred actors in place of its children's network. */
const logicWith = (deferred: DeferredActors) =>
  memberProjectsWith(deferred.actors as unknown as MemberProjectsNetwork);

tablePageSuite(projectTableMachine, {
  title: "/dashboard/projects: the screen machine's table (the collection machine at 10) against the view",
  items: twelve,
  texts: {
    loading: 'Loading projects...',
    empty: 'You have no projects yet.',
    failed: 'Failed to fetch projects',
    pager: 'Project pages',
  },
  headers: ['Project Name', 'Date', 'Status', 'Progress', 'Actions'],
  assertRows: (rows, items) => {
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
  },
  assertAround: () => {
    expect(screen.getByRole('link', { name: 'Add New project' }).getAttribute('href')).toBe(
      '/dashboard/projects/new',
    );
  },
  deletes: 'the project',
  deferredActors: ['fetchPage', 'deleteItem'],
  notOffered: {
    'collection.refresh': 'the form saves on a page of its own; the table loads again when it is shown',
    'item.replace': 'the member changes a project on its edit page, not in the table',
  },
  render: (deferred) =>
    renderTablePage(<MemberProjectsView logic={logicWith(deferred)} />, deferred, '/dashboard/projects'),
  afterWalk: ({ deferred }) => {
    // Only the last project (on page 2) is ever deleted.
    for (const input of deferred.inputs.deleteItem!) expect(input).toEqual({ id: twelve[11]!.id });
  },
});

/**
 * The screen machine's own rules, walked through the view: a row's Delete asks about that project, and a
 * project deleted on the server leaves the table, which refills its page. The last test fails when the
 * screen machine accepts an event no test here takes.
 */
describe('the /dashboard/projects screen machine joins its children', () => {
  const taken = new Set<string>();

  it('a delete asks about the project, drops its row and refills the page from the server', async () => {
    const deferred = createDeferredActors(['fetchPage', 'deleteItem']);
    const { user } = await renderTablePage(
      <MemberProjectsView logic={logicWith(deferred)} />,
      deferred,
      '/dashboard/projects',
      twelve.slice(0, 2),
    );
    const project = twelve[0]!;
    await user.click(screen.getByRole('button', { name: `Delete ${project.title}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the project “${project.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: project.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deferred.inputs.fetchPage).toEqual([
      { page: 1, limit: 10 },
      { page: 1, limit: 10 },
    ]);
    taken.add('project.delete').add('project.deleted');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(memberProjectsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
