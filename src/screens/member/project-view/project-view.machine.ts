import type { Project } from '@contracts/projects';
import { projectDetailMachine } from '@machines/project-detail.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, setup } from 'xstate';

/**
 * /dashboard/projects/{id}, one of the member's projects: one screen machine, the parent of the project's
 * load (the detail child, which shows itself, its error and its retry). Back and Edit are links; the screen
 * has no rule of its own.
 */

/** The network actor the detail calls (`fetchProject`). */
export interface ProjectViewNetwork {
  fetchProject: PromiseActorLogic<Project, { id: string }>;
}

export const projectViewMachine = setup({
  types: {
    context: {} as { id: string },
    input: {} as { id: string },
    /** The child's id is its src: `snapshot.children.projectDetail` is typed. */
    children: {} as { projectDetail: 'projectDetail' },
  },
  actors: { projectDetail: projectDetailMachine },
}).createMachine({
  id: 'projectView',
  description: "One of the member's projects with its status and, if rejected, the reason; Back and Edit.",
  context: ({ input }) => ({ id: input.id }),
  initial: 'open',
  states: {
    open: {
      description:
        "Back, then the project's load: 'Loading project...', the project, or the error with a retry.",
      invoke: part('projectDetail', ({ context }: { context: { id: string } }) => ({ id: context.id })),
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its child calls: the app's (project-view.logic.ts) or a test's. */
export function projectViewWith(network: ProjectViewNetwork) {
  return projectViewMachine.provide({
    actors: {
      projectDetail: projectDetailMachine.provide({ actors: { fetchProject: network.fetchProject } }),
    },
  });
}
