import { fromPromise } from 'xstate';
import { deleteProject } from '@/api/delete-project';
import { fetchProjects } from '@/api/fetch-projects';
import { memberProjectsWith } from './member-projects.machine';

/** /dashboard/projects with its real network: the API modules the children call. */
export const memberProjectsLogic = memberProjectsWith({
  fetchPage: fromPromise(({ input }) => fetchProjects({ page: input.page, limit: input.limit, owner: 'me' })),
  deleteItem: fromPromise(({ input }) => deleteProject(input)),
});
export type MemberProjectsLogic = typeof memberProjectsLogic;
