import { LANGUAGES } from '@contracts/languages';
import { messages } from '@contracts/users';
import { localizedPath } from '@lib/language-paths';
import {
  RESEND_COOLDOWN_SECONDS,
  roleHome,
  safeRedirect,
  signInMachine,
  signInMessages,
} from '@machines/sign-in.machine';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '@/app/router';
import { loginMessages, otpMessages } from '../fixtures/spec-messages';
import { createDeferredActors } from '../support/deferred-actors';
import { installFakeGoogle } from '../support/fake-google';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { loginOk, MEMBER, signInPathOptions, verified } from '../support/models/sign-in.model';
import { preloadSignedInAreas, renderApp } from '../support/render-app';
import { routeFetch } from '../support/route-fetch';

preloadSignedInAreas();

const ADMIN = 'admin@hub.example';

type Snap = {
  value: unknown;
  context: {
    role: string;
    loginError: string | null;
    codeError: string | null;
    notice: string | null;
    email: string;
  };
};

let router: AppRouter;
let user: Awaited<ReturnType<typeof renderApp>>['user'];

const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
const path = () => router.state.location.pathname;
/** Alerts of the login or code form (the Google button has its own machine and test). */
const alertTexts = () =>
  [...document.querySelectorAll('main form [role="alert"]')].map((node) => node.textContent);

async function goTo(to: '/login' | '/otp') {
  if (path() !== to) await act(() => router.navigate({ to }));
}

/** The message the model expects is the one (and the only one) on the page. */
function expectMessage(message: string | null) {
  if (message) expect(alertTexts()).toContain(inLanguage(message));
  else expect(alertTexts()).toEqual([]);
}

function expectOnOtpPage(context: Snap['context']) {
  expect(path()).toBe('/otp');
  expect(isDisabled(screen.getByRole('button', { name: inLanguage('Verify OTP') }))).toBe(false);
  expectMessage(context.codeError);
  if (context.notice) expect(screen.getByRole('status').textContent).toMatch(inLanguage(context.notice));
}

/** The user went back to /login (a new login may start from any settled state). */
function expectLoginForm(context: Snap['context']) {
  expect(isDisabled(screen.getByRole('button', { name: inLanguage('Login') }))).toBe(false);
  expect(isDisabled(screen.getByLabelText(inLanguage('Email')))).toBe(false);
  expectMessage(context.loginError);
}

