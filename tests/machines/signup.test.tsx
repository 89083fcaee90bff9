import { LANGUAGES } from '@contracts/languages';
import { messages, tooManyAttemptsMessage } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { signupLogic } from '@/screens/auth/signup/signup.logic';
import {
  initialSignupValues,
  type SignupContext,
  type SignupField,
  SignupForm,
  type SignupValues,
  signupMachine,
  signupMessages,
} from '@/screens/auth/signup/signup.machine';
import { SignupView } from '@/screens/auth/signup/signup.view';
import { signUpMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

/** A form that passes every sign-up rule (terms aside). */
const valid: Omit<SignupValues, 'terms'> = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  phone: '+250788123456',
  gender: 'female',
  password: 'Kigali#Hub2024',
  confirmPassword: 'Kigali#Hub2024',
  role: 'Moderator',
};
const fillOrder = Object.keys(valid) as (keyof typeof valid)[];

const labels: Record<SignupField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  gender: 'Gender',
  password: 'Password',
  confirmPassword: 'Confirm password',
  role: 'Role',
  terms: 'I agree to the terms and conditions',
};

type AnyEvent = EventObject & Record<string, unknown>;

const outcomes: AnyEvent[] = [
  { type: 'xstate.done.actor.submitSignup', output: { message: messages.signupSuccess } },
  {
    type: 'xstate.error.actor.submitSignup',
    error: {
      kind: 'http',
      status: 400,
      message: messages.fieldErrorsBanner,
      errors: [
        { path: 'email', message: messages.emailInvalid },
        { path: 'password', message: messages.passwordTooCommon },
      ],
    },
  },
  {
    type: 'xstate.error.actor.submitSignup',
    error: { kind: 'http', status: 429, message: tooManyAttemptsMessage(30) },
  },
  { type: 'xstate.error.actor.submitSignup', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.submitSignup', error: { kind: 'network' } },
  { type: 'xstate.error.actor.submitSignup', error: { kind: 'invalid-response' } },
];

/** The format rules: the field, a value that breaks the rule, and the rule's message. */
const formatRules: [string, SignupField, string, string][] = [
  ['email shape', 'email', 'aline@', 'Please enter a valid email address'],
  [
    'phone format',
    'phone',
    '0788123456',
    "Please enter a valid phone number in international format starting with '+' and country code",
  ],
  ['password length', 'password', 'Short#1', 'Password must be at least 8 characters long'],
  ['passwords match', 'confirmPassword', 'Kigali#Hub2025', 'Passwords do not match'],
];

const change = (field: SignupField, value: string | boolean): AnyEvent => ({
  type: 'field.change',
  field,
  value,
});
const submit: AnyEvent = { type: 'form.submit' };
const fieldsNotValid = (values: SignupValues) => fillOrder.filter((field) => values[field] !== valid[field]);

/**
 * The person ticks the terms, may submit the empty form (every 'required' rule shows) and fill the first
 * field (its error clears), or fills the form field by field in page order; with the whole form valid,
 * breaks one format rule, submits and fixes it, unticks the terms or submits; the server answers in
 * each way it can.
 */
function events(snapshot: { value: unknown; context: unknown }): AnyEvent[] {
  const { values, fieldErrors } = snapshot.context as SignupContext;
  const wrong = fieldsNotValid(values);
  const hasErrors = Object.keys(fieldErrors).length > 0;
  const untouched = wrong.length === fillOrder.length;
  const broken = wrong.length === 1 && values[wrong[0]!] !== initialSignupValues[wrong[0]!];
  let actions: AnyEvent[];
  if (!values.terms) actions = [untouched || wrong.length === 0 ? change('terms', true) : fill(wrong[0]!)];
  else if (broken) actions = [hasErrors ? fill(wrong[0]!) : submit];
  else if (wrong.length === 0) {
    const breaks =
      snapshot.value === 'editing' && !hasErrors ? formatRules.map(([, f, bad]) => change(f, bad)) : [];
    actions = [change('terms', false), ...breaks, submit];
  } else if (hasErrors) actions = untouched ? [fill(wrong[0]!)] : [];
  else actions = untouched ? [fill(wrong[0]!), submit] : [fill(wrong[0]!)];
  return [...actions, ...outcomes];
}

/** The valid value of a field, as the person types or picks it. */
function fill(field: keyof typeof valid): AnyEvent {
  return change(field, valid[field]);
}

/** A node: the state, the fields holding another value than the valid one (and which), the terms, the errors shown. */
function serializeState(snapshot: unknown): string {
  const { value, context } = snapshot as { value: unknown; context: SignupContext };
  const differing = fieldsNotValid(context.values).map((field) => [field, context.values[field]]);
  return JSON.stringify([value, differing, context.values.terms, Object.keys(context.fieldErrors).sort()]);
}

/** The whole form valid and ticked, except `field` emptied, then submitted. */
const submitWithout = (field: SignupField): AnyEvent[] => [
  ...fillOrder.map((name) => change(name, valid[name])),
  change('terms', true),
  change(field, ''),
  { type: 'form.submit' },
];

let user: Awaited<ReturnType<typeof renderView>>['user'];

const submitButton = () =>
  screen.getByRole('button', {
    name: (name) => [inLanguage('Create Account'), inLanguage('Processing...')].includes(name),
  });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const control = (field: SignupField) => screen.getByLabelText(inLanguage(labels[field])) as HTMLInputElement;

/** What the page shows must be what the machine knows: values, field errors and the banner. */
function expectForm(context: SignupContext) {
  for (const field of fillOrder) expect(control(field).value).toBe(context.values[field]);
  expect(control('terms').checked).toBe(context.values.terms);
  for (const field of Object.keys(labels) as SignupField[]) {
    const error = context.fieldErrors[field];
    const shown = control(field).getAttribute('aria-describedby');
    if (error) expect(document.getElementById(shown ?? '')?.textContent).toBe(inLanguage(error));
    else expect(shown).toBeNull();
  }
  for (const banner of [context.error, context.success])
    if (banner) expect(screen.getByText(inLanguage(banner)).getAttribute('role')).toBe('alert');
}

const states: StateAssertions = {
  editing: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expectForm(context);
    expect(submitButton().textContent).toBe(inLanguage('Create Account'));
    expect(isDisabled(submitButton())).toBe(!context.values.terms);
  },
  submitting: () => {
    expect(submitButton().textContent).toBe(inLanguage('Processing...'));
    expect(isDisabled(submitButton())).toBe(true);
  },
  succeeded: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expectForm(context);
    expect(screen.getByText(inLanguage(signupMessages.success))).toBeTruthy();
    // Reset: empty fields, gender back to male, role back to Member, terms cleared.
    expect(control('firstName').value).toBe('');
    expect(control('gender').value).toBe('male');
    expect(control('role').value).toBe('Member');
    expect(control('terms').checked).toBe(false);
  },
  failed: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expect(context.error).toBeDefined();
    expect(context.success).toBeUndefined();
    expectForm(context);
  },
};

