import { fromPromise } from 'xstate';
import { fetchMyProfile } from '@/api/fetch-my-profile';
import { saveMyProfile } from '@/api/save-my-profile';
import { draftsOnDevice } from '@/device/drafts';
import { editProfileWith } from './edit-profile.machine';

/** /dashboard/edit-profile with its real network (GET and PUT /api/members/me). */
export const editProfileLogic = editProfileWith({
  fetchProfile: fromPromise(() => fetchMyProfile()),
  saveProfile: fromPromise(({ input }) => saveMyProfile(input)),
  drafts: draftsOnDevice(),
});
