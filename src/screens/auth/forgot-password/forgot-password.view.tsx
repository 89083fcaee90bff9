import { fieldSlot, pageFormPaths, pageFormSlots } from '@contracts/page-forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { fieldError, formMessage } from '@/components/ui/form.css';
import { FormOutcomeSlot } from '@/components/ui/form-outcome-slot';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/auth/auth.css';
import { forgotPasswordLogic } from './forgot-password.logic';
import { forgotPasswordFieldChange } from './forgot-password.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const FORM_ID = 'forgot-password-form';

/** /forgot-password: e-mails a reset link (the same answer for every address). */
export function ForgotPasswordView({ logic = forgotPasswordLogic }: { logic?: typeof forgotPasswordLogic }) {
  const [snapshot, send] = useActor(
    logic.provide({ actions: { focusFirstError: focusFirstInvalid(FORM_ID) } }),
    { inspect },
  );
  const { values, fieldErrors, error, sent } = snapshot.context;
  const sending = snapshot.hasTag('busy');
  const { t } = useLingui();
  const text = useSourceText();

  return (
    <section className={css.page} aria-labelledby="forgot-title">
      <title>{t`Forgot password · Hub`}</title>
      <div className={css.card}>
        <h1 id="forgot-title" className={css.title}>
          <Trans>Forgot password</Trans>
        </h1>
        {snapshot.matches('sent') ? (
          <FormMessage tone="success" message={sent && text(sent)} />
        ) : (
          // Posted without scripts, the server answers with the same checks and messages (page-forms.ts).
          <SubmitForm
            id={FORM_ID}
            action={pageFormPaths.forgotPassword}
            busy={sending}
            heldNotice={t`Sending as soon as the page has loaded…`}
            values={values}
            onFieldChange={(name, value) => {
              const change = forgotPasswordFieldChange(name, value);
              if (change) send(change);
            }}
            onSubmit={() => send({ type: 'form.submit' })}
          >
            <FormOutcomeSlot name={pageFormSlots.done} className={formMessage.success} role="status" />
            <p className={css.hint}>
              <Trans>
                Enter the email of your account and we will send you a link to set a new password.
              </Trans>
            </p>
            <TextField
              id="forgot-email"
              name="email"
              label={t`Email`}
              type="email"
              autoComplete="email"
              value={values.email}
              error={fieldErrors.email && text(fieldErrors.email)}
              disabled={sending}
              required
              onChange={(value) => send({ type: 'field.change', field: 'email', value })}
            >
              <FormOutcomeSlot name={fieldSlot('email')} id="forgot-email-error" className={fieldError} />
            </TextField>
            <FormMessage message={error && text(error)} />
            <FormOutcomeSlot name={pageFormSlots.error} className={formMessage.error} />
            <SubmitButton busy={sending} busyLabel={t`Sending...`}>
              <Trans>Send reset link</Trans>
            </SubmitButton>
          </SubmitForm>
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
