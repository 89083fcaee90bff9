import { messages, tooManyAttemptsMessage } from '@contracts/users';
import { type ForgotPasswordContext, forgotPasswordMachine } from '@machines/forgot-password.machine';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { forgotPasswordLogic } from '@/features/auth/forgot-password.logic';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
import { forgotPasswordMessages } from '../fixtures/spec-messages';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type AnyEvent = EventObject & Record<string, unknown>;

const events: AnyEvent[] = [
  { type: 'form.submit', email: '' },
  { type: 'form.submit', email: 'aline@' },
  { type: 'form.submit', email: 'aline@example.com' },
  { type: 'field.change' },
  { type: 'xstate.done.actor.requestResetLink', output: { message: messages.forgotPasswordSent } },
  {
    type: 'xstate.error.actor.requestResetLink',
    error: { kind: 'http', status: 429, message: tooManyAttemptsMessage(60) },
  },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'network' } },
  { type: 'xstate.error.actor.requestResetLink', error: { kind: 'invalid-response' } },
];

let user: Awaited<ReturnType<typeof renderView>>['user'];
const emailInput = () => screen.getByLabelText('Email') as HTMLInputElement;
const sendButton = () =>
  screen.getByRole('button', { name: /Send reset link|Sending\.\.\./ }) as HTMLButtonElement;

const states: StateAssertions = {
  editing: (snapshot) => {
    const { emailError, error } = snapshot.context as ForgotPasswordContext;
    expect(sendButton().disabled).toBe(false);
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual([emailError, error].filter(Boolean));
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
  'form.submit': async (event) => {
    const { email } = event as unknown as { email: string };
    await user.clear(emailInput());
    if (email) {
      await user.click(emailInput());
      await user.paste(email);
    }
    await user.click(sendButton());
  },
  'field.change': () => user.type(emailInput(), 'x'),
};

modelSuite(forgotPasswordMachine, {
  title: 'forgot-password machine (/forgot-password)',
  events,
  states,
  executors,
  deferredActors: ['requestResetLink'],
  render: async ({ deferred }) => {
    ({ user } = await renderView(
      <ForgotPasswordPage logic={forgotPasswordLogic.provide({ actors: deferred!.actors as never })} />,
    ));
  },
  messages: { catalogue: forgotPasswordMessages },
});
