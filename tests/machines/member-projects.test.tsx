import type { Project } from '@contracts/projects';
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { memberProjectsLogic, memberProjectsMachine } from '@/features/member/projects/member-projects.logic';
import { MemberProjectsPage } from '@/features/member/projects/member-projects-page';
import { sampleProject } from '../support/admin-projects-view';
import { withDeferredActors } from '../support/deferred-actors';
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

tablePageSuite(memberProjectsMachine, {
  title: 'member projects table (the collection machine at 10) on /dashboard/projects',
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
    renderTablePage(
      <MemberProjectsPage logic={withDeferredActors(memberProjectsLogic, deferred)} />,
      deferred,
      '/dashboard/projects',
    ),
  afterWalk: ({ deferred }) => {
    // Only the last project (on page 2) is ever deleted.
    for (const input of deferred.inputs.deleteItem!) expect(input).toEqual({ id: twelve[11]!.id });
  },
});