const executors: EventExecutors = {
  'field.change': async (event) => {
    const { field, value } = event as unknown as { field: SignupField; value: string | boolean };
    const input = control(field);
    if (field === 'terms') await user.click(input);
    else if (field === 'gender' || field === 'role') await user.selectOptions(input, String(value));
    else {
      await user.clear(input);
      if (value) {
        await user.click(input);
        await user.paste(String(value));
      }
    }
  },
  'form.submit': () => user.click(submitButton()),
};

async function renderSignup(deferred: DeferredActors = createDeferredActors(['submitSignup'])) {
  const signIn = createActor(signInMachine, { input: { pending: null } }).start();
  const view = await renderView(
    <SignupView signIn={signIn} logic={signupLogic.provide({ actors: deferred.actors as never })} />,
    { url: '/signup' },
  );
  user = view.user;
  return deferred;
}

for (const language of LANGUAGES)
  modelSuite(signupMachine, {
    title: "signup machine ('Create an Account')",
    language,
    eventsFor: events as never,
    serializeState: serializeState as never,
    states,
    executors,
    deferredActors: ['submitSignup'],
    render: ({ deferred }) => renderSignup(deferred),
    messages: {
      catalogue: signUpMessages,
      machineLevel: {
        'Gender is required': submitWithout('gender'),
        'Role is required': submitWithout('role'),
        // The machine ignores a submit without the terms; its form rules (SignupForm) hold the message.
        'You must agree to terms and conditions.': () =>
          JSON.stringify(v.safeParse(SignupForm, { ...valid, terms: false }).issues?.map((i) => i.message)),
      },
    },
  });

/** Every rule, one at a time: checked before any call, shown on its field, cleared when it is filled. */
const rules: [string, SignupField, string, string][] = [
  ['first name required', 'firstName', '', 'First name is required'],
  ['last name required', 'lastName', '', 'Last name is required'],
  ['email required', 'email', '', 'Email is required'],
  ['phone required', 'phone', '', 'Phone number is required'],
  ['password required', 'password', '', 'Password is required'],
  ['confirm required', 'confirmPassword', '', 'Please confirm your password'],
  ...formatRules,
];

describe('sign-up validation', () => {
  it.each(rules)('%s', async (_, field, value, message) => {
    const deferred = await renderSignup();
    for (const name of fillOrder) {
      const filled = name === field ? value : valid[name];
      if (filled)
        await executors['field.change']!({ type: 'field.change', field: name, value: filled } as never);
    }
    if (field === 'password')
      await executors['field.change']!({ type: 'field.change', field: 'confirmPassword', value } as never);
    await user.click(control('terms'));
    await user.click(submitButton());
    const error = within(control(field).parentElement!).getByRole('alert');
    expect(error.textContent).toBe(message);
    expect(deferred.inputs.submitSignup).toEqual([]);
    await executors['field.change']!({
      type: 'field.change',
      field,
      value: valid[field as keyof typeof valid],
    } as never);
    expect(within(control(field).parentElement!).queryByRole('alert')).toBeNull();
  });

  it('sends the payload fields (not confirm password or terms) and never retries on its own', async () => {
    const deferred = await renderSignup();
    for (const name of fillOrder)
      await executors['field.change']!({ type: 'field.change', field: name, value: valid[name] } as never);
    await user.click(control('terms'));
    await user.dblClick(submitButton());
    const { confirmPassword: _confirm, ...payload } = valid;
    expect(deferred.inputs.submitSignup).toEqual([payload]);
  });

  it('keeps LinkedIn and GitHub unavailable for everyone, with a link to login', async () => {
    await renderSignup();
    for (const provider of ['LinkedIn', 'GitHub']) {
      const button = screen.getByRole('button', { name: `Continue with ${provider}` });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('title')).toBe(`Sign-up with ${provider} is not available yet`);
    }
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
