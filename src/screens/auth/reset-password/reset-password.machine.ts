import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { defineTexts, textsOf } from '@contracts/texts';
import {
  confirmPasswordField,
  type MessageResponse,
  messages,
  newPasswordField,
  type ResetPasswordRequest,
} from '@contracts/users';
import {
  type FormFieldEvent,
  type FormFields,
  fieldChangeOf,
  fieldErrorsOf,
  serverFieldErrors,
  submitRefused,
  withFieldChange,
} from '@machines/form-fields';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

export const resetPasswordMessages = defineTexts('resetPassword', {
  failed: 'The password could not be reset. Please try again.',
  ...commonFailureTexts,
  linkInvalid: messages.resetTokenInvalid,
});

/** The new password follows the sign-up rules; the two entries must match. */
export const ResetPasswordForm = v.pipe(
  v.object({ password: newPasswordField, confirmPassword: confirmPasswordField }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messages.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);

// A type (not an interface): a form's values are a record of its fields.
export type ResetPasswordValues = {
  password: string;
  confirmPassword: string;
};
export type ResetPasswordField = keyof ResetPasswordValues;
const resetPasswordFields: readonly ResetPasswordField[] = ['password', 'confirmPassword'];

export interface ResetPasswordContext extends FormFields<ResetPasswordValues> {
  token: string;
  /** The server's answer once the password was changed. */
  done: string | undefined;
}

export type ResetPasswordEvent = FormFieldEvent<ResetPasswordValues>;

const emptyResetPasswordValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/** The `field.change` for a control the page names, if it is one of the two passwords. */
export const resetPasswordFieldChange = fieldChangeOf(emptyResetPasswordValues);

/**
 * /reset-password?token=…: a new password with the sign-up rules, then POST /api/users/reset-password.
 * Without a token the page says the link is invalid.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { token: string },
  },
  actors: {
    submitNewPassword: fromPromise<MessageResponse, ResetPasswordRequest>(async () => {
      throw new Error('submitNewPassword is provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(fieldErrorsOf(ResetPasswordForm, context.values)).length > 0,
    hasServerFieldErrors: (_, { error }: { error: unknown }) =>
      Object.keys(serverFieldErrors(error, resetPasswordFields)).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return withFieldChange(context, event);
    }),
    assignFieldErrors: assign(({ context }) => ({
      fieldErrors: fieldErrorsOf(ResetPasswordForm, context.values),
      error: undefined,
    })),
    /** Moves the focus to the first field in error (the view's `focusFirstInvalid`). */
    focusFirstError: () => {},
    clearMessages: assign({ fieldErrors: {}, error: undefined }),
    assignDone: assign((_, { message }: MessageResponse) => ({ done: message })),
    assignServerFieldErrors: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: serverFieldErrors(error, resetPasswordFields),
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureText(error, {
        http: textsOf(resetPasswordMessages).failed,
        network: textsOf(resetPasswordMessages).network,
        unexpected: textsOf(resetPasswordMessages).unexpected,
      }),
    })),
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Sets a new password from the e-mailed reset link.',
  context: ({ input }) => ({
    token: input.token,
    values: emptyResetPasswordValues,
    fieldErrors: {},
    error: undefined,
    done: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'New password and its confirmation; a field error clears when that field changes.',
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': [
          { guard: 'hasFieldErrors', actions: ['assignFieldErrors', 'focusFirstError'] },
          { target: 'saving', actions: 'clearMessages' },
        ],
      },
    },
    saving: {
      description: 'POST /api/users/reset-password with the token from the link.',
      tags: ['busy'],
      invoke: {
        id: 'submitNewPassword',
        src: 'submitNewPassword',
        input: ({ context }) => ({ token: context.token, password: context.values.password }),
        onDone: { target: 'done', actions: { type: 'assignDone', params: ({ event }) => event.output } },
        onError: submitRefused('editing'),
      },
    },
    done: {
      description: 'The password was changed (every session ended): on to login.',
    },
  },
});

/** The screen's network: the app's (reset-password.logic.ts) or a test's. */
export interface ResetPasswordNetwork {
  submitNewPassword: PromiseActorLogic<MessageResponse, ResetPasswordRequest>;
}

/** The screen with its network. */
export function resetPasswordWith(network: ResetPasswordNetwork) {
  return resetPasswordMachine.provide({ actors: network });
}
