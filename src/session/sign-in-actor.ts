import { signInMachine } from '@machines/sign-in.machine';
import { createActor, fromPromise } from 'xstate';
import { readStoredAuth, writeStoredAuth } from '@/api/auth-storage';
import { inspect } from '@/lib/inspect';
import type { AuthActorOverrides, Navigation } from './auth-actors';
import type { SessionActor, SignInActor } from './router-context';

type SignInActors = NonNullable<Parameters<typeof signInMachine.provide>[0]['actors']>;

/** Resolves after `ms`, unless aborted. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

// The API modules (ky, valibot, contracts) load on first use.
const signInActors: SignInActors = {
  submitLogin: fromPromise(async ({ input }) => (await import('@/api/login')).login(input)),
  // The pre-OTP token of this login, as stored at login and after each resend (the 'otp' stage).
  verifyCode: fromPromise(async ({ input }) => {
    const pending = readStoredAuth();
    const preOtpToken = pending?.stage === 'otp' ? pending.token : undefined;
    return (await import('@/api/verify-otp')).verifyOtp(input, preOtpToken);
  }),
  resendCode: fromPromise(async ({ input }) =>
    (await import('@/api/resend-otp')).resendOtp(
      input.token ? { token: input.token } : { email: input.email },
    ),
  ),
  waitCooldown: fromPromise(({ input, signal }) => sleep(input.seconds * 1000, signal)),
};

/**
 * The one sign-in actor (login → one-time code → role page), created the first time a sign-in page
 * opens; a sign-in waiting for its code in storage ('otp' stage) goes on after a reload of /otp. The
 * session actor is loaded (`loadSession`) only when a sign-in is done, and told once restored (a stored
 * session's restore would not hear it); the role's page opens once the session has started.
 */
export function createSignInActor(
  loadSession: () => Promise<SessionActor>,
  navigation: Navigation,
  overrides: AuthActorOverrides['signIn'] = {},
): SignInActor {
  const stored = readStoredAuth();
  let started: Promise<void> = Promise.resolve();
  return createActor(
    signInMachine.provide({
      actors: { ...signInActors, ...overrides },
      actions: {
        storePendingSignIn: ({ context }) =>
          writeStoredAuth(
            { token: context.token, email: context.email, role: context.role, stage: 'otp' },
            context.remember,
          ),
        showCodeStep: ({ context }) =>
          navigation.go(context.redirect ? `/otp?redirect=${encodeURIComponent(context.redirect)}` : '/otp'),
        startSession: (_, params) => {
          started = Promise.all([loadSession(), import('./auth-actors')]).then(
            async ([session, { restoredSession }]) => {
              await restoredSession(session);
              session.send({ type: 'session.start', ...params });
            },
          );
        },
        showDestination: (_, { to }) => {
          void started.then(() => navigation.go(to));
        },
      },
    }),
    { input: { pending: stored?.stage === 'otp' ? stored : null }, inspect },
  ).start();
}
