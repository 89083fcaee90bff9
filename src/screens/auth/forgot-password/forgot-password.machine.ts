import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import { emailField, type ForgotPasswordRequest, type MessageResponse } from '@contracts/users';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export const forgotPasswordMessages = {
  failed: 'The reset link could not be sent. Please try again.',
  ...commonFailureTexts,
} as const;

export interface ForgotPasswordContext {
  emailError: string | null;
  error: string | null;
  sent: string | null;
}

export type ForgotPasswordEvent = { type: 'form.submit'; email: string } | { type: 'field.change' };

/**
 * /forgot-password: the e-mail is checked like sign-up's, then POST /api/users/forgot-password, which
 * answers the same for every address ('If an account exists…').
 */
export const forgotPasswordMachine = setup({
  types: { context: {} as ForgotPasswordContext, events: {} as ForgotPasswordEvent },
  actors: {
    requestResetLink: fromPromise<MessageResponse, ForgotPasswordRequest>(async () => {
      throw new Error('requestResetLink is provided by the app');
    }),
  },
  guards: {
    isEmailValid: ({ event }) => {
      assertEvent(event, 'form.submit');
      return v.safeParse(emailField, event.email).success;
    },
  },
  actions: {
    assignEmailError: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      const result = v.safeParse(emailField, event.email);
      return { emailError: result.success ? null : (result.issues[0]?.message ?? null), error: null };
    }),
    clearEmailError: assign({ emailError: null }),
    clearMessages: assign({ emailError: null, error: null, sent: null }),
    assignSent: assign((_, { message }: MessageResponse) => ({ sent: message })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureMessage(error, {
        http: forgotPasswordMessages.failed,
        network: forgotPasswordMessages.network,
        unexpected: forgotPasswordMessages.unexpected,
      }),
    })),
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
        input: ({ event }) => {
          assertEvent(event, 'form.submit');
          return { email: event.email.trim() };
        },
        onDone: { target: 'sent', actions: { type: 'assignSent', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: 'The same answer for every address: a link was sent if an account exists.',
    },
  },
});
