import { type FormFieldEvent, fieldChangeOf } from '@machines/form-fields';
import type { signInMachine } from '@machines/sign-in.machine';
import { type ActorRefFrom, assertEvent, assign, sendTo, setup } from 'xstate';

/** What the login form holds. */
// A type (not an interface): a form's values are a record of its fields.
export type LoginValues = {
  email: string;
  password: string;
  remember: boolean;
};

export type LoginField = keyof LoginValues;

export interface LoginInput {
  /** The app's one sign-in actor (src/session): it checks, sends and answers the login. */
  signIn: ActorRefFrom<typeof signInMachine>;
  /** Where to go after the code (?redirect=), if anywhere. */
  redirect?: string;
  /** The e-mail the page already shows as the app takes it over (the server's answer to a login posted without scripts keeps it). */
  email?: string;
}

/**
 * The login form's part of the one form shape: its `values` and the form events. Why a login failed (a
 * field left empty, a wrong password) and whether one is under way are the sign-in actor's (`loginError`,
 * `submitting`): the sign-in spans /login, Google and /otp, and the session test walks it as one machine.
 */
export interface LoginContext extends LoginInput {
  values: LoginValues;
}

export type LoginEvent = FormFieldEvent<LoginValues>;

const emptyLoginValues: LoginValues = { email: '', password: '', remember: false };

/** The `field.change` for a control the page names, if it is one of the form's. */
export const loginFieldChange = fieldChangeOf(emptyLoginValues);

/** /login: e-mail, password and 'Remember me!'; a submit hands them to the sign-in actor. */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as LoginInput },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value } };
    }),
    submitLogin: sendTo(
      ({ context }) => context.signIn,
      ({ context }) => ({ type: 'login.submit' as const, ...context.values, redirect: context.redirect }),
    ),
  },
}).createMachine({
  id: 'login',
  description: 'The login form: what is typed, and each submit handed to the sign-in actor.',
  context: ({ input: { email = '', ...input } }) => ({
    ...input,
    values: { ...emptyLoginValues, email },
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        "The sign-in actor checks the fields and sends them; while it does, the form is locked ('Logging in...').",
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': { actions: 'submitLogin' },
      },
    },
  },
});
