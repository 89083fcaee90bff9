import type { ResetPasswordField } from '@machines/reset-password.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import type { FormEvent } from 'react';
import { inspect } from '@/lib/inspect';
import { usePagePath } from '@/lib/use-page-path';
import * as css from './auth.css';
import { ErrorBanner, FieldError, SubmitButton } from './form-parts';
import { resetPasswordLogic } from './reset-password.logic';

const fields: { name: ResetPasswordField; label: string }[] = [
  { name: 'password', label: 'New password' },
  { name: 'confirmPassword', label: 'Confirm new password' },
];

/** /reset-password?token=…: a new password with the sign-up rules. */
export function ResetPasswordPage({
  token,
  logic = resetPasswordLogic,
}: {
  token: string;
  logic?: typeof resetPasswordLogic;
}) {
  const [snapshot, send] = useActor(logic, { input: { token }, inspect });
  const action = usePagePath();
  const { errors, error, done } = snapshot.context;
  const saving = snapshot.hasTag('busy');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    send({
      type: 'form.submit',
      password: String(data.get('password') ?? ''),
      confirmPassword: String(data.get('confirmPassword') ?? ''),
    });
  }

  return (
    <section className={css.page} aria-labelledby="reset-title">
      <title>Set a new password · Hub</title>
      <div className={css.card}>
        <h1 id="reset-title" className={css.title}>
          Set a new password
        </h1>
        {snapshot.matches('done') ? (
          <p className={css.successBanner} role="status">
            {done}
          </p>
        ) : (
          <form className={css.form} method="post" action={action} onSubmit={onSubmit} noValidate>
            {fields.map(({ name, label }) => (
              <div key={name} className={css.field}>
                <label className={css.label} htmlFor={`reset-${name}`}>
                  {label}
                </label>
                <input
                  id={`reset-${name}`}
                  name={name}
                  type="password"
                  autoComplete="new-password"
                  className={css.input}
                  disabled={saving}
                  onChange={() => send({ type: 'field.change', field: name })}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={errors[name] ? `reset-${name}-error` : undefined}
                  required
                />
                <FieldError message={errors[name]} id={`reset-${name}-error`} />
              </div>
            ))}
            <ErrorBanner message={error} />
            <SubmitButton busy={saving} busyLabel="Saving...">
              Set new password
            </SubmitButton>
          </form>
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
