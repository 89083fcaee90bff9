import { signupMachine } from '@machines/signup.machine';
import { fromPromise } from 'xstate';

export const signupLogic = signupMachine.provide({
  actors: {
    submitSignup: fromPromise(async ({ input }) => (await import('@/api/signup')).signup(input)),
  },
});
