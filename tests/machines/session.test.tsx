import { messages } from '@contracts/users';
import { sessionMachine } from '@machines/session.machine';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { type AppRouter, createAppRouter } from '@/app/router';
import type { AuthActorOverrides } from '@/session/auth-actors';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { preloadSignedInAreas, renderApp } from '../support/render-app';

preloadSignedInAreas();

/**
 * Like renderApp, without waiting for the first load (the guard waits for the session to settle); once
 * the session actor has been created (its chunk loaded), it is restoring.
 */
async function renderWhileRestoring(url: string, actors: AuthActorOverrides) {
  const appRouter = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), actors });
  render(<RouterProvider router={appRouter} />);
  await act(() => appRouter.options.context.loadSession());
  return { router: appRouter, user: userEvent.setup() };
}

const MEMBER = 'member@hub.example';
const ADMIN = 'admin@hub.example';
const stored = { token: 'stored-session', email: MEMBER, role: 'Member' };

const events: (EventObject & Record<string, unknown>)[] = [
  { type: 'session.logout' },
  { type: 'session.start', token: 'new-member', email: MEMBER, role: 'Member', remember: false },
  { type: 'session.start', token: 'new-admin', email: ADMIN, role: 'Admin', remember: true },
  { type: 'xstate.done.actor.confirmSession', output: { email: MEMBER, role: 'Member' } },
  { type: 'xstate.done.actor.confirmSession', output: { email: ADMIN, role: 'Admin' } },
  { type: 'xstate.done.actor.confirmSession', output: { email: 'mod@hub.example', role: 'Moderator' } },
  {
    type: 'xstate.error.actor.confirmSession',
    error: { kind: 'http', status: 401, message: messages.unauthorized },
  },
  { type: 'xstate.error.actor.confirmSession', error: { kind: 'network' } },
  { type: 'xstate.done.actor.revokeSession', output: undefined },
  { type: 'xstate.error.actor.revokeSession', error: { kind: 'network' } },
  { type: 'xstate.done.actor.watchSessionEnd', output: undefined },
];

let router: AppRouter;
let user: Awaited<ReturnType<typeof renderApp>>['user'];
let deferred: DeferredActors;

const path = () => router.state.location.pathname;
const storedToken = () => localStorage.getItem('token') ?? sessionStorage.getItem('token');

function expectSignedInAs(email: string) {
  expect(screen.getByText(/Signed in as/).textContent).toContain(email);
}

const states: StateAssertions = {
  restoring: () => {
    // The guard waits for the session: the dashboard is not shown yet, the token is still kept.
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(storedToken()).toBe(stored.token);
  },
  signedOut: () => {
    expect(path()).toBe('/login');
    expect(storedToken()).toBeNull();
    expect(localStorage.getItem('email') ?? sessionStorage.getItem('email')).toBeNull();
  },
  'signedIn.member': (snapshot) => {
    const { user: who } = snapshot.context as { user: { email: string } };
    expect(path()).toBe('/dashboard');
    expectSignedInAs(who.email);
    expect((screen.getByRole('button', { name: 'Logout' }) as HTMLButtonElement).disabled).toBe(false);
  },
  'signedIn.admin': (snapshot) => {
    const { user: who } = snapshot.context as { user: { email: string } };
    expect(['/dashboard', '/Admindashboard']).toContain(path());
    if (path() === '/dashboard') expectSignedInAs(who.email);
    else {
      // The admin shell: its dashboard and the sidebar's LOGOUT.
      expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
      expect((screen.getByRole('button', { name: 'LOGOUT' }) as HTMLButtonElement).disabled).toBe(false);
    }
  },
  loggingOut: () => {
    // The member dashboard relabels its button; the admin sidebar's LOGOUT is disabled and busy.
    const button = (screen.queryByRole('button', { name: 'Logging out...' }) ??
      screen.getByRole('button', { name: 'LOGOUT' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  },
};

async function fill(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const executors: EventExecutors = {
  'session.logout': () =>
    user.click(
      screen.queryByRole('button', { name: 'Logout' }) ?? screen.getByRole('button', { name: 'LOGOUT' }),
    ),
  /** A whole sign-in through /login and /otp, the server answering through the deferred actors. */
  'session.start': async (event) => {
    const { email, role, token } = event as unknown as { email: string; role: string; token: string };
    if (path() !== '/login') await act(() => router.navigate({ to: '/login' }));
    await fill('Email', email);
    await fill('Password', 'Secret#2024');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.submitLogin',
        output: {
          message: messages.otpSent,
          token: 'pre-otp',
          data: { user: { email, role, language: 'en' } },
        },
      }),
    );
    await fill('Enter OTP', '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.verifyCode',
        output: { message: messages.otpVerified, token },
      }),
    );
    await waitFor(() => expect(storedToken()).toBe(token));
  },
};

modelSuite(sessionMachine, {
  title: 'session machine, in the whole app (guarded /dashboard)',
  events,
  input: { stored },
  states,
  executors,
  deferredActors: [
    'confirmSession',
    'revokeSession',
    'watchSessionEnd',
    'submitLogin',
    'verifyCode',
    'resendCode',
    'waitCooldown',
  ],
  render: async ({ deferred: actors }) => {
    for (const [key, value] of Object.entries({ ...stored, stage: 'session' }))
      sessionStorage.setItem(key, value);
    deferred = actors!;
    const { confirmSession, revokeSession, watchSessionEnd, ...signIn } = deferred.actors;
    ({ router, user } = await renderWhileRestoring('/dashboard', {
      session: { confirmSession, revokeSession, watchSessionEnd } as never,
      signIn: signIn as never,
    }));
  },
});

describe('session details', () => {
  it('sends a visitor without a session to /login?redirect=… and back after sign-in', async () => {
    deferred = createDeferredActors(['submitLogin', 'verifyCode', 'resendCode', 'waitCooldown']);
    ({ router, user } = await renderApp('/dashboard?tab=1', {
      actors: { signIn: deferred.actors as never },
    }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard?tab=1' });
    await executors['session.start']!({
      type: 'session.start',
      email: MEMBER,
      role: 'Member',
      token: 'tok',
    } as never);
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard?tab=1'));
    expect(sessionStorage.getItem('token')).toBe('tok');
  });

  it("shows a Member the 'not allowed' page on an admin route", async () => {
    deferred = createDeferredActors(['confirmSession']);
    for (const [key, value] of Object.entries({ ...stored, stage: 'session' }))
      sessionStorage.setItem(key, value);
    ({ router, user } = await renderWhileRestoring('/Admindashboard', {
      session: { confirmSession: deferred.actors.confirmSession } as never,
    }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.confirmSession',
        output: { email: MEMBER, role: 'Member' },
      }),
    );
    await waitFor(() => expect(path()).toBe('/not-allowed'));
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });

  it('sends a visitor without a session from an admin route to /login?redirect=…', async () => {
    ({ router } = await renderApp('/Admindashboard'));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/Admindashboard' });
  });
});
