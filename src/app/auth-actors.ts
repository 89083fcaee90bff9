import { createActor, fromPromise } from 'xstate';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { tokenExpiresAt } from '@/api/token-expiry';
import { sessionMachine } from '../../machines/session.machine';
import { signInMachine } from '../../machines/sign-in.machine';
import { inspect } from './inspect';
import type { RouterContext } from './router-context';

/** The router moves the actors need, bound once the router exists. */
export interface Navigation {
  /** Goes to an app path (may carry a query string). */
  go(href: string): void;
  /** Re-runs the route guards of the current page. */
  recheck(): void;
}

type SignInActors = NonNullable<Parameters<typeof signInMachine.provide>[0]['actors']>;
type SessionActors = NonNullable<Parameters<typeof sessionMachine.provide>[0]['actors']>;

/** Tests replace network actors (deferred ones) here; the app uses the defaults below. */
export interface AuthActorOverrides {
  signIn?: Partial<SignInActors>;
  session?: Partial<SessionActors>;
}

/** Resolves after `ms` (or never for null), unless aborted. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, Math.min(ms, 2_147_483_647)));
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

// The API modules (ky, valibot, contracts) load on first use, keeping them out of the entry chunk.
const signInActors: SignInActors = {
  submitLogin: fromPromise(async ({ input }) => (await import('@/api/login')).login(input)),
  verifyCode: fromPromise(async ({ input }) => (await import('@/api/verify-otp')).verifyOtp(input)),
  resendCode: fromPromise(async ({ input }) =>
    (await import('@/api/resend-otp')).resendOtp(
      input.token ? { token: input.token } : { email: input.email },
    ),
  ),
  waitCooldown: fromPromise(({ input, signal }) => sleep(input.seconds * 1000, signal)),
};

const sessionActors: SessionActors = {
  confirmSession: fromPromise(async ({ input }) => {
    if (!input.token) return null;
    const { data } = await (await import('@/api/get-me')).getMe();
    return { email: data.user.email, role: data.user.role };
  }),
  revokeSession: fromPromise(async () => {
    await (await import('@/api/logout')).logout();
  }),
  watchSessionEnd: fromPromise(
    ({ input, signal }) =>
      new Promise<void>((resolve) => {
        const expiresAt = input.token ? tokenExpiresAt(input.token) : null;
        if (expiresAt !== null) void sleep(expiresAt - Date.now(), signal).then(() => resolve());
        void import('@/api/http').then(({ onUnauthorized }) => {
          if (signal.aborted) return;
          const stop = onUnauthorized(() => resolve());
          signal.addEventListener('abort', stop);
        });
      }),
  ),
};

/**
 * Creates and starts the session and sign-in actors, restored from auth storage: a 'session' stage
 * token restores the session, an 'otp' stage one lets /otp go on after a reload.
 */
export function createAuthActors(navigation: Navigation, overrides: AuthActorOverrides = {}): RouterContext {
  const stored = readStoredAuth();
  const session = createActor(
    sessionMachine.provide({
      actors: { ...sessionActors, ...overrides.session },
      actions: {
        persistSession: (_, { token, email, role, remember }) =>
          writeStoredAuth({ token, email, role, stage: 'session' }, remember),
        clearStorage: () => clearStoredAuth(),
        showLogin: () => navigation.go('/login'),
        recheckGuards: () => navigation.recheck(),
      },
    }),
    {
      input: { stored: stored?.stage === 'session' ? stored : null },
      inspect,
    },
  );
  const signIn = createActor(
    signInMachine.provide({
      actors: { ...signInActors, ...overrides.signIn },
      actions: {
        storePendingSignIn: ({ context }) =>
          writeStoredAuth(
            { token: context.token, email: context.email, role: context.role, stage: 'otp' },
            context.remember,
          ),
        showCodeStep: ({ context }) =>
          navigation.go(context.redirect ? `/otp?redirect=${encodeURIComponent(context.redirect)}` : '/otp'),
        startSession: (_, params) => session.send({ type: 'session.start', ...params }),
        showDestination: (_, { to }) => navigation.go(to),
      },
    }),
    {
      input: { pending: stored?.stage === 'otp' ? stored : null },
      inspect,
    },
  );
  session.start();
  signIn.start();
  return { session, signIn };
}
