import { fromPromise } from 'xstate';
import { fetchProject } from '@/api/fetch-project';
import { projectViewWith } from './project-view.machine';

/** /dashboard/projects/{id} with its real network (GET /api/projects/:id). */
export const projectViewLogic = projectViewWith({
  fetchProject: fromPromise(({ input }) => fetchProject(input)),
});
export type ProjectViewLogic = typeof projectViewLogic;
