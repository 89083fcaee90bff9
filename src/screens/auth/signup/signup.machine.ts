import { commonFailureTexts, failureText } from '@contracts/failure-message';
import { defineTexts, textOfEntry, textsOf } from '@contracts/texts';
import {
  confirmPasswordField,
  emailField,
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

export const signupMessages = defineTexts('signup', {
  fieldErrors: messages.fieldErrorsBanner,
  success: messages.signupSuccess,
  ...commonFailureTexts,
  failedWithStatus: (status: number) => `Registration failed (Status: ${status})`,
});

// A type (not an interface): a form's values are a record of its fields.
export type SignupValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  gender: string;
  password: string;
  confirmPassword: string;
  role: string;
  terms: boolean;
};
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

const signupFields = Object.keys(initialSignupValues) as SignupField[];

export interface SignupContext extends FormFields<SignupValues> {
  /** The green banner once the account was made (the form is reset then). */
  success: string | undefined;
}

export type SignupEvent = FormFieldEvent<SignupValues>;

/** The `field.change` for a control the page names, if it is one of the form's with a value of its type. */
export const signupFieldChange = fieldChangeOf(initialSignupValues);

/** The other sign-up providers the page names: not offered yet, each shown as such. */
export const unavailableSignupProviders = ['LinkedIn', 'GitHub'] as const;

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
    isFormValid: ({ context }) => Object.keys(fieldErrorsOf(SignupForm, context.values)).length === 0,
    hasServerFieldErrors: (_, { error }: { error: unknown }) =>
      Object.keys(serverFieldErrors(error, signupFields)).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return withFieldChange(context, event);
    }),
    assignFieldErrors: assign(({ context }) => ({
      fieldErrors: fieldErrorsOf(SignupForm, context.values),
      error: undefined,
      success: undefined,
    })),
    /** Moves the focus to the first field in error (the view's `focusFirstInvalid`). */
    focusFirstError: () => {},
    clearMessages: assign({ fieldErrors: {}, error: undefined, success: undefined }),
    assignSuccess: assign({
      values: initialSignupValues,
      fieldErrors: {},
      success: signupMessages.success,
    }),
    assignServerFieldErrors: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: serverFieldErrors(error, signupFields),
      error: signupMessages.fieldErrors,
    })),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureText(error, {
        http: (status) => textOfEntry(signupMessages, 'failedWithStatus', { status }),
        network: textsOf(signupMessages).network,
        unexpected: textsOf(signupMessages).unexpected,
      }),
    })),
  },
}).createMachine({
  id: 'signup',
  description: "The 'Create an Account' form: checked before any call, then POST /api/users/signup.",
  context: { values: initialSignupValues, fieldErrors: {}, error: undefined, success: undefined },
  initial: 'editing',
  states: {
    editing: {
      description:
        'Filling the form; a field error clears when that field is filled. Submit needs the terms ticked.',
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'clearMessages' },
          { guard: 'hasAcceptedTerms', actions: ['assignFieldErrors', 'focusFirstError'] },
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
        onError: submitRefused('failed'),
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
          { guard: 'hasAcceptedTerms', target: 'editing', actions: ['assignFieldErrors', 'focusFirstError'] },
        ],
      },
    },
  },
});

/** The screen's network: the app's (signup.logic.ts) or a test's. */
export interface SignupNetwork {
  submitSignup: PromiseActorLogic<SignupResponse, SignupRequestInput>;
}

/** The screen with its network. */
export function signupWith(network: SignupNetwork) {
  return signupMachine.provide({ actors: network });
}
