import type { Project } from '@contracts/projects';
import { act, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { adminProjectsMachine } from '@/features/admin/projects/admin-projects.logic';
import {
  createAdminProjectsDeferred,
  renderAdminProjects,
  sampleProject,
} from '../support/admin-projects-view';
import { tablePageSuite } from '../support/table-page-suite';

const statuses = ['review', 'active', 'planning', 'completed'] as const;
const twelve: Project[] = Array.from({ length: 12 }, (_, index) =>
  sampleProject({
    id: `${String(index).padStart(8, '0')}-1111-4111-8111-111111111111`,
    title: `Project ${index + 1}`,
    status: statuses[index % 4]!,
  }),
);

tablePageSuite(adminProjectsMachine, {
  title: 'admin projects table (the collection machine at 10) on /Admin-projects',
  items: twelve,
  texts: {
    loading: 'Loading projects...',
    empty: 'No projects yet.',
    failed: 'Failed to fetch projects',
    pager: 'Project pages',
  },
  assertRows: (rows, items) => {
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
  },
  // The first project in review on the page is published.
  rowEvents: (items) => {
    const inReview = items.find((item) => item.status === 'review');
    return inReview ? [{ type: 'item.replace', item: { ...inReview, status: 'active' } }] : [];
  },
  executors: (walk) => ({
    // Publish on the server, which answers the project now active.
    'item.replace': async (event) => {
      const { item } = event as EventObject & { item: Project };
      await walk().user.click(screen.getByRole('button', { name: `Publish ${item.title}` }));
      await act(async () => walk().deferred.settle({ type: 'xstate.done.actor.updateItem', output: item }));
    },
  }),
  serializeRows: (items) => items.map((item) => [item.id, item.status]),
  deletes: 'the project',
  deferredActors: createAdminProjectsDeferred,
  notOffered: {
    'collection.refresh': 'sent after a saved form: walked in tests/machines/project-form.test.tsx',
  },
  render: (deferred) => renderAdminProjects(deferred),
  afterWalk: ({ deferred }) => {
    for (const input of deferred.inputs.updateItem!) expect(input).toMatchObject({ changes: {} });
  },
});
