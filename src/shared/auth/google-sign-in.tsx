import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoogleButtonText } from '@machines/google-sign-in.machine';
import { useActor } from '@xstate/react';
import { useId } from 'react';
import { button } from '@/components/ui/button';
import { formMessage } from '@/components/ui/form.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import type { SignInActor } from '@/session/router-context';
import * as css from './auth.css';
import { GOOGLE_SIGN_IN_SYSTEM_ID, googleSignInLogic } from './google-sign-in.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const fallbackLabel: Record<GoogleButtonText, MessageDescriptor> = {
  signin_with: msg`Sign in with Google`,
  continue_with: msg`Continue with Google`,
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
  const { t, i18n } = useLingui();
  const sourceText = useSourceText();
  const unavailable = snapshot.matches('notConfigured') || snapshot.matches('failed');

  return (
    <div className={css.providers}>
      {unavailable && (
        <button
          type="button"
          className={button({ tone: 'outline' })}
          aria-disabled="true"
          aria-describedby={`${buttonId}-why`}
          title={t`Google sign-in is not available`}
        >
          {i18n._(fallbackLabel[text])}
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
          <Trans>Google sign-in is not configured.</Trans>
        </p>
      )}
      {error && (
        <p
          id={snapshot.matches('failed') ? `${buttonId}-why` : undefined}
          className={formMessage.error}
          role="alert"
        >
          {sourceText(error)}
        </p>
      )}
      {snapshot.matches('authenticating') && (
        <p className={css.hint} role="status">
          <Trans>Signing in with Google...</Trans>
        </p>
      )}
      {snapshot.matches('done') && (
        <p className={css.hint} role="status">
          <Trans>Signed in with Google. Enter the code sent to your email.</Trans>
        </p>
      )}
    </div>
  );
}
