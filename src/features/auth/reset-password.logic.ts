import { fromPromise } from 'xstate';
import { resetPasswordMachine } from '../../../machines/reset-password.machine';

export const resetPasswordLogic = resetPasswordMachine.provide({
  actors: {
    submitNewPassword: fromPromise(async ({ input }) =>
      (await import('@/api/reset-password')).resetPassword(input),
    ),
  },
});
