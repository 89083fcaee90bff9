import { projectDetailMachine } from '@machines/project-detail.machine';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { type ProjectViewNetwork, projectViewWith } from '@/screens/member/project-view/project-view.machine';
import { ProjectViewView } from '@/screens/member/project-view/project-view.view';
import { sampleProject } from '../support/admin-projects-view';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof projectDetailMachine>;
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

modelSuite(projectDetailMachine, {
  title: "project detail machine on /dashboard/projects/{id} (the screen machine's child) against the view",
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
