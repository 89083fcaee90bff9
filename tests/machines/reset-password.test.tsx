import { messages } from '@contracts/users';
import { type ResetPasswordContext, resetPasswordMachine } from '@machines/reset-password.machine';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import { resetPasswordLogic } from '@/features/auth/reset-password.logic';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { resetPasswordMessages } from '../fixtures/spec-messages';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type AnyEvent = EventObject & Record<string, unknown>;
const TOKEN = 'reset-token-123';

const events: AnyEvent[] = [
  { type: 'form.submit', password: '', confirmPassword: '' },
  { type: 'form.submit', password: 'short', confirmPassword: 'short' },
  { type: 'form.submit', password: 'Kigali#Hub2024', confirmPassword: 'Kigali#Hub2025' },
  { type: 'form.submit', password: 'Kigali#Hub2024', confirmPassword: 'Kigali#Hub2024' },
  { type: 'field.change', field: 'password' },
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

let user: Awaited<ReturnType<typeof renderView>>['user'];
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () =>
  screen.getByRole('button', { name: /Set new password|Saving\.\.\./ }) as HTMLButtonElement;

const states: StateAssertions = {
  editing: (snapshot) => {
    const { errors, error } = snapshot.context as ResetPasswordContext;
    expect(saveButton().disabled).toBe(false);
    const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
    expect(alerts).toEqual([errors.password, errors.confirmPassword, error].filter(Boolean));
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
  'form.submit': async (event) => {
    const { password, confirmPassword } = event as unknown as { password: string; confirmPassword: string };
    await fill('New password', password);
    await fill('Confirm new password', confirmPassword);
    await user.click(saveButton());
  },
  'field.change': () => user.type(input('New password'), 'x'),
};

modelSuite(resetPasswordMachine, {
  title: 'reset-password machine (/reset-password?token=…)',
  events,
  input: { token: TOKEN },
  states,
  executors,
  deferredActors: ['submitNewPassword'],
  render: async ({ deferred }) => {
    ({ user } = await renderView(
      <ResetPasswordPage
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
