import { fromPromise } from 'xstate';
import { draftsOnDevice } from '@/device/drafts';
import { editProfileWith } from './edit-profile.machine';
import { fetchMyProfile } from './fetch-my-profile.api';
import { saveMyProfile } from './save-my-profile.api';

/** /dashboard/edit-profile with its real network (GET and PUT /api/members/me). */
export const editProfileLogic = editProfileWith({
  fetchProfile: fromPromise(() => fetchMyProfile()),
  saveProfile: fromPromise(({ input }) => saveMyProfile(input)),
  drafts: draftsOnDevice(),
});
