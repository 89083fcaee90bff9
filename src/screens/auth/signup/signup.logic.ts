import { fromPromise } from 'xstate';
import { signupWith } from './signup.machine';

/** /signup with its real network (the API module loads on first use). */
export const signupLogic = signupWith({
  submitSignup: fromPromise(async ({ input }) => (await import('./signup.api')).signup(input)),
});
