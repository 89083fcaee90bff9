import { fromPromise } from 'xstate';
import { fetchProject } from '@/api/fetch-project';
import { saveProject } from '@/shared/projects/project-form.logic';
import { memberProjectFormWith } from './member-project-form.machine';

/** The member's project form with its real network: GET /api/projects/:id, and the shared save. */
export const memberProjectFormLogic = memberProjectFormWith({
  fetchProject: fromPromise(({ input }) => fetchProject(input)),
  saveItem: saveProject,
});
export type MemberProjectFormLogic = typeof memberProjectFormLogic;
