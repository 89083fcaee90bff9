import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { TextField } from '@/components/ui/text-field';
import { inspect } from '@/lib/inspect';
import * as css from '@/shared/auth/auth.css';
import { resetPasswordLogic } from './reset-password.logic';
import type { ResetPasswordField } from './reset-password.machine';

const FORM_ID = 'reset-password-form';

const fields: { name: ResetPasswordField; label: string }[] = [
  { name: 'password', label: 'New password' },
  { name: 'confirmPassword', label: 'Confirm new password' },
];

const isField = (name: string): name is ResetPasswordField => fields.some((field) => field.name === name);

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

  return (
    <section className={css.page} aria-labelledby="reset-title">
      <title>Set a new password · Hub</title>
      <div className={css.card}>
        <h1 id="reset-title" className={css.title}>
          Set a new password
        </h1>
        {snapshot.matches('done') ? (
          <FormMessage tone="success" message={done} />
        ) : (
          <SubmitForm
            id={FORM_ID}
            busy={saving}
            values={values}
            onFieldChange={(name, value) => {
              if (isField(name)) send({ type: 'field.change', field: name, value: String(value) });
            }}
            onSubmit={() => send({ type: 'form.submit' })}
          >
            {fields.map(({ name, label }) => (
              <TextField
                key={name}
                id={`reset-${name}`}
                name={name}
                label={label}
                type="password"
                autoComplete="new-password"
                value={values[name]}
                error={fieldErrors[name]}
                disabled={saving}
                required
                onChange={(value) => send({ type: 'field.change', field: name, value })}
              />
            ))}
            <FormMessage message={error} />
            <SubmitButton busy={saving} busyLabel="Saving...">
              Set new password
            </SubmitButton>
          </SubmitForm>
        )}
        <p className={css.centered}>
          {snapshot.matches('done') ? (
            <Link to="/login">Log in</Link>
          ) : (
            <Link to="/forgot-password">Ask for a new link</Link>
          )}
        </p>
      </div>
    </section>
  );
}
