import type { PublicConfigResponse } from '@contracts/config';
import { failureText } from '@contracts/failure-message';
import type { Language } from '@contracts/languages';
import { defineTexts, type Text, textsOf } from '@contracts/texts';
import { type GoogleAuthRequest, type GoogleAuthResponse, messages } from '@contracts/users';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** The spec's Google messages, letter for letter, and the one for a product without a client id. */
export const googleMessages = defineTexts('googleSignIn', {
  failed: messages.googleFailed,
  exception: 'Failed to login with Google.',
  buttonDivMissing: 'Google button div not found!',
  scriptFailed: 'Google script failed to load.',
  notConfigured: messages.googleNotConfigured,
});

/** The identity script is waited for up to 50 times, every 100 ms. */
export const GOOGLE_SCRIPT_ATTEMPTS = 50;
export const GOOGLE_SCRIPT_INTERVAL_MS = 100;

/** Google's wording on its button: 'Sign in with Google' (/login) or 'Continue with Google' (/signup). */
export type GoogleButtonText = 'signin_with' | 'continue_with';

export interface GoogleButtonInput {
  /** The id of the div Google's button is drawn into. */
  buttonId: string;
  text: GoogleButtonText;
}

export interface GoogleSignInContext extends GoogleButtonInput {
  clientId: string | null;
  error: Text | null;
}

export type GoogleSignInEvent = { type: 'credential.receive'; tokenId: string };

/**
 * 'Sign in with Google' on /login and 'Continue with Google' on /signup: reads the client id from the
 * server, waits for Google's identity script, renders Google's button into its div, posts the ID token
 * Google hands back, then hands the sign-in to the one-time-code step (/otp).
 */
export const googleSignInMachine = setup({
  types: {
    context: {} as GoogleSignInContext,
    events: {} as GoogleSignInEvent,
    input: {} as GoogleButtonInput,
  },
  actors: {
    fetchGoogleConfig: fromPromise<PublicConfigResponse, void>(async () => {
      throw new Error('fetchGoogleConfig is provided by the app');
    }),
    loadGoogleScript: fromPromise<void, { attempts: number; intervalMs: number }>(async () => {
      throw new Error('loadGoogleScript is provided by the app');
    }),
    renderGoogleButton: fromPromise<void, GoogleButtonInput & { clientId: string }>(async () => {
      throw new Error('renderGoogleButton is provided by the app');
    }),
    submitGoogleToken: fromPromise<GoogleAuthResponse, GoogleAuthRequest>(async () => {
      throw new Error('submitGoogleToken is provided by the app');
    }),
  },
  guards: {
    hasClientId: (_, { googleClientId }: PublicConfigResponse) => Boolean(googleClientId),
    hasToken: (_, { token }: GoogleAuthResponse) => Boolean(token),
  },
  actions: {
    assignClientId: assign((_, { googleClientId }: PublicConfigResponse) => ({ clientId: googleClientId })),
    assignError: assign((_, params: { message: Text }) => ({ error: params.message })),
    assignAuthFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureText(error, {
        http: textsOf(googleMessages).failed,
        network: textsOf(googleMessages).exception,
        unexpected: textsOf(googleMessages).exception,
      }),
    })),
    clearError: assign({ error: null }),
    /** Gives token, e-mail and role to the sign-in actor, which stores them and goes to /otp. */
    continueToCode: (_, _params: { token: string; email: string; role: string; language?: Language }) => {},
  },
}).createMachine({
  id: 'googleSignIn',
  description: "Google's sign-in button: configuration, identity script, button, ID token, then /otp.",
  context: ({ input }) => ({ ...input, clientId: null, error: null }),
  initial: 'configuring',
  states: {
    configuring: {
      description: 'GET /api/config tells whether a Google client id is configured.',
      tags: ['busy'],
      invoke: {
        id: 'fetchGoogleConfig',
        src: 'fetchGoogleConfig',
        input: () => undefined,
        onDone: [
          {
            guard: { type: 'hasClientId', params: ({ event }) => event.output },
            target: 'loadingScript',
            actions: { type: 'assignClientId', params: ({ event }) => event.output },
          },
          { target: 'notConfigured' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: { message: textsOf(googleMessages).exception } },
        },
      },
    },
    notConfigured: {
      description: "No client id: the button is disabled and says 'Google sign-in is not configured.'",
    },
    loadingScript: {
      description: "Waiting for Google's identity script (50 checks, 100 ms apart).",
      tags: ['busy'],
      invoke: {
        id: 'loadGoogleScript',
        src: 'loadGoogleScript',
        input: () => ({ attempts: GOOGLE_SCRIPT_ATTEMPTS, intervalMs: GOOGLE_SCRIPT_INTERVAL_MS }),
        onDone: { target: 'rendering' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: { message: textsOf(googleMessages).scriptFailed } },
        },
      },
    },
    rendering: {
      description: "Google's button is drawn into its div.",
      tags: ['busy'],
      invoke: {
        id: 'renderGoogleButton',
        src: 'renderGoogleButton',
        input: ({ context }) => ({
          clientId: context.clientId ?? '',
          buttonId: context.buttonId,
          text: context.text,
        }),
        onDone: { target: 'ready' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: { message: textsOf(googleMessages).buttonDivMissing } },
        },
      },
    },
    ready: {
      description: "Google's button is shown; choosing an account hands back an ID token.",
      on: { 'credential.receive': { target: 'authenticating', actions: 'clearError' } },
    },
    authenticating: {
      description: 'POST /api/users/auth/google/auth with the ID token.',
      tags: ['busy'],
      invoke: {
        id: 'submitGoogleToken',
        src: 'submitGoogleToken',
        input: ({ event }) => {
          assertEvent(event, 'credential.receive');
          return { tokenId: event.tokenId };
        },
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'done',
            actions: {
              type: 'continueToCode',
              params: ({ event }) => {
                const { token, data } = event.output;
                return { token, email: data.user.email, role: data.user.role, language: data.user.language };
              },
            },
          },
          {
            target: 'ready',
            actions: { type: 'assignError', params: { message: textsOf(googleMessages).failed } },
          },
        ],
        onError: {
          target: 'ready',
          actions: { type: 'assignAuthFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'Google sign-in cannot be offered on this page load; the message says why.',
    },
    done: {
      description: 'The server accepted the Google account and e-mailed a code: on to /otp.',
    },
  },
});
