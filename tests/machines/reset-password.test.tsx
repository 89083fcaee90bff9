import { messages } from '@contracts/users';
import {
  type ResetPasswordContext,
  resetPasswordMachine,
  resetPasswordMessages,
} from '@machines/reset-password.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { resetPasswordLogic } from '@/features/auth/reset-password.logic';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
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

const paths = modelPaths(resetPasswordMachine, { events, input: { token: TOKEN } });

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

describe('reset-password machine (/reset-password?token=…)', () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(resetPasswordMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches the sign-up password rules and every failure text', () => {
    const shown = new Set(
      paths.flatMap((p) =>
        p.steps.flatMap((step) => {
          const { errors, error } = step.state.context as ResetPasswordContext;
          return [errors.password, errors.confirmPassword, error];
        }),
      ),
    );
    const expected = [
      messages.passwordRequired,
      messages.confirmPasswordRequired,
      messages.passwordTooShort,
      messages.passwordsDoNotMatch,
      messages.passwordTooCommon,
      resetPasswordMessages.linkInvalid,
      resetPasswordMessages.network,
    ];
    expect(expected.filter((text) => !shown.has(text))).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, p) => {
    const deferred = createDeferredActors(['submitNewPassword']);
    ({ user } = await renderView(
      <ResetPasswordPage
        token={TOKEN}
        logic={resetPasswordLogic.provide({ actors: deferred.actors as never })}
      />,
    ));
    await runPath(p, { states, events: executors, deferred });
    for (const sent of deferred.inputs.submitNewPassword ?? [])
      expect(sent).toEqual({ token: TOKEN, password: 'Kigali#Hub2024' });
  });
});
