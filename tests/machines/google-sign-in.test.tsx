import { messages } from '@contracts/users';
import {
  GOOGLE_SCRIPT_ATTEMPTS,
  GOOGLE_SCRIPT_INTERVAL_MS,
  type GoogleButtonInput,
  type GoogleSignInContext,
  googleMessages,
  googleSignInMachine,
} from '@machines/google-sign-in.machine';
import { signInMachine } from '@machines/sign-in.machine';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, type EventObject, fromPromise } from 'xstate';
import { GOOGLE_SCRIPT_URL, loadGoogleIdentity, renderGoogleButton } from '@/shared/auth/google-identity';
import { GoogleSignIn } from '@/shared/auth/google-sign-in';
import { GOOGLE_SIGN_IN_SYSTEM_ID, googleSignInLogic } from '@/shared/auth/google-sign-in.logic';
import { googleMessages as googleCatalogue } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { installFakeGoogle } from '../support/fake-google';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type AnyEvent = EventObject & Record<string, unknown>;

const googleUser = { email: 'aline@gmail.com', role: 'Member' };

const events: AnyEvent[] = [
  {
    type: 'xstate.done.actor.fetchGoogleConfig',
    output: { googleClientId: 'client-1.apps.googleusercontent.com' },
  },
  { type: 'xstate.done.actor.fetchGoogleConfig', output: { googleClientId: null } },
  { type: 'xstate.error.actor.fetchGoogleConfig', error: { kind: 'network' } },
  { type: 'xstate.done.actor.loadGoogleScript', output: undefined },
  { type: 'xstate.error.actor.loadGoogleScript', error: new Error('Google script failed to load.') },
  { type: 'xstate.done.actor.renderGoogleButton', output: undefined },
  { type: 'xstate.error.actor.renderGoogleButton', error: new Error('Google button div not found!') },
  { type: 'credential.receive', tokenId: 'google-id-token' },
  {
    type: 'xstate.done.actor.submitGoogleToken',
    output: { message: messages.otpSent, token: 'pre-otp', data: { user: googleUser } },
  },
  {
    type: 'xstate.done.actor.submitGoogleToken',
    output: { message: 'ok', token: '', data: { user: googleUser } },
  },
  {
    type: 'xstate.error.actor.submitGoogleToken',
    error: { kind: 'http', status: 401, message: googleMessages.failed },
  },
  { type: 'xstate.error.actor.submitGoogleToken', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.submitGoogleToken', error: { kind: 'network' } },
];

const input: GoogleButtonInput = { buttonId: 'google-button-test', text: 'signin_with' };
beforeEach(() => installFakeGoogle());
afterEach(() => {
  delete window.google;
});

let user: Awaited<ReturnType<typeof renderView>>['user'];
let signIn: ActorRefFrom<typeof signInMachine>;

/**
 * The deferred actors, except that renderGoogleButton, once let through, runs the real drawing into the
 * page's div (so the person can click Google's button).
 */
function createGoogleActors(): DeferredActors {
  const deferred = createDeferredActors(['fetchGoogleConfig', 'loadGoogleScript', 'submitGoogleToken']);
  const gates: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const drawButton = fromPromise<void, GoogleButtonInput & { clientId: string }>(
    async ({ input, system }) => {
      await new Promise<void>((resolve, reject) => gates.push({ resolve, reject }));
      renderGoogleButton(input, (tokenId) =>
        system.get(GOOGLE_SIGN_IN_SYSTEM_ID)?.send({ type: 'credential.receive', tokenId }),
      );
    },
  );
  return {
    actors: { ...deferred.actors, renderGoogleButton: drawButton as never },
    inputs: deferred.inputs,
    settle(event) {
      if (!event.type.endsWith('.renderGoogleButton')) return deferred.settle(event);
      const gate = gates.shift();
      if (!gate) throw new Error('renderGoogleButton has no pending run');
      if (event.type.startsWith('xstate.done')) gate.resolve();
      else gate.reject(event.error);
    },
  };
}

const fallback = () => screen.queryByRole('button', { name: 'Sign in with Google' });
/** The div Google's button is drawn into (the view names it). */
const slot = () => document.querySelector<HTMLElement>('[aria-busy]')!;

function expectError(context: GoogleSignInContext) {
  if (context.error) expect(screen.getByRole('alert').textContent).toBe(context.error.message);
  else expect(screen.queryByRole('alert')).toBeNull();
}

function expectWaiting() {
  expect(slot().getAttribute('aria-busy')).toBe('true');
  expect(fallback()).toBeNull();
}

const states: StateAssertions = {
  configuring: expectWaiting,
  loadingScript: expectWaiting,
  rendering: expectWaiting,
  notConfigured: () => {
    expect(fallback()?.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(googleMessages.notConfigured)).toBeTruthy();
  },
  ready: (snapshot) => {
    expect(screen.getByRole('button', { name: 'Google account: Aline' })).toBeTruthy();
    expect(slot().getAttribute('aria-busy')).toBe('false');
    expectError(snapshot.context as GoogleSignInContext);
  },
  authenticating: () => {
    expect(screen.getByRole('status').textContent).toBe('Signing in with Google...');
  },
  failed: (snapshot) => {
    expect(fallback()?.getAttribute('aria-disabled')).toBe('true');
    expectError(snapshot.context as GoogleSignInContext);
  },
  done: () => {
    expect(screen.getByRole('status').textContent).toMatch('Signed in with Google');
    // Handed over: the sign-in actor now waits for the e-mailed code of that account.
    expect(signIn.getSnapshot().matches('awaitingCode')).toBe(true);
    expect(signIn.getSnapshot().context.email).toBe(googleUser.email);
  },
};

const executors: EventExecutors = {
  'credential.receive': () => user.click(screen.getByRole('button', { name: 'Google account: Aline' })),
};

modelSuite(googleSignInMachine, {
  title: 'google sign-in machine',
  events,
  input,
  states,
  executors,
  deferredActors: createGoogleActors,
  render: async ({ deferred }) => {
    signIn = createActor(signInMachine, { input: { pending: null } }).start();
    ({ user } = await renderView(
      <GoogleSignIn
        signIn={signIn}
        text="signin_with"
        logic={googleSignInLogic.provide({ actors: deferred!.actors as never })}
      />,
    ));
  },
  messages: { catalogue: googleCatalogue },
});

describe('google identity script', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.querySelector(`script[src="${GOOGLE_SCRIPT_URL}"]`)?.remove();
  });

  it('adds the script once and gives up after 50 checks, 100 ms apart', async () => {
    delete window.google;
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    const loading = loadGoogleIdentity({
      attempts: GOOGLE_SCRIPT_ATTEMPTS,
      intervalMs: GOOGLE_SCRIPT_INTERVAL_MS,
    }).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    void loading.then((value) => {
      outcome = value;
    });
    expect(document.querySelectorAll(`script[src="${GOOGLE_SCRIPT_URL}"]`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(49 * 100);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(100);
    expect(outcome).toBe(googleMessages.scriptFailed);
  });

  it("is done as soon as Google's script has arrived", async () => {
    delete window.google;
    vi.useFakeTimers();
    const loading = loadGoogleIdentity({ attempts: 50, intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(300);
    installFakeGoogle();
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toBeUndefined();
  });

  it("says 'Google button div not found!' when the div is missing", () => {
    expect(() =>
      renderGoogleButton({ clientId: 'c', buttonId: 'nowhere', text: 'signin_with' }, () => {}),
    ).toThrow(googleMessages.buttonDivMissing);
  });
});
