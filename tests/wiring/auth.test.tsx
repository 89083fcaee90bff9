import { messages } from '@contracts/users';
import { signInMachine } from '@machines/sign-in.machine';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ForgotPasswordView } from '@/screens/auth/forgot-password/forgot-password.view';
import { ResetPasswordView } from '@/screens/auth/reset-password/reset-password.view';
import { SignupView } from '@/screens/auth/signup/signup.view';
import { GoogleSignIn } from '@/shared/auth/google-sign-in';
import { installFakeGoogle } from '../support/fake-google';
import { renderApp } from '../support/render-app';
import { renderView } from '../support/render-view';
import { serveFrom, startWiredServer } from '../support/wired-app';

const server = startWiredServer();
const MEMBER = 'member@hub.example';

afterEach(() => {
  delete window.google;
});

type User = Awaited<ReturnType<typeof renderView>>['user'];

async function fill(user: User, label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** The 6-digit code of the newest login-code mail to `to`. */
function mailedCode(to: string): string {
  const mail = server().mailer.lastTo(to);
  expect(mail?.subject).toBe('Your Hub login code');
  return /\b(\d{6})\b/.exec(mail!.text)![1]!;
}

const signInActor = () => createActor(signInMachine, { input: { pending: null } }).start();

describe('sign-in and session actors with their real calls, in the whole app, against the real server', () => {
  it('says the server message for a wrong password', async () => {
    serveFrom(server());
    const { user } = await renderApp('/login');
    await fill(user, 'Email', MEMBER);
    await fill(user, 'Password', 'Wrong#Password1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() =>
      expect([...document.querySelectorAll('main form [role="alert"]')].map((n) => n.textContent)).toEqual([
        messages.invalidCredentials,
      ]),
    );
  });

  it('login → the mailed code → a session on /dashboard; Logout revokes it on the server', async () => {
    serveFrom(server());
    const { router, user } = await renderApp('/login');
    await fill(user, 'Email', MEMBER);
    await fill(user, 'Password', 'MemberPass#2024');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    await fill(user, 'Enter OTP', mailedCode(MEMBER));
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect((await screen.findByText(/Signed in as/)).textContent).toContain(`${MEMBER} (Member)`);

    const token = sessionStorage.getItem('token');
    const me = () => server().app.request('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect((await me()).status).toBe(401);
  });
});

describe('sign-up, password reset and Google with their real logic, against the real server', () => {
  it('signs up (POST /api/users/signup) and the server mails the verification link', async () => {
    serveFrom(server());
    const { user } = await renderView(<SignupView signIn={signInActor()} />, { url: '/signup' });
    const email = 'aline.wired@example.com';
    await fill(user, 'First name', 'Aline');
    await fill(user, 'Last name', 'Uwase');
    await fill(user, 'Email', email);
    await fill(user, 'Phone number', '+250788123456');
    await fill(user, 'Password', 'Kigali#Hub2024');
    await fill(user, 'Confirm password', 'Kigali#Hub2024');
    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(messages.signupSuccess)).toBeTruthy();
    // The link is mailed after the answer.
    await waitFor(() =>
      expect(server().mailer.lastTo(email)?.text).toMatch(/\/api\/users\/verify-email\?token=/),
    );
  });

  it('mails a reset link (POST /api/users/forgot-password); the link sets a new password that logs in', async () => {
    serveFrom(server());
    const email = 'admin@hub.example';
    const forgot = await renderView(<ForgotPasswordView />, { url: '/forgot-password' });
    await fill(forgot.user, 'Email', email);
    await forgot.user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.forgotPasswordSent);
    // The link is stored and mailed after the answer.
    const token = await waitFor(() => {
      const link = /reset-password\?token=([\w-]+)/.exec(server().mailer.lastTo(email)?.text ?? '')?.[1];
      expect(link).toBeTruthy();
      return link!;
    });
    forgot.unmount();

    const reset = await renderView(<ResetPasswordView token={token} />, { url: '/reset-password' });
    await fill(reset.user, 'New password', 'Fresh#Admin2025');
    await fill(reset.user, 'Confirm new password', 'Fresh#Admin2025');
    await reset.user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(messages.passwordReset);
    const login = await server().app.request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Fresh#Admin2025' }),
    });
    expect(login.status).toBe(200);
  });

  it("draws Google's button with the server's client id (GET /api/config) and shows the server's refusal", async () => {
    serveFrom(server());
    installFakeGoogle('not-a-google-id-token');
    const signIn = signInActor();
    const { user } = await renderView(<GoogleSignIn signIn={signIn} text="signin_with" />, { url: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Google account: Aline' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.googleFailed);
    expect(signIn.getSnapshot().matches('idle')).toBe(true);
  });
});
