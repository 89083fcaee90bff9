import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  type ProjectViewNetwork,
  projectViewMachine,
  projectViewWith,
} from '@/screens/member/project-view/project-view.machine';
import { ProjectViewView } from '@/screens/member/project-view/project-view.view';
import { sampleProject } from '../support/admin-projects-view';
import { createDeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof projectViewMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const rejected = sampleProject({
  id: '55555555-5555-4555-8555-555555555555',
  title: 'Solar Map',
  status: 'review',
  progress: 20,
  image: '/api/uploads/00000000-0000-4000-8000-000000000002',
  rejectionReason: 'Add a description of the data used',
});

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchProject', output: rejected },
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
  },
  loaded: () => {
    expect(screen.getByRole('heading', { level: 1, name: rejected.title }).id).toBe('project-view-title');
    const facts = screen.getAllByRole('term')[0]!.closest('dl')!.textContent;
    expect(facts).toContain('Statusreview');
    expect(facts).toContain(`Rejected: ${rejected.rejectionReason}`);
    expect(facts).toContain('Progress20%');
    expect(facts).toContain(`Description${rejected.description}`);
    expect(facts).toContain(`Owner${rejected.owner} · ${rejected.ownerRole}`);
    expect(screen.getByRole('img', { name: rejected.title }).getAttribute('src')).toBe(rejected.image);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/dashboard/projects/${rejected.id}/edit`,
    );
  },
  failed: (snapshot) => {
    expect(screen.getByRole('alert').textContent).toBe((snapshot as Snap).context.error);
    expect(['Project not found', 'Failed to fetch projects']).toContain((snapshot as Snap).context.error);
    expect(screen.getByRole('link', { name: 'Back to my projects' }).getAttribute('href')).toBe(
      '/dashboard/projects',
    );
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];

const executors: EventExecutors = {
  'project.retry': () => user.click(screen.getByRole('button', { name: 'Try again' })),
};

/**
 * /dashboard/projects/{id}: the screen machine is the project's load (the project detail machine), walked
 * through the view; Back and Edit are links.
 */
modelSuite(projectViewMachine, {
  title: '/dashboard/projects/{id} screen machine (the project detail machine) against the view',
  events,
  input: { id: rejected.id },
  states,
  executors,
  deferredActors: ['fetchProject'],
  render: async ({ deferred }) => {
    const logic = projectViewWith(deferred!.actors as unknown as ProjectViewNetwork);
    ({ user } = await renderView(<ProjectViewView id={rejected.id} logic={logic} />, {
      url: `/dashboard/projects/${rejected.id}`,
    }));
  },
  afterWalk: ({ deferred }) => {
    for (const input of deferred!.inputs.fetchProject!) expect(input).toEqual({ id: rejected.id });
  },
});

describe('the /dashboard/projects/{id} screen', () => {
  const project = sampleProject({ id: '66666666-6666-4666-8666-666666666666', title: 'Rain Gauge' });

  it("loads the route's project; Back and Edit lead to the list and the edit page", async () => {
    const deferred = createDeferredActors(['fetchProject']);
    const logic = projectViewWith(deferred.actors as unknown as ProjectViewNetwork);
    await renderView(<ProjectViewView id={project.id} logic={logic} />, {
      url: `/dashboard/projects/${project.id}`,
    });
    expect(deferred.inputs.fetchProject).toEqual([{ id: project.id }]);
    expect(screen.getByRole('link', { name: 'Back to my projects' }).getAttribute('href')).toBe(
      '/dashboard/projects',
    );
    await act(async () => deferred.settle({ type: 'xstate.done.actor.fetchProject', output: project }));
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/dashboard/projects/${project.id}/edit`,
    );
  });
});
