import { fromPromise } from 'xstate';
import { resetPasswordWith } from './reset-password.machine';

/** /reset-password with its real network (the API module loads on first use). */
export const resetPasswordLogic = resetPasswordWith({
  submitNewPassword: fromPromise(async ({ input }) =>
    (await import('./reset-password.api')).resetPassword(input),
  ),
});
