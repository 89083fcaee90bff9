import { messages, tooManyAttemptsMessage } from '@contracts/users';
import {
  type ForgotPasswordContext,
  forgotPasswordMachine,
  forgotPasswordMessages,
} from '@machines/forgot-password.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { forgotPasswordLogic } from '@/features/auth/forgot-password.logic';
import { ForgotPasswordPage } from '@/features/auth/forgot-password-page';
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

const paths = modelPaths(forgotPasswordMachine, { events });

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

describe('forgot-password machine (/forgot-password)', () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(forgotPasswordMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches the e-mail rules and every failure text', () => {
    const shown = new Set(
      paths.flatMap((p) =>
        p.steps.flatMap((step) => {
          const context = step.state.context as ForgotPasswordContext;
          return [context.emailError, context.error];
        }),
      ),
    );
    const expected = [
      messages.emailRequired,
      messages.emailInvalid,
      forgotPasswordMessages.failed,
      forgotPasswordMessages.network,
      forgotPasswordMessages.unexpected,
      tooManyAttemptsMessage(60),
    ];
    expect(expected.filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, p) => {
    const deferred = createDeferredActors(['requestResetLink']);
    ({ user } = await renderView(
      <ForgotPasswordPage logic={forgotPasswordLogic.provide({ actors: deferred.actors as never })} />,
    ));
    await runPath(p, { states, events: executors, deferred });
  });
});
