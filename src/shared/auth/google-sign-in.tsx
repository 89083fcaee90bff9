import type { GoogleButtonText } from '@machines/google-sign-in.machine';
import { useActor } from '@xstate/react';
import { useId } from 'react';
import { button } from '@/components/ui/button';
import { formMessage } from '@/components/ui/form.css';
import { inspect } from '@/lib/inspect';
import type { SignInActor } from '@/session/router-context';
import * as css from './auth.css';
import { GOOGLE_SIGN_IN_SYSTEM_ID, googleSignInLogic } from './google-sign-in.logic';

const fallbackLabel: Record<GoogleButtonText, string> = {
  signin_with: 'Sign in with Google',
  continue_with: 'Continue with Google',
};

/**
 * Google's button (drawn by Google into the div below). A successful Google sign-in is handed to the
 * sign-in actor, which goes on to /otp. Without a client id, a disabled button says why.
 */
export function GoogleSignIn({
  signIn,
  redirect,
  text,
  logic = googleSignInLogic,
}: {
  signIn: SignInActor;
  redirect?: string;
  text: GoogleButtonText;
  logic?: typeof googleSignInLogic;
}) {
  const buttonId = `google-button-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [snapshot] = useActor(
    logic.provide({
      actions: {
        continueToCode: (_, params) => signIn.send({ type: 'google.complete', ...params, redirect }),
      },
    }),
    { input: { buttonId, text }, inspect, systemId: GOOGLE_SIGN_IN_SYSTEM_ID },
  );
  const { error } = snapshot.context;
  const unavailable = snapshot.matches('notConfigured') || snapshot.matches('failed');

  return (
    <div className={css.providers}>
      {unavailable && (
        <button
          type="button"
          className={button({ tone: 'outline' })}
          aria-disabled="true"
          aria-describedby={`${buttonId}-why`}
          title="Google sign-in is not available"
        >
          {fallbackLabel[text]}
        </button>
      )}
      <div
        id={buttonId}
        className={css.googleSlot}
        hidden={unavailable}
        aria-busy={snapshot.hasTag('busy')}
      />
      {snapshot.matches('notConfigured') && (
        <p id={`${buttonId}-why`} className={css.hint}>
          Google sign-in is not configured.
        </p>
      )}
      {error && (
        <p
          id={snapshot.matches('failed') ? `${buttonId}-why` : undefined}
          className={formMessage.error}
          role="alert"
        >
          {error}
        </p>
      )}
      {snapshot.matches('authenticating') && (
        <p className={css.hint} role="status">
          Signing in with Google...
        </p>
      )}
      {snapshot.matches('done') && (
        <p className={css.hint} role="status">
          Signed in with Google. Enter the code sent to your email.
        </p>
      )}
    </div>
  );
}
