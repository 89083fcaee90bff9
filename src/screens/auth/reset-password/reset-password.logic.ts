import { resetPasswordMachine } from '@machines/reset-password.machine';
import { fromPromise } from 'xstate';

export const resetPasswordLogic = resetPasswordMachine.provide({
  actors: {
    submitNewPassword: fromPromise(async ({ input }) =>
      (await import('@/api/reset-password')).resetPassword(input),
    ),
  },
});
