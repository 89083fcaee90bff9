import { Trans, useLingui } from '@lingui/react/macro';
import { RESEND_COOLDOWN_SECONDS } from '@machines/sign-in.machine';
import { Link } from '@tanstack/react-router';
import { shallowEqual, useActor, useSelector } from '@xstate/react';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useHydrated } from '@/lib/use-hydrated';
import type { SignInActor } from '@/session/router-context';
import * as css from '@/shared/auth/auth.css';
import { SecurityTips } from '@/shared/auth/security-tips';
import { otpFieldChange, otpMachine, selectCodeStep } from './otp.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** /otp: the e-mailed one-time code, a new code on request, and the 'Security Tips' guide. */
export function OtpView({ signIn, redirect }: { signIn: SignInActor; redirect?: string }) {
  const [snapshot, send] = useActor(otpMachine, { input: { signIn, redirect }, inspect });
  const { values } = snapshot.context;
  const { verifying, resending, coolingDown, canResend, error, notice, email } = useSelector(
    signIn,
    selectCodeStep,
    shallowEqual,
  );
  // The prerendered page is a visitor's (no sign-in under way): what the sign-in restored from storage
  // (the address, a notice, the resend state) shows once the page has hydrated.
  const hydrated = useHydrated();
  const { t } = useLingui();
  const text = useSourceText();
  const seconds = RESEND_COOLDOWN_SECONDS;

  return (
    <section className={css.page} aria-labelledby="otp-title">
      <title>{t`One-time code · Hub`}</title>
      <div className={css.card}>
        <h1 id="otp-title" className={css.title}>
          <Trans>Verify your sign-in</Trans>
        </h1>
        {hydrated && email && (
          <p className={css.hint}>
            <Trans>The code was sent to {email}.</Trans>
          </p>
        )}
        {hydrated && <FormMessage tone="info" message={notice && text(notice)} />}
        <SubmitForm
          id="otp-form"
          busy={verifying}
          values={values}
          onFieldChange={(name, value) => {
            const change = otpFieldChange(name, value);
            if (change) send(change);
          }}
          onSubmit={() => send({ type: 'form.submit' })}
        >
          <TextField
            id="otp-code"
            name="otp"
            label={t`Enter OTP`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={values.otp}
            error={error && text(error)}
            disabled={verifying}
            required
            onChange={(value) => send({ type: 'field.change', field: 'otp', value })}
          />
          <SubmitButton busy={verifying} busyLabel={t`Verifying...`}>
            <Trans>Verify OTP</Trans>
          </SubmitButton>
        </SubmitForm>
        <div className={css.actions}>
          <button
            type="button"
            className={css.linkButton}
            disabled={!hydrated || !canResend}
            onClick={() => signIn.send({ type: 'code.resend' })}
          >
            {resending ? t`Sending a new code...` : t`Send a new code`}
          </button>
          <SecurityTips />
        </div>
        {hydrated && coolingDown && (
          <p className={css.hint}>
            <Trans>You can ask for another code {seconds} seconds after the last one.</Trans>
          </p>
        )}
        <p className={css.centered}>
          <Link to="/login">
            <Trans>Back to login</Trans>
          </Link>
        </p>
      </div>
    </section>
  );
}
