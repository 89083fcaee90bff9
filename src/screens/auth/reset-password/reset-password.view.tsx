import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/auth/auth.css';
import { resetPasswordLogic } from './reset-password.logic';
import { type ResetPasswordField, resetPasswordFieldChange } from './reset-password.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const FORM_ID = 'reset-password-form';

const fields: { name: ResetPasswordField; label: MessageDescriptor }[] = [
  { name: 'password', label: msg`New password` },
  { name: 'confirmPassword', label: msg`Confirm new password` },
];

/** /reset-password?token=…: a new password with the sign-up rules. */
export function ResetPasswordView({
  token,
  logic = resetPasswordLogic,
}: {
  token: string;
  logic?: typeof resetPasswordLogic;
}) {
  const [snapshot, send] = useActor(
    logic.provide({ actions: { focusFirstError: focusFirstInvalid(FORM_ID) } }),
    { input: { token }, inspect },
  );
  const { values, fieldErrors, error, done } = snapshot.context;
  const saving = snapshot.hasTag('busy');
  const { t, i18n } = useLingui();
  const text = useSourceText();

  return (
    <section className={css.page} aria-labelledby="reset-title">
      <title>{t`Set a new password · Hub`}</title>
      <div className={css.card}>
        <h1 id="reset-title" className={css.title}>
          <Trans>Set a new password</Trans>
        </h1>
        {snapshot.matches('done') ? (
          <FormMessage tone="success" message={done && text(done)} />
        ) : (
          <SubmitForm
            id={FORM_ID}
            busy={saving}
            values={values}
            onFieldChange={(name, value) => {
              const change = resetPasswordFieldChange(name, value);
              if (change) send(change);
            }}
            onSubmit={() => send({ type: 'form.submit' })}
          >
            {fields.map(({ name, label }) => (
              <TextField
                key={name}
                id={`reset-${name}`}
                name={name}
                label={i18n._(label)}
                type="password"
                autoComplete="new-password"
                value={values[name]}
                error={fieldErrors[name] && text(fieldErrors[name])}
                disabled={saving}
                required
                onChange={(value) => send({ type: 'field.change', field: name, value })}
              />
            ))}
            <FormMessage message={error && text(error)} />
            <SubmitButton busy={saving} busyLabel={t`Saving...`}>
              <Trans>Set new password</Trans>
            </SubmitButton>
          </SubmitForm>
        )}
        <p className={css.centered}>
          {snapshot.matches('done') ? (
            <Link to="/login">
              <Trans>Log in</Trans>
            </Link>
          ) : (
            <Link to="/forgot-password">
              <Trans>Ask for a new link</Trans>
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
