import { isApiFailure } from '@contracts/api-failure';
import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import {
  confirmPasswordField,
  type MessageResponse,
  messages,
  newPasswordField,
  type ResetPasswordRequest,
  toFieldErrors,
} from '@contracts/users';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export const resetPasswordMessages = {
  failed: 'The password could not be reset. Please try again.',
  ...commonFailureTexts,
  linkInvalid: messages.resetTokenInvalid,
} as const;

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

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

export interface ResetPasswordContext {
  token: string;
  errors: Partial<Record<ResetPasswordField, string>>;
  error: string | null;
  done: string | null;
}

export type ResetPasswordEvent =
  | { type: 'form.submit'; password: string; confirmPassword: string }
  | { type: 'field.change'; field: ResetPasswordField };

/** The server's message for the new password (a 400 naming the field), or null. */
function serverPasswordError(error: unknown): string | null {
  if (!isApiFailure(error) || error.kind !== 'http') return null;
  return error.errors?.find((e) => e.path === 'password')?.message ?? null;
}

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
    isFormValid: ({ event }) => {
      assertEvent(event, 'form.submit');
      return v.safeParse(ResetPasswordForm, event).success;
    },
    hasPasswordError: (_, { error }: { error: unknown }) => serverPasswordError(error) !== null,
  },
  actions: {
    clearFieldError: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { errors };
    }),
    assignValidationErrors: assign(({ event }) => {
      assertEvent(event, 'form.submit');
      const result = v.safeParse(ResetPasswordForm, event);
      const errors: ResetPasswordContext['errors'] = {};
      if (!result.success)
        for (const { path, message } of toFieldErrors(result.issues))
          if (path === 'password' || path === 'confirmPassword') errors[path] ??= message;
      return { errors, error: null };
    }),
    clearMessages: assign({ errors: {}, error: null }),
    assignDone: assign((_, { message }: MessageResponse) => ({ done: message })),
    assignPasswordError: assign((_, { error }: { error: unknown }) => ({
      errors: { password: serverPasswordError(error) ?? undefined },
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureMessage(error, {
        http: resetPasswordMessages.failed,
        network: resetPasswordMessages.network,
        unexpected: resetPasswordMessages.unexpected,
      }),
    })),
  },
}).createMachine({
  id: 'resetPassword',
  description: 'Sets a new password from the e-mailed reset link.',
  context: ({ input }) => ({ token: input.token, errors: {}, error: null, done: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'New password and its confirmation; a field error clears when that field changes.',
      on: {
        'field.change': { actions: 'clearFieldError' },
        'form.submit': [
          { guard: 'isFormValid', target: 'saving', actions: 'clearMessages' },
          { actions: 'assignValidationErrors' },
        ],
      },
    },
    saving: {
      description: 'POST /api/users/reset-password with the token from the link.',
      tags: ['busy'],
      invoke: {
        id: 'submitNewPassword',
        src: 'submitNewPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submit');
          return { token: context.token, password: event.password };
        },
        onDone: { target: 'done', actions: { type: 'assignDone', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'hasPasswordError', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'assignPasswordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'editing',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      description: 'The password was changed (every session ended): on to login.',
    },
  },
});
