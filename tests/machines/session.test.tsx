import { messages } from '@contracts/users';
import { sessionMachine } from '@machines/session.machine';
import { RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import type { AppRouter } from '@/app/router';
import type { AuthActorOverrides } from '@/session/auth-actors';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { createTestRouter, preloadSignedInAreas, renderApp } from '../support/render-app';

preloadSignedInAreas();

/**
 * Like renderApp, without waiting for the first load (the guard waits for the session to settle); once
 * the session actor has been created (its chunk loaded), it is restoring.
 */
async function renderWhileRestoring(url: string, actors: AuthActorOverrides) {
  const appRouter = createTestRouter(url, actors);
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
  // The stored account, an Admin now (the server's answer, not what was stored, says which role).
  { type: 'xstate.done.actor.confirmSession', output: { email: MEMBER, role: 'Admin' } },
  { type: 'xstate.done.actor.confirmSession', output: { email: 'mod@hub.example', role: 'Moderator' } },
  {
    type: 'xstate.error.actor.confirmSession',
    error: { kind: 'http', status: 401, message: messages.unauthorized },
  },
  { type: 'xstate.error.actor.confirmSession', error: { kind: 'network' } },
  { type: 'xstate.done.actor.revokeSession', output: undefined },
  { type: 'xstate.error.actor.revokeSession', error: { kind: 'network' } },
  { type: 'xstate.done.actor.watchSessionEnd', output: undefined },
  { type: 'xstate.done.actor.countWaiting', output: 0 },
  { type: 'xstate.done.actor.countWaiting', output: 2 },
  { type: 'xstate.error.actor.countWaiting', error: new Error('No IndexedDB') },
  { type: 'logout.confirm' },
  { type: 'logout.cancel' },
  { type: 'session.endedElsewhere' },
];

let router: AppRouter;
let user: Awaited<ReturnType<typeof renderApp>>['user'];
let deferred: DeferredActors;

const path = () => router.state.location.pathname;
const storedToken = () => localStorage.getItem('token') ?? sessionStorage.getItem('token');

function expectSignedInAs(email: string) {
  expect(screen.getByText(/Signed in as/).textContent).toContain(email);
}

/** The area's Logout: the member dashboard's 'Logout', or the admin sidebar's 'LOGOUT'. */
const logoutButton = () =>
  (screen.queryByRole('button', { name: 'Logout' }) ??
    screen.queryByRole('button', { name: 'Logging out...' }) ??
    screen.getByRole('button', { name: 'LOGOUT' })) as HTMLButtonElement;

const logoutQuestion = () => screen.queryByRole('dialog', { name: 'Messages not sent' });

const states: StateAssertions = {
  restoring: () => {
    // The guard waits for the session: the dashboard is not shown yet, the token is still kept.
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(storedToken()).toBe(stored.token);
  },
  signedOut: () => {
    // The login page, nothing of the account on screen or in storage.
    expect(path()).toBe('/login');
    expect(screen.queryByText(/Signed in as/)).toBeNull();
    expect(logoutQuestion()).toBeNull();
    expect(storedToken()).toBeNull();
    expect(localStorage.getItem('email') ?? sessionStorage.getItem('email')).toBeNull();
  },
  'signedIn.role.member': (snapshot) => {
    const { user: who } = snapshot.context as { user: { email: string } };
    expect(path()).toBe('/dashboard');
    expectSignedInAs(who.email);
  },
  'signedIn.role.admin': (snapshot) => {
    const { user: who } = snapshot.context as { user: { email: string } };
    expect(['/dashboard', '/Admindashboard']).toContain(path());
    if (path() === '/dashboard') expectSignedInAs(who.email);
    // The admin shell: its dashboard and the sidebar's LOGOUT.
    else expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  },
  'signedIn.logout.idle': () => {
    expect(logoutQuestion()).toBeNull();
    expect(logoutButton().disabled).toBe(false);
  },
  'signedIn.logout.counting': () => {
    // The device is asked first: the button is busy, nothing asked yet.
    expect(logoutQuestion()).toBeNull();
    expect(logoutButton().disabled).toBe(true);
  },
  'signedIn.logout.asking': () => {
    const question = logoutQuestion()!;
    expect(question.textContent).toContain('2 messages have not been sent yet. Log out and discard them?');
    expect(within(question).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  },
  loggingOut: () => {
    // The member dashboard relabels its button; the admin sidebar's LOGOUT is disabled and busy.
    expect(logoutQuestion()).toBeNull();
    expect(logoutButton().disabled).toBe(true);
  },
};

async function fill(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const executors: EventExecutors = {
  'session.logout': () => user.click(logoutButton()),
  'logout.confirm': () => user.click(within(logoutQuestion()!).getByRole('button', { name: 'Log out' })),
  'logout.cancel': () => user.click(within(logoutQuestion()!).getByRole('button', { name: 'Cancel' })),
  /** Another tab, holding a copy of this session (sessionStorage), logs the account out. */
  'session.endedElsewhere': async () => {
    const { email } = router.options.context.loadedSession.current()!.getSnapshot().context.user!;
    const otherTab = new BroadcastChannel('hub-session');
    otherTab.postMessage({ type: 'ended', email });
    otherTab.close();
    await waitFor(() => expect(path()).toBe('/login'));
  },
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
    'countWaiting',
    'submitLogin',
    'verifyCode',
    'resendCode',
    'waitCooldown',
  ],
  render: async ({ deferred: actors }) => {
    for (const [key, value] of Object.entries({ ...stored, stage: 'session' }))
      sessionStorage.setItem(key, value);
    deferred = actors!;
    const { confirmSession, revokeSession, watchSessionEnd, countWaiting, ...signIn } = deferred.actors;
    ({ router, user } = await renderWhileRestoring('/dashboard', {
      session: { confirmSession, revokeSession, watchSessionEnd, countWaiting } as never,
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

describe('a session ends in every tab at once', () => {
  const A = { token: 'token-of-a', email: 'a@hub.example', role: 'Member' };
  const B = { token: 'token-of-b', email: 'b@hub.example', role: 'Member' };
  const keep = (store: Storage, session: typeof A) => {
    for (const [key, value] of Object.entries({ ...session, stage: 'session' })) store.setItem(key, value);
  };

  /** This tab, signed in as A (kept in `store`), on A's dashboard. */
  async function tabOfA(store: Storage) {
    keep(store, A);
    deferred = createDeferredActors(['confirmSession', 'watchSessionEnd']);
    ({ router, user } = await renderWhileRestoring('/dashboard', {
      session: deferred.actors as never,
    }));
    await act(async () =>
      deferred.settle({
        type: 'xstate.done.actor.confirmSession',
        output: { email: A.email, role: 'Member' },
      }),
    );
    await waitFor(() => expectSignedInAs(A.email));
  }

  /** What another tab of the browser says on the session's channel. */
  const otherTabSays = (news: { type: 'started' | 'ended'; email: string }) => {
    const channel = new BroadcastChannel('hub-session');
    channel.postMessage(news);
    channel.close();
  };

  const expectNothingOfA = async () => {
    await waitFor(() => expect(path()).toBe('/login'));
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByText(A.email, { exact: false })).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  };

  it('another account signed in with Remember me (localStorage): this tab goes to /login, B stays stored', async () => {
    await tabOfA(sessionStorage);
    keep(localStorage, B);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', storageArea: localStorage }));
    await expectNothingOfA();
    expect(localStorage.getItem('token')).toBe(B.token);
  });

  it('A logged out in another tab that shared localStorage: the token removed ends it here', async () => {
    await tabOfA(localStorage);
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    await expectNothingOfA();
  });

  it('A logged out in another tab holding a copy of this sessionStorage session (BroadcastChannel)', async () => {
    await tabOfA(sessionStorage);
    otherTabSays({ type: 'ended', email: A.email });
    await expectNothingOfA();
  });

  it('another account signed in a tab of its own sessionStorage (BroadcastChannel)', async () => {
    await tabOfA(sessionStorage);
    otherTabSays({ type: 'started', email: B.email });
    await expectNothingOfA();
  });

  it('A signing in again in another tab, or another account logging out, leaves this tab signed in', async () => {
    await tabOfA(sessionStorage);
    // A receiver of its own hears the channel's messages when the session's watch does.
    const heard: unknown[] = [];
    const listener = new BroadcastChannel('hub-session');
    listener.addEventListener('message', ({ data }) => heard.push(data));
    otherTabSays({ type: 'started', email: 'A@Hub.example' });
    otherTabSays({ type: 'ended', email: B.email });
    window.dispatchEvent(new StorageEvent('storage', { key: 'hub.language', storageArea: localStorage }));
    await waitFor(() => expect(heard).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    listener.close();
    expect(router.options.context.loadedSession.current()!.getSnapshot().matches('signedIn')).toBe(true);
    expectSignedInAs(A.email);
    expect(sessionStorage.getItem('token')).toBe(A.token);
  });

  it("A's session ending in an old tab (its token's time up, a 401) never clears B's stored session", async () => {
    await tabOfA(sessionStorage);
    // B signed in since, in a tab sharing localStorage (this tab missed nothing: it ends on its own first).
    localStorage.setItem('token', B.token);
    for (const [key, value] of Object.entries({ email: B.email, role: 'Member', stage: 'session' }))
      localStorage.setItem(key, value);
    await act(async () => deferred.settle({ type: 'xstate.done.actor.watchSessionEnd', output: undefined }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('token')).toBe(B.token);
    expect(localStorage.getItem('email')).toBe(B.email);
  });
});
