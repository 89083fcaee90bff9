import { messages } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginMachine } from '@/screens/auth/login/login.machine';
import { LoginView } from '@/screens/auth/login/login.view';
import { createDeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderView } from '../support/render-view';

/**
 * The /login screen machine: the login form in the one form shape, handing each submit to the sign-in
 * actor. The sign-in itself (its checks, answers and the way on to /otp) is walked in the whole app by
 * tests/machines/sign-in.test.tsx.
 */

const taken = new Set<string>();
const take = (...types: string[]) => {
  for (const type of types) taken.add(type);
};

async function renderLogin(search: { redirect?: string } = {}) {
  const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
  const signIn = createActor(
    signInMachine.provide({
      actors: deferred.actors as never,
      actions: { storePendingSignIn: () => {}, showCodeStep: () => {} },
    }),
    { input: { pending: null } },
  ).start();
  const view = await renderView(<LoginView signIn={signIn} search={search} />, { url: '/login' });
  return { ...view, deferred, signIn };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The login form's own message (the Google button beside it has its own). */
const formAlert = () => within(input('Email').closest('form')!).getByRole('alert');

describe('login screen', () => {
  it("hands what is typed, 'Remember me!' and ?redirect= to the sign-in actor with each submit", async () => {
    const { user, deferred, signIn } = await renderLogin({ redirect: '/projects' });
    await user.type(input('Email'), 'member@hub.example');
    await user.type(input('Password'), 'MemberPass#2024');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me!' }));
    expect(input('Email').value).toBe('member@hub.example');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(deferred.inputs.submitLogin).toEqual([
      { email: 'member@hub.example', password: 'MemberPass#2024' },
    ]);
    expect(signIn.getSnapshot().context).toMatchObject({ remember: true, redirect: '/projects' });
    take('field.change', 'form.submit');
  });

  it('locks the form while the sign-in actor sends, and shows its answer', async () => {
    const { user, deferred } = await renderLogin();
    await user.type(input('Email'), 'member@hub.example');
    await user.type(input('Password'), 'Wrong#Password1');
    await user.keyboard('{Enter}');
    expect((screen.getByRole('button', { name: 'Logging in...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(input('Email').disabled).toBe(true);
    expect(input('Password').disabled).toBe(true);
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.submitLogin',
        error: { kind: 'http', status: 401, message: messages.invalidCredentials },
      }),
    );
    expect(formAlert().textContent).toBe(messages.invalidCredentials);
    // What was typed stays for another try.
    expect(input('Email').value).toBe('member@hub.example');
    expect(input('Password').value).toBe('Wrong#Password1');
  });

  it("an empty form is the sign-in actor's to refuse: its message shows and nothing is sent", async () => {
    const { user, deferred } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(formAlert().textContent).toBe(messages.loginFieldsRequired);
    expect(deferred.inputs.submitLogin).toEqual([]);
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(loginMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
