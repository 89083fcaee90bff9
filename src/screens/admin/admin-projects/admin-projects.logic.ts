import { fromPromise } from 'xstate';
import { deleteProject } from '@/api/delete-project';
import { fetchProjects } from '@/api/fetch-projects';
import { draftsOnDevice } from '@/device/drafts';
import { saveProject } from '@/shared/projects/project-form.logic';
import { adminProjectsWith } from './admin-projects.machine';
import { publishProject } from './publish-project.api';
import { rejectProject } from './reject-project.api';

/** /Admin-projects with its real network: the API modules the children call (the form's is the shared one). */
export const adminProjectsLogic = adminProjectsWith({
  fetchPage: fromPromise(({ input }) => fetchProjects({ page: input.page, limit: input.limit })),
  updateItem: fromPromise(({ input }) => publishProject({ id: input.id })),
  rejectProject: fromPromise(({ input }) => rejectProject(input)),
  deleteItem: fromPromise(({ input }) => deleteProject(input)),
  saveItem: saveProject,
  drafts: draftsOnDevice(),
});
