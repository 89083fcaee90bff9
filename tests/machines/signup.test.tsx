import { messages, tooManyAttemptsMessage } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import {
  type SignupContext,
  type SignupField,
  type SignupValues,
  signupMachine,
  signupMessages,
} from '@machines/signup.machine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, initialTransition, transition } from 'xstate';
import { signupLogic } from '@/features/auth/signup.logic';
import { SignupPage } from '@/features/auth/signup-page';
import { createDeferredActors } from '../support/deferred-actors';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  modelPaths,
  runPath,
  type StateAssertions,
} from '../support/model';
import { renderView } from '../support/render-view';

/** A form that passes every rule of spec §5 (terms aside). */
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

/**
 * The person fills the form field by field (in page order), then ticks or unticks the terms, submits,
 * or empties a field; the server answers in each way it can. (The §5 rules one by one are below.)
 */
function events(snapshot: { context: unknown }): AnyEvent[] {
  const { values } = snapshot.context as SignupContext;
  const next = fillOrder.find((field) => values[field] !== valid[field]);
  // While filling, only the next field: the graph stays a chain instead of every order of filling.
  if (next) return [{ type: 'field.change', field: next, value: valid[next] }, ...outcomes];
  return [
    { type: 'field.change', field: 'terms', value: !values.terms },
    { type: 'field.change', field: 'firstName', value: '' },
    { type: 'form.submit' },
    ...outcomes,
  ];
}

/** A node: the state, how far the filling got, the terms box, whether errors and which banner show. */
function serializeState(snapshot: unknown): string {
  const { value, context } = snapshot as { value: unknown; context: SignupContext };
  const filled = fillOrder.filter((field) => context.values[field] === valid[field]).length;
  const hasErrors = Object.keys(context.errors).length > 0;
  return JSON.stringify([value, filled, context.values.terms, hasErrors, context.banner?.tone ?? null]);
}

/** Each step's snapshot is recomputed by replaying the path (a merged node may hold another path's context). */
const paths = modelPaths(signupMachine, {
  events: events as never,
  serializeState: serializeState as never,
}).map((p) => {
  let [snapshot] = initialTransition(signupMachine);
  const steps = p.steps.map((step, index) => {
    if (index > 0) [snapshot] = transition(signupMachine, snapshot, step.event as never);
    return { ...step, state: snapshot as unknown as typeof step.state };
  });
  return { ...p, steps, state: steps.at(-1)!.state };
});

let user: Awaited<ReturnType<typeof renderView>>['user'];

const submitButton = () => screen.getByRole('button', { name: /Create Account|Processing\.\.\./ });
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const control = (field: SignupField) => screen.getByLabelText(labels[field]) as HTMLInputElement;

/** What the page shows must be what the machine knows: values, field errors and the banner. */
function expectForm(context: SignupContext) {
  for (const field of fillOrder) expect(control(field).value).toBe(context.values[field]);
  expect(control('terms').checked).toBe(context.values.terms);
  for (const field of Object.keys(labels) as SignupField[]) {
    const error = context.errors[field];
    const shown = control(field).getAttribute('aria-describedby');
    if (error) expect(document.getElementById(shown ?? '')?.textContent).toBe(error);
    else expect(shown).toBeNull();
  }
  const banner = context.banner;
  if (banner) expect(screen.getByText(banner.text).getAttribute('role')).toBe('alert');
}

const states: StateAssertions = {
  editing: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expectForm(context);
    expect(submitButton().textContent).toBe('Create Account');
    expect(isDisabled(submitButton())).toBe(!context.values.terms);
  },
  submitting: () => {
    expect(submitButton().textContent).toBe('Processing...');
    expect(isDisabled(submitButton())).toBe(true);
  },
  succeeded: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expectForm(context);
    expect(screen.getByText(signupMessages.success)).toBeTruthy();
    // Reset: empty fields, gender back to male, role back to Member, terms cleared.
    expect(control('firstName').value).toBe('');
    expect(control('gender').value).toBe('male');
    expect(control('role').value).toBe('Member');
    expect(control('terms').checked).toBe(false);
  },
  failed: (snapshot) => {
    const context = snapshot.context as SignupContext;
    expect(context.banner?.tone).toBe('error');
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

async function renderSignup() {
  const deferred = createDeferredActors(['submitSignup']);
  const signIn = createActor(signInMachine, { input: { pending: null } }).start();
  const view = await renderView(
    <SignupPage signIn={signIn} logic={signupLogic.provide({ actors: deferred.actors as never })} />,
    { url: '/signup' },
  );
  user = view.user;
  return deferred;
}

describe("signup machine ('Create an Account')", () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(signupMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches every sign-up message of spec §8', () => {
    const shown = new Set(
      paths.flatMap((p) => p.steps.map((step) => (step.state.context as SignupContext).banner?.text)),
    );
    const spec = [
      signupMessages.success,
      signupMessages.fieldErrors,
      tooManyAttemptsMessage(30), // the server's message
      'Registration failed (Status: 500)',
      'Network error. Please check your connection.',
    ];
    expect(spec.filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, p) => {
    const deferred = await renderSignup();
    await runPath(p, { states, events: executors, deferred });
  });
});

/** Spec §5, one rule at a time: checked before any call, shown on its field, cleared when it is filled. */
const rules: [string, SignupField, string, string][] = [
  ['first name required', 'firstName', '', 'First name is required'],
  ['last name required', 'lastName', '', 'Last name is required'],
  ['email required', 'email', '', 'Email is required'],
  ['email shape', 'email', 'aline@', 'Please enter a valid email address'],
  ['phone required', 'phone', '', 'Phone number is required'],
  [
    'phone format',
    'phone',
    '0788123456',
    "Please enter a valid phone number in international format starting with '+' and country code",
  ],
  ['password required', 'password', '', 'Password is required'],
  ['password length', 'password', 'Short#1', 'Password must be at least 8 characters long'],
  ['confirm required', 'confirmPassword', '', 'Please confirm your password'],
  ['passwords match', 'confirmPassword', 'Kigali#Hub2025', 'Passwords do not match'],
];

describe('sign-up validation (spec §5)', () => {
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
