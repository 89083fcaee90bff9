import { messages } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { otpMachine } from '@/screens/auth/otp/otp.machine';
import { OtpView } from '@/screens/auth/otp/otp.view';
import { createDeferredActors } from '../support/deferred-actors';
import { acceptedEventTypes } from '../support/model-paths';
import { renderView } from '../support/render-view';

/**
 * The /otp screen machine: the code form in the one form shape, handing each submit to the sign-in actor.
 * The sign-in itself (the code's checks and answers, a new code, the way on by role) is walked in the
 * whole app by tests/machines/sign-in.test.tsx.
 */

const taken = new Set<string>();
const take = (...types: string[]) => {
  for (const type of types) taken.add(type);
};

const pending = { token: 'pre-otp', email: 'member@hub.example', role: 'Member', remember: false };

async function renderOtp(redirect?: string) {
  const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
  const signIn = createActor(signInMachine.provide({ actors: deferred.actors as never }), {
    input: { pending },
  }).start();
  const view = await renderView(<OtpView signIn={signIn} redirect={redirect} />, { url: '/otp' });
  return { ...view, deferred, signIn };
}

const codeInput = () => screen.getByLabelText('Enter OTP') as HTMLInputElement;

describe('otp screen', () => {
  it('hands the typed code and ?redirect= to the sign-in actor, which verifies it for the e-mail', async () => {
    const { user, deferred, signIn } = await renderOtp('/projects');
    await user.type(codeInput(), '123456');
    expect(codeInput().value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(deferred.inputs.verifyCode).toEqual([{ email: pending.email, otp: '123456' }]);
    expect(signIn.getSnapshot().context.redirect).toBe('/projects');
    expect((screen.getByRole('button', { name: 'Verifying...' }) as HTMLButtonElement).disabled).toBe(true);
    take('field.change', 'form.submit');
  });

  it("an empty code is the sign-in actor's to refuse: its message is tied to the field", async () => {
    const { user, deferred } = await renderOtp();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(messages.otpRequired);
    expect(codeInput().getAttribute('aria-describedby')).toBe(alert.id);
    expect(deferred.inputs.verifyCode).toEqual([]);
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(otpMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
