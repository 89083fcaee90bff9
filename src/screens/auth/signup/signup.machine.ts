import { isApiFailure } from '@contracts/api-failure';
import { commonFailureTexts, failureMessage } from '@contracts/failure-message';
import {
  confirmPasswordField,
  emailField,
  type FieldError,
  firstNameField,
  genderField,
  lastNameField,
  messages,
  newPasswordField,
  phoneField,
  roleField,
  type SignupRequestInput,
  type SignupResponse,
  termsField,
  toFieldErrors,
} from '@contracts/users';
import * as v from 'valibot';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export const signupMessages = {
  fieldErrors: messages.fieldErrorsBanner,
  success: messages.signupSuccess,
  ...commonFailureTexts,
  failedWithStatus: (status: number) => `Registration failed (Status: ${status})`,
} as const;

export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  password: string;
  confirmPassword: string;
  role: string;
  terms: boolean;
}
export type SignupField = keyof SignupValues;

/** The form's starting values: gender male, role Member, terms not ticked. */
export const initialSignupValues: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: 'male',
  password: '',
  confirmPassword: '',
  role: 'Member',
  terms: false,
};

/** Checked before any call: the shared contract's fields plus confirm password and terms. */
export const SignupForm = v.pipe(
  v.object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    gender: genderField,
    role: roleField,
    terms: termsField,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      messages.passwordsDoNotMatch,
    ),
    ['confirmPassword'],
  ),
);

export type SignupErrors = Partial<Record<SignupField, string>>;

export interface SignupBanner {
  tone: 'success' | 'error';
  text: string;
}

export interface SignupContext {
  values: SignupValues;
  errors: SignupErrors;
  banner: SignupBanner | null;
}

export type SignupEvent =
  | { type: 'field.change'; field: SignupField; value: string | boolean }
  | { type: 'form.submit' };

const isSignupField = (name: string): name is SignupField => Object.hasOwn(initialSignupValues, name);

/** The first message per form field ('email', or 'email.x' for a nested issue); other paths are dropped. */
function fieldErrors(list: readonly FieldError[]): SignupErrors {
  const errors: SignupErrors = {};
  for (const { path, message } of list) {
    const field = path.split('.')[0] ?? '';
    if (isSignupField(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

function serverFieldErrors(error: unknown): SignupErrors {
  if (!isApiFailure(error) || error.kind !== 'http' || !error.errors) return {};
  return fieldErrors(error.errors);
}

const successBanner: SignupBanner = { tone: 'success', text: signupMessages.success };
const errorBanner = (text: string): SignupBanner => ({ tone: 'error', text });

/** What POST /api/users/signup receives: the payload fields, not confirm password or terms. */
export function signupPayload(values: SignupValues): SignupRequestInput {
  const { firstName, lastName, email, password, gender, phone, role } = values;
  return { firstName, lastName, email, password, gender, phone, role };
}

/**
 * 'Create an Account': the spec's validation before any call, 'Processing...' while the server
 * answers, then the green success banner with the form reset, or the server's field errors on the
 * fields, or the red failure banner.
 */
export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    submitSignup: fromPromise<SignupResponse, SignupRequestInput>(async () => {
      throw new Error('submitSignup is provided by the app');
    }),
  },
  guards: {
    hasAcceptedTerms: ({ context }) => context.values.terms,
    isFormValid: ({ context }) => v.safeParse(SignupForm, context.values).success,
    hasServerFieldErrors: (_, { error }: { error: unknown }) =>
      Object.keys(serverFieldErrors(error)).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    assignValidationErrors: assign(({ context }) => {
      const result = v.safeParse(SignupForm, context.values);
      return {
        errors: result.success ? {} : fieldErrors(toFieldErrors(result.issues)),
        banner: null,
      };
    }),
    clearMessages: assign({ errors: {}, banner: null }),
    assignSuccess: assign({
      values: initialSignupValues,
      errors: {},
      banner: successBanner,
    }),
    assignServerFieldErrors: assign((_, { error }: { error: unknown }) => ({
      errors: serverFieldErrors(error),
      banner: errorBanner(signupMessages.fieldErrors),
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      banner: errorBanner(
        failureMessage(error, {
          http: signupMessages.failedWithStatus,
          network: signupMessages.network,
          unexpected: signupMessages.unexpected,
        }),
      ),
    })),
  },
}).createMachine({
  id: 'signup',
  description: "The 'Create an Account' form: checked before any call, then POST /api/users/signup.",
  context: { values: initialSignupValues, errors: {}, banner: null },
  initial: 'editing',
  states: {
    editing: {
      description:
        'Filling the form; a field error clears when that field is filled. Submit needs the terms ticked.',
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearMessages' },
          { guard: 'hasAcceptedTerms', actions: 'assignValidationErrors' },
        ],
      },
    },
    submitting: {
      description: "The button reads 'Processing...' and is disabled while the server answers.",
      tags: ['busy'],
      invoke: {
        id: 'submitSignup',
        src: 'submitSignup',
        input: ({ context }) => signupPayload(context.values),
        onDone: { target: 'succeeded', actions: 'assignSuccess' },
        onError: [
          {
            guard: { type: 'hasServerFieldErrors', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'assignServerFieldErrors', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    succeeded: {
      description: 'The green success banner; the form is reset (gender male, role Member, terms cleared).',
      on: {
        'field.change': { target: 'editing', actions: 'assignValue' },
      },
    },
    failed: {
      description: 'The red banner, with any server field errors on their fields.',
      on: {
        'field.change': { target: 'editing', actions: 'assignValue' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearMessages' },
          { guard: 'hasAcceptedTerms', target: 'editing', actions: 'assignValidationErrors' },
        ],
      },
    },
  },
});
