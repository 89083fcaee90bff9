import { messages, tooManyAttemptsMessage } from '@contracts/users';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { forgotPasswordLogic } from '@/screens/auth/forgot-password/forgot-password.logic';
import {
  type ForgotPasswordContext,
  forgotPasswordMachine,
} from '@/screens/auth/forgot-password/forgot-password.machine';
import { ForgotPasswordView } from '@/screens/auth/forgot-password/forgot-password.view';
import { forgotPasswordMessages } from '../fixtures/spec-messages';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type AnyEvent = EventObject & Record<string, unknown>;

/** What the person may type: nothing, a broken address, a good one. */
const typed = ['', 'aline@', 'aline@example.com'];

const outcomes: AnyEvent[] = [
  { type: 'xstate.done.actor.requestResetLink', output: { message: messages.forgotPasswordSent } },
  {
    type: 'xstate.error.actor.requestResetLink',
    error: { kind: 'http', status: 429, message: tooManyAttemptsMessage(60) },
  },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'network' } },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'invalid-response' } },
];

/** Typing another address (the same one again changes nothing), submitting, and every answer. */
function events(snapshot: { context: unknown }): AnyEvent[] {
  const { values } = snapshot.context as ForgotPasswordContext;
  const changes = typed
    .filter((email) => email !== values.email)
    .map((email) => ({ type: 'field.change', field: 'email', value: email }));
  return [...changes, { type: 'form.submit' }, ...outcomes];
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const sendButton = () =>
  screen.getByRole('button', { name: /Send reset link|Sending\.\.\./ }) as HTMLButtonElement;

const states: StateAssertions = {
  editing: (snapshot) => {
    const { values, fieldErrors, error } = snapshot.context as ForgotPasswordContext;
    expect(sendButton().disabled).toBe(false);
    expect(emailInput().value).toBe(values.email);
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual([fieldErrors.email, error && inLanguage(error)].filter(Boolean));
  },
  sending: () => {
    expect(sendButton().textContent).toBe('Sending...');
    expect(sendButton().disabled).toBe(true);
    expect(emailInput().disabled).toBe(true);
  },
  sent: () => {
    expect(screen.getByRole('status').textContent).toBe(messages.forgotPasswordSent);
    expect(screen.queryByLabelText('Email')).toBeNull();
  },
};

const executors: EventExecutors = {
  'field.change': async (event) => {
    const { value } = event as unknown as { value: string };
    await user.clear(emailInput());
    if (value) {
      await user.click(emailInput());
      await user.paste(value);
    }
  },
  'form.submit': () => user.click(sendButton()),
};

modelSuite(forgotPasswordMachine, {
  title: 'forgot-password machine (/forgot-password)',
  eventsFor: events as never,
  states,
  executors,
  deferredActors: ['requestResetLink'],
  render: async ({ deferred }) => {
    ({ user } = await renderView(
      <ForgotPasswordView logic={forgotPasswordLogic.provide({ actors: deferred!.actors as never })} />,
    ));
  },
  messages: { catalogue: forgotPasswordMessages },
});