/** The member header's 'Signed in as member@hub.example (Member)' (or the Google account), in the page's language. */
const signedInAs = (_: string, node: Element | null) => {
  if (node?.tagName !== 'P') return false;
  const line = inLanguage('Signed in as <0>{email}</0> ({role})', {
    email: '\u0000',
    role: inLanguage('Member'),
  })
    .replace(/<\/?\d+>/g, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\u0000', '(member@hub\\.example|aline@gmail\\.com)');
  return new RegExp(`^${line}$`).test(node.textContent ?? '');
};

const states: StateAssertions = {
  idle: (snapshot) => {
    const { context } = snapshot as unknown as Snap;
    expect(path()).toBe('/login');
    expectLoginForm(context);
  },
  submitting: () => {
    expect(isDisabled(screen.getByRole('button', { name: inLanguage('Logging in...') }))).toBe(true);
    expect(isDisabled(screen.getByLabelText(inLanguage('Email')))).toBe(true);
    expect(isDisabled(screen.getByLabelText(inLanguage('Password')))).toBe(true);
    expect(isDisabled(screen.getByRole('checkbox', { name: inLanguage('Remember me!') }))).toBe(true);
  },
  awaitingCode: (snapshot) => {
    const { context } = snapshot as unknown as Snap;
    if (path() === '/login') return expectLoginForm(context);
    expectOnOtpPage(context);
    // A new code needs a known e-mail (from a login in this tab or from storage).
    expect(isDisabled(screen.getByRole('button', { name: inLanguage('Send a new code') }))).toBe(
      context.email === '',
    );
  },
  resending: () => {
    expect(isDisabled(screen.getByRole('button', { name: inLanguage('Sending a new code...') }))).toBe(true);
  },
  coolingDown: (snapshot) => {
    const { context } = snapshot as unknown as Snap;
    if (path() === '/login') return expectLoginForm(context);
    expectOnOtpPage(context);
    expect(isDisabled(screen.getByRole('button', { name: inLanguage('Send a new code') }))).toBe(true);
    expect(
      screen.getByText(
        inLanguage('You can ask for another code {seconds} seconds after the last one.', {
          seconds: RESEND_COOLDOWN_SECONDS,
        }),
      ),
    ).toBeTruthy();
  },
  verifying: () => {
    expect(isDisabled(screen.getByRole('button', { name: inLanguage('Verifying...') }))).toBe(true);
  },
  signedIn: (snapshot) => {
    const { context } = snapshot as unknown as Snap;
    if (path() === '/login') return expectLoginForm(context);
    expect(['/dashboard', '/Admindashboard']).toContain(path());
    expect(screen.getByText(signedInAs)).toBeTruthy();
  },
};

/** Types into a field the way a person pasting does (one input event, fast). */
async function fill(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
}

const executors: EventExecutors = {
  'login.submit': async (event) => {
    const { email, password } = event as unknown as { email: string; password: string };
    await goTo('/login');
    await fill(inLanguage('Email'), email);
    await fill(inLanguage('Password'), password);
    await user.click(screen.getByRole('button', { name: inLanguage('Login') }));
  },
  'code.submit': async (event) => {
    const { otp } = event as unknown as { otp: string };
    await goTo('/otp');
    await fill(inLanguage('Enter OTP'), otp);
    await user.click(screen.getByRole('button', { name: inLanguage('Verify OTP') }));
  },
  'code.resend': async () => {
    await goTo('/otp');
    await user.click(screen.getByRole('button', { name: inLanguage('Send a new code') }));
  },
  /** 'Sign in with Google' on /login: Google's button, then the server's answer for that account. */
  'google.complete': async (event) => {
    const { token, email, role } = event as unknown as GoogleAnswer;
    googleAnswer = { token, email, role };
    await goTo('/login');
    await user.click(await screen.findByRole('button', { name: 'Google account: Aline' }));
  },
};

interface GoogleAnswer {
  token: string;
  email: string;
  role: string;
}
/** What POST /api/users/auth/google/auth answers next (the path's google.complete event says). */
let googleAnswer: GoogleAnswer | null = null;

/** Google's script and the two calls of the Google button (the sign-in calls are deferred actors). */
function serveGoogle() {
  installFakeGoogle();
  routeFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/config')
      return Response.json({ googleClientId: 'client-1.apps.googleusercontent.com' });
    if (pathname === '/api/users/auth/google/auth' && googleAnswer) {
      const { token, email, role } = googleAnswer;
      return Response.json({ message: messages.otpSent, token, data: { user: { email, role } } });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.google;
  googleAnswer = null;
});

for (const language of LANGUAGES)
  modelSuite(signInMachine, {
    title: 'sign-in machine (/login → /otp → dashboard), in the whole app',
    language,
    ...signInPathOptions,
    states,
    executors,
    deferredActors: ['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown'],
    render: async ({ deferred }) => {
      serveGoogle();
      // A public page's language is its address's (/fr/login); the member area then follows that choice.
      ({ router, user } = await renderApp(localizedPath('/login', language), {
        actors: { signIn: deferred!.actors as never },
      }));
    },
    messages: {
      catalogue: [...loginMessages, ...otpMessages],
      // The login and code forms (the Google button has its own machine, test and catalogue).
      shownText: () => [...document.querySelectorAll('main form')].map((form) => form.textContent).join(' '),
    },
  });

describe('sign-in details', () => {
  it('keeps the sign-in in the storage Remember me! chose, and sends the code with the e-mail', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp('/login', { actors: { signIn: deferred.actors as never } }));
    await user.type(screen.getByLabelText('Email'), `  ${MEMBER} `);
    await user.type(screen.getByLabelText('Password'), 'MemberPass#2024');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me!' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(deferred.inputs.submitLogin).toEqual([{ email: MEMBER, password: 'MemberPass#2024' }]);
    await act(async () => deferred.settle(loginOk(MEMBER, 'Member')));
    await waitFor(() => expect(path()).toBe('/otp'));
    expect(localStorage.getItem('token')).toBe('pre-otp-Member');
    expect(localStorage.getItem('stage')).toBe('otp');
    expect(sessionStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Enter OTP'), ' 012345 ');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(deferred.inputs.verifyCode).toEqual([{ email: MEMBER, otp: '012345' }]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token: 'session-1' },
      }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('session-1');
    expect(localStorage.getItem('stage')).toBe('session');
  });

  it('goes on from storage after a reload of /otp, and honours ?redirect= (same-origin paths only)', async () => {
    sessionStorage.setItem('token', 'pre-otp');
    sessionStorage.setItem('email', ADMIN);
    sessionStorage.setItem('role', 'Admin');
    sessionStorage.setItem('stage', 'otp');
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp('/otp?redirect=%2Fdashboard', {
      actors: { signIn: deferred.actors as never },
    }));
    expect(screen.getByText(`The code was sent to ${ADMIN}.`)).toBeTruthy();
    await user.type(screen.getByLabelText('Enter OTP'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(deferred.inputs.verifyCode).toEqual([{ email: ADMIN, otp: '654321' }]);
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token: 's' },
      }),
    );
    await waitFor(() => expect(path()).toBe('/dashboard'));
    expect(sessionStorage.getItem('stage')).toBe('session');
  });

  it('ignores a redirect to another origin and uses the role home', async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp('/login?redirect=%2F%2Fevil.example', {
      actors: { signIn: deferred.actors as never },
    }));
    await user.type(screen.getByLabelText('Email'), ADMIN);
    await user.type(screen.getByLabelText('Password'), 'AdminPass#2024');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(async () => deferred.settle(loginOk(ADMIN, 'Admin')));
    await waitFor(() => expect(path()).toBe('/otp'));
    expect(router.state.location.search).toEqual({});
    await user.type(screen.getByLabelText('Enter OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token: 's' },
      }),
    );
    await waitFor(() => expect(path()).toBe('/Admindashboard'));
  });

  it.each([
    ['123', 'Member'],
    ['true', 'Admin'],
    ['%5B%22%2Fdashboard%22%5D', 'Member'],
    ['%7B%22a%22%3A1%7D', 'Admin'],
    ['%2F%09%2Fevil.example', 'Member'],
  ] as const)("/login?redirect=%s still logs in and goes to the %s's page", async (redirect, role) => {
    const email = role === 'Admin' ? ADMIN : MEMBER;
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp(`/login?redirect=${redirect}`, {
      actors: { signIn: deferred.actors as never },
    }));
    await fill('Email', email);
    await fill('Password', 'Pass#2024word');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(deferred.inputs.submitLogin).toEqual([{ email, password: 'Pass#2024word' }]);
    await act(async () => deferred.settle(loginOk(email, role)));
    await waitFor(() => expect(path()).toBe('/otp'));
    await fill('Enter OTP', '333333');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(async () => deferred.settle(verified));
    await waitFor(() => expect(path()).toBe(roleHome[role]));
    expect(router.state.location.search).toEqual({});
  });

  it("says 'Invalid role: {role}' for a role with no page, and stays on /otp", async () => {
    const deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp('/login', { actors: { signIn: deferred.actors as never } }));
    await fill('Email', 'mod@hub.example');
    await fill('Password', 'ModPass#2024');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(async () => deferred.settle(loginOk('mod@hub.example', 'Moderator')));
    await waitFor(() => expect(path()).toBe('/otp'));
    await fill('Enter OTP', '222222');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token: 's' },
      }),
    );
    await waitFor(() => expect(alertTexts()).toEqual([signInMessages.invalidRole('Moderator')]));
    expect(alertTexts()).toEqual(['Invalid role: Moderator']);
    expect(path()).toBe('/otp');
    expect(sessionStorage.getItem('stage')).toBe('otp');
  });

  it("shows 'Email verified. You can now log in.' after the verification link", async () => {
    await renderApp('/login?verified=1');
    expect((await screen.findByRole('status')).textContent).toMatch('Email verified. You can now log in.');
  });

  it("says 'Email is missing. Please try logging in again.' on /otp without a login", async () => {
    ({ router, user } = await renderApp('/otp'));
    await user.type(screen.getByLabelText('Enter OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(screen.getByRole('alert').textContent).toMatch(signInMessages.otpEmailMissing);
    expect(isDisabled(screen.getByRole('button', { name: 'Send a new code' }))).toBe(true);
  });
});

