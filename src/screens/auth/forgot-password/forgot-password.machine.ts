import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { defineTexts, textsOf } from '@contracts/texts';
import { emailField, type ForgotPasswordRequest, type MessageResponse } from '@contracts/users';
import {
  type FormFieldEvent,
  type FormFields,
  fieldChangeOf,
  fieldErrorsOf,
  withFieldChange,
} from '@machines/form-fields';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

export const forgotPasswordMessages = defineTexts('forgotPassword', {
  failed: 'The reset link could not be sent. Please try again.',
  ...commonFailureTexts,
});

// A type (not an interface): a form's values are a record of its fields.
export type ForgotPasswordValues = {
  email: string;
};

/** Checked before any call: the e-mail as sign-up checks it. */
export const ForgotPasswordForm = v.object({ email: emailField });

export interface ForgotPasswordContext extends FormFields<ForgotPasswordValues> {
  /** The server's answer once the link was asked for (the same for every address). */
  sent: string | undefined;
}

export type ForgotPasswordEvent = FormFieldEvent<ForgotPasswordValues>;

const emptyForgotPasswordValues: ForgotPasswordValues = { email: '' };

/** The `field.change` for a control the page names, if it is the e-mail's. */
export const forgotPasswordFieldChange = fieldChangeOf(emptyForgotPasswordValues);

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
    hasFieldErrors: ({ context }) =>
      Object.keys(fieldErrorsOf(ForgotPasswordForm, context.values)).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return withFieldChange(context, event);
    }),
    assignFieldErrors: assign(({ context }) => ({
      fieldErrors: fieldErrorsOf(ForgotPasswordForm, context.values),
      error: undefined,
    })),
    /** Moves the focus to the first field in error (the view's `focusFirstInvalid`). */
    focusFirstError: () => {},
    clearMessages: assign({ fieldErrors: {}, error: undefined, sent: undefined }),
    assignSent: assign((_, { message }: MessageResponse) => ({ sent: message })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureText(error, {
        http: textsOf(forgotPasswordMessages).failed,
        network: textsOf(forgotPasswordMessages).network,
        unexpected: textsOf(forgotPasswordMessages).unexpected,
      }),
    })),
  },
}).createMachine({
  id: 'forgotPassword',
  description: 'Asks for a password reset link by e-mail.',
  context: { values: emptyForgotPasswordValues, fieldErrors: {}, error: undefined, sent: undefined },
  initial: 'editing',
  states: {
    editing: {
      description: 'The e-mail field; its error clears when it is changed.',
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': [
          { guard: 'hasFieldErrors', actions: ['assignFieldErrors', 'focusFirstError'] },
          { target: 'sending', actions: 'clearMessages' },
        ],
      },
    },
    sending: {
      description: 'POST /api/users/forgot-password.',
      tags: ['busy'],
      invoke: {
        id: 'requestResetLink',
        src: 'requestResetLink',
        input: ({ context }) => ({ email: context.values.email.trim() }),
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

/** The screen's network: the app's (forgot-password.logic.ts) or a test's. */
export interface ForgotPasswordNetwork {
  requestResetLink: PromiseActorLogic<MessageResponse, ForgotPasswordRequest>;
}

/** The screen with its network. */
export function forgotPasswordWith(network: ForgotPasswordNetwork) {
  return forgotPasswordMachine.provide({ actors: network });
}
