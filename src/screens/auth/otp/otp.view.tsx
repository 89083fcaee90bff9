import { RESEND_COOLDOWN_SECONDS } from '@machines/sign-in.machine';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { usePagePath } from '@/lib/use-page-path';
import type { SignInActor } from '@/session/router-context';
import * as css from './auth.css';
import { ErrorBanner, SubmitButton } from './form-parts';
import { SecurityTips } from './security-tips';

/** /otp: the e-mailed one-time code, a new code on request, and the 'Security Tips' guide. */
export function OtpPage({ signIn, redirect }: { signIn: SignInActor; redirect?: string }) {
  const verifying = useSelector(signIn, (snapshot) => snapshot.matches('verifying'));
  const resending = useSelector(signIn, (snapshot) => snapshot.matches('resending'));
  const coolingDown = useSelector(signIn, (snapshot) => snapshot.matches('coolingDown'));
  const canResend = useSelector(signIn, (snapshot) => snapshot.can({ type: 'code.resend' }));
  const error = useSelector(signIn, (snapshot) => snapshot.context.codeError);
  const notice = useSelector(signIn, (snapshot) => snapshot.context.notice);
  const email = useSelector(signIn, (snapshot) => snapshot.context.email);
  const action = usePagePath();
  // The prerendered page is a visitor's (no sign-in under way): what the sign-in restored from storage
  // (the address, a notice, the resend state) shows once the page has hydrated.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    signIn.send({ type: 'code.submit', otp: String(data.get('otp') ?? ''), redirect });
  }

  return (
    <section className={css.page} aria-labelledby="otp-title">
      <title>One-time code · Hub</title>
      <div className={css.card}>
        <h1 id="otp-title" className={css.title}>
          Verify your sign-in
        </h1>
        {hydrated && email && <p className={css.hint}>The code was sent to {email}.</p>}
        {hydrated && notice && (
          <p className={css.infoBanner} role="status">
            {notice}
          </p>
        )}
        <form className={css.form} method="post" action={action} onSubmit={onSubmit} noValidate>
          <div className={css.field}>
            <label className={css.label} htmlFor="otp-code">
              Enter OTP
            </label>
            <input
              id="otp-code"
              name="otp"
              className={css.input}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={32}
              disabled={verifying}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'otp-error' : undefined}
            />
          </div>
          <ErrorBanner message={error} id="otp-error" />
          <SubmitButton busy={verifying} busyLabel="Verifying...">
            Verify OTP
          </SubmitButton>
        </form>
        <div className={css.actions}>
          <button
            type="button"
            className={css.linkButton}
            disabled={!hydrated || !canResend}
            onClick={() => signIn.send({ type: 'code.resend' })}
          >
            {resending ? 'Sending a new code...' : 'Send a new code'}
          </button>
          <SecurityTips />
        </div>
        {hydrated && coolingDown && (
          <p className={css.hint}>
            You can ask for another code {RESEND_COOLDOWN_SECONDS} seconds after the last one.
          </p>
        )}
        <p className={css.centered}>
          <Link to="/login">Back to login</Link>
        </p>
      </div>
    </section>
  );
}
