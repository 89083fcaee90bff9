import { failureMessage } from '@contracts/failure-message';
import { type Project, projectMessages } from '@contracts/projects';
import { createCollectionMachine } from '@machines/collection.machine';
import { confirmDeleteMachine } from '@machines/confirm-delete.machine';
import { createItemUpdateMachine } from '@machines/item-update.machine';
import { projectRejectMachine } from '@machines/project-reject.machine';
import { fromPromise } from 'xstate';
import { deleteProject } from '@/api/delete-project';
import { fetchProjects } from '@/api/fetch-projects';
import { publishProject } from '@/api/publish-project';
import { rejectProject } from '@/api/reject-project';
import { projectFormLogic } from '@/shared/projects/project-form.logic';

export const ADMIN_PROJECTS_PAGE_SIZE = 10;

/** /Admin-projects: every project (the server answers all of them to an Admin), newest first. */
export const adminProjectsMachine = createCollectionMachine<Project>({
  id: 'adminProjects',
  pageSize: ADMIN_PROJECTS_PAGE_SIZE,
  errorMessage: (error) =>
    failureMessage(error, {
      http: projectMessages.fetchFailed,
      network: projectMessages.fetchFailed,
      unexpected: projectMessages.fetchFailed,
    }),
});

/** Publish: POST /api/admin/projects/:id/publish (no body), the answer replaces the row. */
export const projectPublishMachine = createItemUpdateMachine<Project, Record<string, never>>({
  id: 'projectPublish',
});

/** The machines of /Admin-projects with their real calls. */
export const adminProjectsLogic = {
  table: adminProjectsMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => fetchProjects({ page: input.page, limit: input.limit })),
    },
  }),
  publish: projectPublishMachine.provide({
    actors: { updateItem: fromPromise(({ input }) => publishProject({ id: input.id })) },
  }),
  reject: projectRejectMachine.provide({
    actors: { rejectProject: fromPromise(({ input }) => rejectProject(input)) },
  }),
  remove: confirmDeleteMachine.provide({
    actors: { deleteItem: fromPromise(({ input }) => deleteProject(input)) },
  }),
  form: projectFormLogic,
};
export type AdminProjectsLogic = typeof adminProjectsLogic;
