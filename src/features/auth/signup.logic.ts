import { fromPromise } from 'xstate';
import { signupMachine } from '../../../machines/signup.machine';

export const signupLogic = signupMachine.provide({
  actors: {
    submitSignup: fromPromise(async ({ input }) => (await import('@/api/signup')).signup(input)),
  },
});
