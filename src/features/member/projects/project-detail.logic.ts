import { projectDetailMachine } from '@machines/project-detail.machine';
import { fromPromise } from 'xstate';
import { fetchProject } from '@/api/fetch-project';

/** One project by id, with the real call (GET /api/projects/:id). */
export const projectDetailLogic = projectDetailMachine.provide({
  actors: { fetchProject: fromPromise(({ input }) => fetchProject(input)) },
});
