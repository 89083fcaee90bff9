import { messages } from '@contracts/users';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { resetPasswordLogic } from '@/screens/auth/reset-password/reset-password.logic';
import {
  type ResetPasswordContext,
  type ResetPasswordField,
  resetPasswordMachine,
} from '@/screens/auth/reset-password/reset-password.machine';
import { ResetPasswordView } from '@/screens/auth/reset-password/reset-password.view';
import { resetPasswordMessages } from '../fixtures/spec-messages';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type AnyEvent = EventObject & Record<string, unknown>;
const TOKEN = 'reset-token-123';

/**
 * What the person types, in order: nothing, a short password twice, then the good one, whose confirmation
 * first differs and then matches. Each field only moves on (the graph stays small); each step is a change.
 */
const typed: Record<ResetPasswordField, readonly string[]> = {
  password: ['', 'short', 'Kigali#Hub2024'],
  confirmPassword: ['', 'short', 'Kigali#Hub2025', 'Kigali#Hub2024'],
};

const outcomes: AnyEvent[] = [
  { type: 'xstate.done.actor.submitNewPassword', output: { message: messages.passwordReset } },
  {
    type: 'xstate.error.actor.submitNewPassword',
    error: { kind: 'http', status: 400, message: messages.resetTokenInvalid },
  },
  {
    type: 'xstate.error.actor.submitNewPassword',
    error: {
      kind: 'http',
      status: 400,
      message: 'Please correct the highlighted errors.',
      errors: [{ path: 'password', message: messages.passwordTooCommon }],
    },
  },
  { type: 'xstate.error.actor.submitNewPassword', error: { kind: 'network' } },
];

/**
 * The next value of each field, submitting, and every answer. The confirmation never runs ahead of the
 * password (up to the short one while the password is short, then both good ones), so the graph stays small.
 */
function events(snapshot: { context: unknown }): AnyEvent[] {
  const { values } = snapshot.context as ResetPasswordContext;
  const passwordAt = typed.password.indexOf(values.password);
  const confirmAt = typed.confirmPassword.indexOf(values.confirmPassword);
  const confirmUpTo = passwordAt === typed.password.length - 1 ? passwordAt + 1 : passwordAt;
  const changes: AnyEvent[] = [];
  const password = typed.password[passwordAt + 1];
  if (password !== undefined) changes.push({ type: 'field.change', field: 'password', value: password });
  if (confirmAt < confirmUpTo)
    changes.push({
      type: 'field.change',
      field: 'confirmPassword',
      value: typed.confirmPassword[confirmAt + 1],
    });
  return [...changes, { type: 'form.submit' }, ...outcomes];
}

let user: Awaited<ReturnType<typeof renderView>>['user'];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () =>
  screen.getByRole('button', { name: /Set new password|Saving\.\.\./ }) as HTMLButtonElement;

const states: StateAssertions = {
  editing: (snapshot) => {
    const { values, fieldErrors, error } = snapshot.context as ResetPasswordContext;
    expect(saveButton().disabled).toBe(false);
    expect(input('New password').value).toBe(values.password);
    expect(input('Confirm new password').value).toBe(values.confirmPassword);
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual(
      [fieldErrors.password, fieldErrors.confirmPassword, error && inLanguage(error)].filter(Boolean),
    );
  },
  saving: () => {
    expect(saveButton().textContent).toBe('Saving...');
    expect(saveButton().disabled).toBe(true);
  },
  done: () => {
    expect(screen.getByRole('status').textContent).toBe(messages.passwordReset);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  },
};

async function fill(label: string, text: string) {
  await user.clear(input(label));
  if (text) {
    await user.click(input(label));
    await user.paste(text);
  }
}

const executors: EventExecutors = {
  'field.change': async (event) => {
    const { field, value } = event as unknown as { field: ResetPasswordField; value: string };
    await fill(field === 'password' ? 'New password' : 'Confirm new password', value);
  },
  'form.submit': () => user.click(saveButton()),
};

modelSuite(resetPasswordMachine, {
  title: 'reset-password machine (/reset-password?token=…)',
  eventsFor: events as never,
  input: { token: TOKEN },
  states,
  executors,
  deferredActors: ['submitNewPassword'],
  render: async ({ deferred }) => {
    ({ user } = await renderView(
      <ResetPasswordView
        token={TOKEN}
        logic={resetPasswordLogic.provide({ actors: deferred!.actors as never })}
      />,
    ));
  },
  afterWalk: ({ deferred }) => {
    for (const sent of deferred!.inputs.submitNewPassword ?? [])
      expect(sent).toEqual({ token: TOKEN, password: 'Kigali#Hub2024' });
  },
  messages: { catalogue: resetPasswordMessages },
});
