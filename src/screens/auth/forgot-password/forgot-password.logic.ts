import { fromPromise } from 'xstate';
import { forgotPasswordWith } from './forgot-password.machine';

/** /forgot-password with its real network (the API module loads on first use). */
export const forgotPasswordLogic = forgotPasswordWith({
  requestResetLink: fromPromise(async ({ input }) =>
    (await import('./forgot-password.api')).forgotPassword(input),
  ),
});
