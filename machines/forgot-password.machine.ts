import { failureMessage } from '@contracts/failure-message';
import { emailField } from '@contracts/users';
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';

export const forgotPasswordMessages = {
  failed: 'The reset link could not be sent. Please try again.',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
} as const;

export interface ForgotPasswordContext {
  emailError: string | null;
  error: string | null;
  sent: string | null;
}

export type ForgotPasswordEvent = { type: 'form.submit'; email: string } | { type: 'field.change' };

const emailOf = (event: unknown) => (event as { email: string }).email;

/**
 * /forgot-password: the e-mail is checked like sign-up's, then POST /api/users/forgot-password, which
 * answers the same for every address ('If an account exists…').
 */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    requestResetLink: fromPromise<{ message: string }, { email: string }>(async () => {
      throw new Error('requestResetLink is provided by the app');
    }),
  },
  guards: {
    isEmailValid: ({ event }) => v.safeParse(emailField, emailOf(event)).success,
  },
  actions: {
    assignEmailError: assign(({ event }) => {
      const result = v.safeParse(emailField, emailOf(event));
      return { emailError: result.success ? null : (result.issues[0]?.message ?? null), error: null };
    }),
    clearEmailError: assign({ emailError: null }),
    clearMessages: assign({ emailError: null, error: null, sent: null }),
    assignSent: assign({
      sent: ({ event }) => (event as unknown as { output: { message: string } }).output.message,
    }),
    assignFailure: assign({
      error: ({ event }) =>
        failureMessage((event as unknown as { error: unknown }).error, {
          http: forgotPasswordMessages.failed,
          network: forgotPasswordMessages.network,
          unexpected: forgotPasswordMessages.unexpected,
        }),
    }),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Asks for a password reset link by e-mail.',
  context: { emailError: null, error: null, sent: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail field; its error clears when it is changed.',
      on: {
        'field.change': { actions: 'clearEmailError' },
        'form.submit': [
          { guard: 'isEmailValid', target: 'sending', actions: 'clearMessages' },
          { actions: 'assignEmailError' },
        ],
      },
    },
    sending: {
      description: 'POST /api/users/forgot-password.',
      tags: ['busy'],
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ event }) => ({ email: emailOf(event).trim() }),
        onDone: { target: 'sent', actions: 'assignSent' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    sent: {
      description: 'The same answer for every address: a link was sent if an account exists.',
    },
  },
});
