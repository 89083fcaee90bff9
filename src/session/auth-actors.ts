import { sessionMachine } from '@machines/session.machine';
import type { signInMachine } from '@machines/sign-in.machine';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { clearStoredAuth, readStoredAuth, thisTabsAccount, writeStoredAuth } from '@/api/auth-storage';
import { tokenExpiresAt } from '@/api/token-expiry';
import { inspect } from '@/lib/inspect';
import type { SessionActor } from './router-context';

/** The router moves the actors need, bound once the router exists. */
export interface Navigation {
  /** Goes to an app path (may carry a query string). */
  go(href: string): void;
  /** Re-runs the route guards of the current page. */
  recheck(): void;
}

type SignInActors = NonNullable<Parameters<typeof signInMachine.provide>[0]['actors']>;
type SessionActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

/** Tests replace network actors (deferred ones) here; the app uses the defaults. */
export interface AuthActorOverrides {
  signIn?: Partial<SignInActors>;
  session?: Partial<SessionActors>;
}

/** Resolves after `ms` (capped to what setTimeout takes), unless aborted. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, Math.min(ms, 2_147_483_647)));
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

// The API modules (ky, valibot, contracts) load on first use, keeping them out of the entry chunk.
const sessionActors: SessionActors = {
  confirmSession: fromPromise(async ({ input }) => {
    if (!input.token) return null;
    const { data } = await (await import('@/api/get-me')).getMe();
    const { email, role, language } = data.user;
    return { email, role, ...(language ? { language } : {}) };
  }),
  revokeSession: fromPromise(async () => {
    await (await import('@/api/logout')).logout();
  }),
  watchSessionEnd: fromPromise(
    ({ input, signal }) =>
      new Promise<void>((resolve) => {
        const expiresAt = input.token ? tokenExpiresAt(input.token) : null;
        if (expiresAt !== null) void sleep(expiresAt - Date.now(), signal).then(() => resolve());
        void import('@/api/http-client').then(({ onSessionEnd }) => {
          if (signal.aborted) return;
          const stop = onSessionEnd((why) => {
            if (why === 'unauthorized') resolve();
          });
          signal.addEventListener('abort', stop);
        });
      }),
  ),
  // The watch of the other tabs loads with the first session it watches (a visitor's pages carry none of it).
  watchOtherTabs: fromCallback(({ input, sendBack }) => {
    const { email } = input;
    if (email === null) return () => {};
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./other-tabs').then((tabs) => {
      if (!stopped) stop = tabs.watchOtherTabs(email, () => sendBack({ type: 'session.endedElsewhere' }));
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }),
  countWaiting: fromPromise(async ({ input }) =>
    input.email ? (await import('@/device/message-outbox')).countWaiting(input.email) : 0,
  ),
};

/**
 * The session actor, started at once and restored from auth storage (a 'session' stage token, of the account
 * this tab found at its start).
 */
export function createSessionActor(navigation: Navigation, overrides: AuthActorOverrides['session'] = {}) {
  const stored = thisTabsAccount() === null ? null : readStoredAuth();
  return createActor(
    sessionMachine.provide({
      actors: { ...sessionActors, ...overrides },
      actions: {
        persistSession: (_, { token, email, role, remember }) =>
          writeStoredAuth({ token, email, role, stage: 'session' }, remember),
        announceStart: (_, { email }) => {
          void import('./other-tabs').then((tabs) => tabs.announceSession({ type: 'started', email }));
        },
        announceEnd: (_, { email }) => {
          if (email)
            void import('./other-tabs').then((tabs) => tabs.announceSession({ type: 'ended', email }));
        },
        clearStorage: (_, { token }) => {
          if (token) clearStoredAuth(token);
        },
        // The account's shelf and caches on the device go at the session's end (loaded then: IndexedDB's
        // helpers are no part of a page's first load).
        forgetDevice: (_, { email }) => {
          // (`.then(module => …)`, not a destructured import: Vite writes that out at length in this chunk.)
          if (email)
            void import('./forget-account-device').then((device) => device.forgetAccountOnDevice(email));
        },
        showLogin: () => navigation.go('/login'),
        recheckGuards: () => navigation.recheck(),
      },
    }),
    { input: { stored: stored?.stage === 'session' ? stored : null }, inspect },
  ).start();
}

/** The session once it has been restored (it then takes a new sign-in, even while logging out asks). */
export function restoredSession(session: SessionActor) {
  return waitFor(session, (snapshot) => !snapshot.matches('restoring'));
}

/** The session once it has settled (restored, not logging out). */
export function settledSession(session: SessionActor) {
  return waitFor(session, (snapshot) => !snapshot.hasTag('busy'));
}