/** A case's name with every control character spelled out (JSON leaves DEL and the C1 controls raw). */
const shown = (value: unknown) =>
  (JSON.stringify(value) ?? String(value)).replace(
    /[\u007f-\u009f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

describe('safeRedirect: only a path of this site is followed after sign-in', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard?tab=1',
    '/fr/members?page=2',
    '/resources-room#resource-7',
    '/login?redirect=%2Fdashboard',
    '/members/a%2Fb',
  ])('follows %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each(
    [
      // Not a string: the router parses ?redirect=123 as a number, [..] and {..} as JSON.
      undefined,
      null,
      123,
      0,
      true,
      ['/dashboard'],
      { path: '/dashboard' },
      // Not a path.
      '',
      'dashboard',
      ' /dashboard',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      // Another host.
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      // Control characters, which browsers drop from an address ("/\t/x" is followed as "//x").
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/dashboard\u0000',
      '/dashboard\u007f',
      '/dashboard\u0085',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%0d/evil.example',
      '/dashboard%00',
      '/dashboard%7F',
      '/dashboard%C2%85',
      // Dot segments that resolve to "//host".
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
    ].map((value) => [shown(value), value]),
  )('refuses %s', (_, value) => {
    expect(safeRedirect(value)).toBeNull();
  });
});
