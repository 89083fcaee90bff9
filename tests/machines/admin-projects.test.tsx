import type { Project } from '@contracts/projects';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { RefreshAdminBadges } from '@/layouts/admin/admin-badges-context';
import {
  adminProjectsMachine,
  projectTableMachine,
} from '@/screens/admin/admin-projects/admin-projects.machine';
import { AdminProjectsView } from '@/screens/admin/admin-projects/admin-projects.view';
import {
  adminProjectsLogicWith,
  createAdminProjectsDeferred,
  renderAdminProjects,
  sampleProject,
} from '../support/admin-projects-view';
import type { DeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderTablePage } from '../support/table-page';
import { tablePageSuite } from '../support/table-page-suite';

const statuses = ['review', 'active', 'planning', 'completed'] as const;
const twelve: Project[] = Array.from({ length: 12 }, (_, index) =>
  sampleProject({
    id: `${String(index).padStart(8, '0')}-1111-4111-8111-111111111111`,
    title: `Project ${index + 1}`,
    status: statuses[index % 4]!,
  }),
);

tablePageSuite(projectTableMachine, {
  title: "/Admin-projects: the screen machine's table (collection child at 10) against the view",
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

/**
 * The screen machine's own rules, each walked through the view: which row offers Publish and Reject, what a
 * row's button asks for reaches the right child, and what a child reports changes the table and the sidebar's
 * counts. The last test fails when the screen machine accepts an event no test here takes.
 */
describe('the /Admin-projects screen machine joins its children', () => {
  const taken = new Set<string>();
  const take = (...types: string[]) => {
    for (const type of types) taken.add(type);
  };
  const inReview = sampleProject({ title: 'In review', status: 'review' });
  const active = sampleProject({
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Live',
    status: 'active',
    rejectionReason: 'Too thin',
  });

  let user: UserEvent;
  let deferred: DeferredActors;
  let refreshed = 0;

  /** The table inside the admin shell's badge refresh, its first page answered. */
  async function renderScreen() {
    deferred = createAdminProjectsDeferred();
    refreshed = 0;
    ({ user } = await renderTablePage(
      <RefreshAdminBadges.Provider value={() => void refreshed++}>
        <AdminProjectsView logic={adminProjectsLogicWith(deferred)} />
      </RefreshAdminBadges.Provider>,
      deferred,
      '/Admin-projects',
      [inReview, active],
    ));
  }
  const button = (name: string) => screen.queryByRole('button', { name });
  /** After a stored change: no dialog left open, the sidebar's counts refreshed once, `fetches` page loads. */
  const expectChangeShown = (fetches: number) => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refreshed).toBe(1);
    expect(deferred.inputs.fetchPage).toHaveLength(fetches);
  };

  it('offers Publish only for a project not yet active, and Reject only for one not rejected', async () => {
    await renderScreen();
    expect(button(`Publish ${inReview.title}`)).toBeTruthy();
    expect(button(`Reject ${inReview.title}`)).toBeTruthy();
    expect(button(`Publish ${active.title}`)).toBeNull();
    expect(button(`Reject ${active.title}`)).toBeNull();
  });

  it("a publish replaces the row at once and refreshes the sidebar's counts", async () => {
    await renderScreen();
    await user.click(button(`Publish ${inReview.title}`)!);
    expect(deferred.inputs.updateItem).toEqual([{ id: inReview.id, changes: {} }]);
    expect(button(`Publish ${inReview.title}`)!.textContent).toBe('Publishing...');
    await act(async () =>
      deferred.settle({ type: 'xstate.done.actor.updateItem', output: { ...inReview, status: 'active' } }),
    );
    expect(button(`Publish ${inReview.title}`)).toBeNull();
    expectChangeShown(1);
    take('project.publish', 'project.changed');
  });

  it("a rejection with a reason replaces the row and refreshes the sidebar's counts", async () => {
    await renderScreen();
    await user.click(button(`Reject ${inReview.title}`)!);
    const dialog = screen.getByRole('dialog', { name: 'Reject project' });
    expect(within(dialog).getByText(`The owner of “${inReview.title}” is told the reason.`)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not ready');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(deferred.inputs.rejectProject).toEqual([{ id: inReview.id, reason: 'Not ready' }]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.rejectProject',
        output: { ...inReview, rejectionReason: 'Not ready' },
      }),
    );
    expect(button(`Reject ${inReview.title}`)).toBeNull();
    expectChangeShown(1);
    take('project.reject');
  });

  it("a delete asks, drops the row, refills the page from the server and refreshes the sidebar's counts", async () => {
    await renderScreen();
    await user.click(button(`Delete ${inReview.title}`)!);
    const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' });
    expect(
      within(dialog).getByText(`Are you sure you want to delete the project “${inReview.title}”?`),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deferred.inputs.deleteItem).toEqual([{ id: inReview.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.deleteItem', output: undefined }));
    expectChangeShown(2);
    take('project.delete', 'project.deleted');
  });

  it("an edit opens the project's form; a save refreshes the table and the sidebar's counts", async () => {
    await renderScreen();
    await user.click(button(`Edit ${inReview.title}`)!);
    const dialog = screen.getByRole('dialog', { name: 'Edit project' });
    expect((within(dialog).getByLabelText(/Title/) as HTMLInputElement).value).toBe(inReview.title);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(deferred.inputs.saveItem).toMatchObject([{ id: inReview.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.saveItem', output: inReview }));
    expectChangeShown(2);
    take('project.edit', 'project.saved');
  });

  it('an empty new project is not sent: the first field in error gets the focus', async () => {
    await renderScreen();
    await user.click(screen.getByRole('button', { name: 'Add New project' }));
    const dialog = screen.getByRole('dialog', { name: 'Add new project' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Title/)));
    expect(deferred.inputs.saveItem ?? []).toEqual([]);
    take('project.invalid');
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(adminProjectsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
