import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ProjectViewNetwork,
  projectViewMachine,
  projectViewWith,
} from '@/screens/member/project-view/project-view.machine';
import { ProjectViewView } from '@/screens/member/project-view/project-view.view';
import { sampleProject } from '../support/admin-projects-view';
import { createDeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderView } from '../support/render-view';

/**
 * /dashboard/projects/{id}: the screen machine runs the project's load, whose model suite walks it through
 * this screen (tests/machines/project-detail.test.tsx). The screen's own part: the project it asks for, and
 * Back and Edit as links; the last test fails once the screen machine accepts an event.
 */
describe('the /dashboard/projects/{id} screen machine', () => {
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

  it('takes every event the screen machine accepts (none: its child shows itself)', () => {
    expect(acceptedEventTypes(projectViewMachine)).toEqual([]);
  });
});
