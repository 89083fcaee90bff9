import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../../machines/forgot-password.machine';

export const forgotPasswordLogic = forgotPasswordMachine.provide({
  actors: {
    requestResetLink: fromPromise(async ({ input }) =>
      (await import('@/api/forgot-password')).forgotPassword(input),
    ),
  },
});
