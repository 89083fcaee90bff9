import { profileFormMachine } from '@machines/profile-form.machine';
import { skillsBuilderMachine } from '@machines/skills-builder.machine';
import { fromPromise } from 'xstate';
import { fetchMyProfile } from '@/api/fetch-my-profile';
import { saveMyProfile } from '@/api/save-my-profile';

/** The machines of /dashboard/edit-profile with their real calls (GET and PUT /api/members/me). */
export const profileLogic = {
  form: profileFormMachine.provide({
    actors: {
      fetchProfile: fromPromise(() => fetchMyProfile()),
      saveProfile: fromPromise(({ input }) => saveMyProfile(input)),
    },
  }),
  skills: skillsBuilderMachine,
};
export type ProfileLogic = typeof profileLogic;
