import { forgotPasswordMachine } from '@machines/forgot-password.machine';
import { fromPromise } from 'xstate';

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    requestResetLink: fromPromise(async ({ input }) =>
      (await import('@/api/forgot-password')).forgotPassword(input),
    ),
  },
});
