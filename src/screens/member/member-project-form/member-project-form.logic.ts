import { fromPromise } from 'xstate';
import { fetchProject } from '@/api/fetch-project';
import { draftsOnDevice } from '@/device/drafts';
import { saveProject } from '@/shared/projects/project-form.logic';
import { memberProjectFormWith } from './member-project-form.machine';

/** The member's project form with its real network (GET /api/projects/:id, the shared save), drafts on the device. */
export const memberProjectFormLogic = memberProjectFormWith({
  fetchProject: fromPromise(({ input }) => fetchProject(input)),
  saveItem: saveProject,
  drafts: draftsOnDevice(),
});
export type MemberProjectFormLogic = typeof memberProjectFormLogic;
