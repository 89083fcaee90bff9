import { signInMachine } from '@machines/sign-in.machine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { signupLogic } from '@/screens/auth/signup/signup.logic';
import { SignupView } from '@/screens/auth/signup/signup.view';
import { createDeferredActors } from '../support/deferred-actors';
import { renderView } from '../support/render-view';

/**
 * The sign-up form checks names with the same contract as the server, so a web address or hidden text in a
 * name is shown on that field before any call.
 */

const valid = {
  'First name': 'Aline',
  'Last name': 'Uwase',
  Email: 'aline@example.com',
  'Phone number': '+250788123456',
  Password: 'Kigali#Hub2024',
  'Confirm password': 'Kigali#Hub2024',
};

async function submitWith(label: keyof typeof valid, value: string) {
  const deferred = createDeferredActors(['submitSignup']);
  const signIn = createActor(signInMachine, { input: { pending: null } }).start();
  const { user } = await renderView(
    <SignupView signIn={signIn} logic={signupLogic.provide({ actors: deferred.actors as never })} />,
    { url: '/signup' },
  );
  for (const [name, filled] of Object.entries({ ...valid, [label]: value })) {
    await user.click(screen.getByLabelText(name));
    await user.paste(filled);
  }
  await user.click(screen.getByLabelText('I agree to the terms and conditions'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  const field = screen.getByLabelText(label);
  return { error: within(field.parentElement!).queryByRole('alert')?.textContent, deferred };
}

describe('sign-up form: names with web addresses or hidden text', () => {
  it.each([
    [
      'First name',
      'evil.shop',
      'Web addresses are not allowed here: remove links and dotted words such as example.com.',
    ],
    ['Last name', 'Uwase \u202Efdp.exe', 'Remove the hidden direction or control characters.'],
    ['First name', 'Ali\u200Bne', 'Remove the invisible characters (such as zero-width spaces).'],
    ['Last name', 'Z\u0335\u0321\u0327\u0322\u0328algo', 'Too many accent marks on one letter.'],
  ] as const)('%s %j shows its message on the field and sends nothing', async (label, value, message) => {
    const { error, deferred } = await submitWith(label, value);
    expect(error).toBe(message);
    expect(deferred.inputs.submitSignup).toEqual([]);
  });

  it('J.R. with Nguyễn Thị is sent', async () => {
    const { error, deferred } = await submitWith('First name', 'J.R. Nguyễn Thị');
    expect(error).toBeUndefined();
    expect(deferred.inputs.submitSignup).toHaveLength(1);
  });
});
