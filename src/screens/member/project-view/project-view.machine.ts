import type { Project } from '@contracts/projects';
import { createProjectDetailMachine } from '@machines/project-detail.machine';
import type { PromiseActorLogic } from 'xstate';

/**
 * /dashboard/projects/{id}, one of the member's projects: the project's load is the whole screen (Back and
 * Edit are links), so the screen machine is the project detail machine itself: 'Loading project...', the
 * project, or the error with a retry.
 */
export const projectViewMachine = createProjectDetailMachine({ id: 'projectView' });

/** The network actor the screen calls (`fetchProject`). */
export interface ProjectViewNetwork {
  fetchProject: PromiseActorLogic<Project, { id: string }>;
}

/** The project's owner as the page names it: the name and the role, whichever the project has. */
export function projectOwnerOf(project: Pick<Project, 'owner' | 'ownerRole'>): string {
  return [project.owner, project.ownerRole].filter(Boolean).join(' · ');
}

/** The screen with the network it calls: the app's (project-view.logic.ts) or a test's. */
export function projectViewWith(network: ProjectViewNetwork) {
  return projectViewMachine.provide({ actors: { fetchProject: network.fetchProject } });
}
