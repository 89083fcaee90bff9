import { fieldSlot, pageFormPaths, pageFormSlots } from '@contracts/page-forms';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import type { FormEvent } from 'react';
import { FormOutcomeSlot } from '@/components/ui/form-outcome-slot';
import { inspect } from '@/lib/inspect';
import * as css from './auth.css';
import { forgotPasswordLogic } from './forgot-password.logic';
import { ErrorBanner, FieldError, SubmitButton } from './form-parts';

/** /forgot-password: e-mails a reset link (the same answer for every address). */
export function ForgotPasswordPage({ logic = forgotPasswordLogic }: { logic?: typeof forgotPasswordLogic }) {
  const [snapshot, send] = useActor(logic, { inspect });
  const { emailError, error, sent } = snapshot.context;
  const sending = snapshot.hasTag('busy');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'form.submit', email: String(new FormData(event.currentTarget).get('email') ?? '') });
  }

  return (
    <section className={css.page} aria-labelledby="forgot-title">
      <title>Forgot password · Hub</title>
      <div className={css.card}>
        <h1 id="forgot-title" className={css.title}>
          Forgot password
        </h1>
        {snapshot.matches('sent') ? (
          <p className={css.successBanner} role="status">
            {sent}
          </p>
        ) : (
          // Posted without scripts, the server answers with the same checks and messages (page-forms.ts).
          <form
            className={css.form}
            method="post"
            action={pageFormPaths.forgotPassword}
            onSubmit={onSubmit}
            noValidate
          >
            <FormOutcomeSlot name={pageFormSlots.done} className={css.successBanner} role="status" />
            <p className={css.hint}>
              Enter the email of your account and we will send you a link to set a new password.
            </p>
            <div className={css.field}>
              <label className={css.label} htmlFor="forgot-email">
                Email
              </label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                className={css.input}
                disabled={sending}
                onChange={() => send({ type: 'field.change' })}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? 'forgot-email-error' : undefined}
                required
              />
              <FieldError message={emailError} id="forgot-email-error" />
              <FormOutcomeSlot name={fieldSlot('email')} id="forgot-email-error" className={css.fieldError} />
            </div>
            <ErrorBanner message={error} />
            <FormOutcomeSlot name={pageFormSlots.error} className={css.errorBanner} />
            <SubmitButton busy={sending} busyLabel="Sending...">
              Send reset link
            </SubmitButton>
          </form>
        )}
        <p className={css.centered}>
          <Link to="/login">Back to login</Link>
        </p>
      </div>
    </section>
  );
}
