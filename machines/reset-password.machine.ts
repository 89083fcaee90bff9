import { failureMessage } from '@contracts/failure-message';
import { confirmPasswordField, messages, newPasswordField, toFieldErrors } from '@contracts/users';
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';

export const resetPasswordMessages = {
  failed: 'The password could not be reset. Please try again.',
  network: 'Network error. Please check your connection.',
  unexpected: 'An unexpected error occurred.',
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

type Submit = Extract<ResetPasswordEvent, { type: 'form.submit' }>;
const valuesOf = (event: unknown) => {
  const { password, confirmPassword } = event as Submit;
  return { password, confirmPassword };
};

function serverPasswordError(error: unknown): string | null {
  const failure = error as { kind?: string; errors?: { path: string; message: string }[] };
  return failure?.kind === 'http'
    ? (failure.errors?.find((e) => e.path === 'password')?.message ?? null)
    : null;
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
    submitNewPassword: fromPromise<{ message: string }, { token: string; password: string }>(async () => {
      throw new Error('submitNewPassword is provided by the app');
    }),
  },
  guards: {
    isFormValid: ({ event }) => v.safeParse(ResetPasswordForm, valuesOf(event)).success,
    hasPasswordError: ({ event }) =>
      serverPasswordError((event as unknown as { error: unknown }).error) !== null,
  },
  actions: {
    clearFieldError: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { errors };
    }),
    assignValidationErrors: assign(({ event }) => {
      const result = v.safeParse(ResetPasswordForm, valuesOf(event));
      const errors: ResetPasswordContext['errors'] = {};
      if (!result.success)
        for (const { path, message } of toFieldErrors(result.issues))
          if (path === 'password' || path === 'confirmPassword') errors[path] ??= message;
      return { errors, error: null };
    }),
    clearMessages: assign({ errors: {}, error: null }),
    assignDone: assign({
      done: ({ event }) => (event as unknown as { output: { message: string } }).output.message,
    }),
    assignPasswordError: assign(({ event }) => ({
      errors: { password: serverPasswordError((event as unknown as { error: unknown }).error) ?? undefined },
    })),
    assignFailure: assign({
      error: ({ event }) =>
        failureMessage((event as unknown as { error: unknown }).error, {
          http: resetPasswordMessages.failed,
          network: resetPasswordMessages.network,
          unexpected: resetPasswordMessages.unexpected,
        }),
    }),
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
        input: ({ context, event }) => ({ token: context.token, password: (event as Submit).password }),
        onDone: { target: 'done', actions: 'assignDone' },
        onError: [
          { guard: 'hasPasswordError', target: 'editing', actions: 'assignPasswordError' },
          { target: 'editing', actions: 'assignFailure' },
        ],
      },
    },
    done: {
      description: 'The password was changed (every session ended): on to login.',
    },
  },
});
