import { projectDetailMachine } from '@machines/project-detail.machine';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  type MemberProjectFormNetwork,
  memberProjectFormMachine,
  memberProjectFormWith,
} from '@/screens/member/member-project-form/member-project-form.machine';
import { MemberProjectFormView } from '@/screens/member/member-project-form/member-project-form.view';
import { sampleProject } from '../support/admin-projects-view';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof projectDetailMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const stored = sampleProject({
  id: '77777777-7777-4777-8777-777777777777',
  title: 'Solar Map',
  description: 'Maps rooftops for panels',
});

const actorNames = ['fetchProject', 'saveItem'] as const;
/** The screen machine with deferred actors in place of its children's network. */
const logicWith = (deferred: DeferredActors) =>
  memberProjectFormWith(deferred.actors as unknown as MemberProjectFormNetwork);

const title = () => screen.getByLabelText(/Title/) as HTMLInputElement;

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchProject', output: stored },
  {
    type: 'xstate.error.actor.fetchProject',
    error: { kind: 'http', status: 404, message: 'Project not found' },
  },
  { type: 'xstate.error.actor.fetchProject', error: { kind: 'network' } },
  { type: 'project.retry' },
];

const states: StateAssertions = {
  loading: () => {
    expect(screen.getByRole('status').textContent).toBe('Loading project...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  },
  // The stored project fills the form.
  loaded: () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Edit project' })).toBeTruthy();
    expect(title().value).toBe(stored.title);
    expect((screen.getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe(stored.description);
  },
  failed: (snapshot) => {
    expect(screen.getByRole('alert').textContent).toBe((snapshot as Snap).context.error);
    expect(['Project not found', 'Failed to fetch projects']).toContain((snapshot as Snap).context.error);
    expect(screen.queryByLabelText(/Title/)).toBeNull();
  },
};

let user: UserEvent;

const executors: EventExecutors = {
  'project.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

modelSuite(projectDetailMachine, {
  title: "/dashboard/projects/{id}/edit: the screen machine's project load against the view",
  events,
  input: { id: stored.id },
  states,
  executors,
  deferredActors: actorNames,
  render: async ({ deferred }) => {
    ({ user } = await renderView(<MemberProjectFormView id={stored.id} logic={logicWith(deferred!)} />, {
      url: `/dashboard/projects/${stored.id}/edit`,
    }));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchProject!) expect(input).toEqual({ id: stored.id });
  },
});

/**
 * The screen machine's own rules, walked through the view: an id loads the project and fills the form with
 * it, none opens the empty form; saved or cancelled, the page goes back to /dashboard/projects; an empty
 * submit moves the focus to the first field in error. The last test fails when the screen machine accepts
 * an event no test here takes.
 */
describe('the project form screen machine (/dashboard/projects/new, /dashboard/projects/{id}/edit)', () => {
  const taken = new Set<string>();
  let deferred: DeferredActors;
  let router: Awaited<ReturnType<typeof renderView>>['router'];

  async function renderScreen(id?: string) {
    deferred = createDeferredActors(actorNames);
    const url = id ? `/dashboard/projects/${id}/edit` : '/dashboard/projects/new';
    ({ user, router } = await renderView(<MemberProjectFormView id={id} logic={logicWith(deferred)} />, {
      url,
    }));
  }

  it('a new project: the empty form at once; an empty Save sends nothing and focuses the first field in error', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Add new project' })).toBeTruthy();
    expect(title().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(title()));
    expect(deferred.inputs.saveItem).toEqual([]);
    expect(deferred.inputs.fetchProject).toEqual([]);
    taken.add('form.invalid');
  });

  it('a saved new project goes back to /dashboard/projects', async () => {
    await renderScreen();
    await user.type(title(), 'Rain Gauge');
    await user.type(screen.getByLabelText(/Description/), 'Counts the rain');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deferred.inputs.saveItem).toMatchObject([{ fields: { title: 'Rain Gauge' } }]);
    expect((deferred.inputs.saveItem![0] as { id?: string }).id).toBeUndefined();
    await act(async () => deferred.settle({ type: 'xstate.done.actor.saveItem', output: stored }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'));
    taken.add('form.closed');
  });

  it("an edit loads the route's project, fills the form with it and saves it by its id", async () => {
    await renderScreen(stored.id);
    expect(deferred.inputs.fetchProject).toEqual([{ id: stored.id }]);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchProject', output: stored }));
    expect(title().value).toBe(stored.title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(deferred.inputs.saveItem).toMatchObject([{ id: stored.id, fields: { title: stored.title } }]);
    taken.add('project.loaded');
  });

  it('Cancel goes back to /dashboard/projects without saving', async () => {
    await renderScreen(stored.id);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchProject', output: stored }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/projects'));
    expect(deferred.inputs.saveItem).toEqual([]);
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(memberProjectFormMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
