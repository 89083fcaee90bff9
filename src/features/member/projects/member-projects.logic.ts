import { failureMessage } from '@contracts/failure-message';
import { type Project, projectMessages } from '@contracts/projects';
import { createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { fromPromise } from 'xstate';
import { deleteProject } from '@/api/delete-project';
import { fetchProjects } from '@/api/fetch-projects';

export const MEMBER_PROJECTS_PAGE_SIZE = 10;

/** /dashboard/projects: the member's own projects (`?owner=me`), newest first, in every status. */
export const memberProjectsMachine = createCollectionMachine<Project>({
  id: 'memberProjects',
  pageSize: MEMBER_PROJECTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: projectMessages.fetchFailed,
      network: projectMessages.fetchFailed,
      unexpected: projectMessages.fetchFailed,
    }),
});

/** The machines of /dashboard/projects with their real calls. */
export const memberProjectsLogic = {
  table: memberProjectsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) =>
        fetchProjects({ page: input.page, limit: input.limit, owner: 'me' }),
      ),
    },
  }),
  remove: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteProject(input)) },
  }),
};
export type MemberProjectsLogic = typeof memberProjectsLogic;
