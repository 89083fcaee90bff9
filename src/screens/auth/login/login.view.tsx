import { pageFormPaths } from '@contracts/page-forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { FormMessage, SubmitButton, SubmitForm, useShownAtStart } from '@/components/ui/submit-form';
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import type { SignInActor } from '@/session/router-context';
import * as css from '@/shared/auth/auth.css';
import { GoogleSignIn } from '@/shared/auth/google-sign-in';
import { loginFieldChange, loginMachine } from './login.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface LoginSearch {
  redirect?: string;
  /** From the e-mailed verification link: true verified, false the link was bad. */
  verified?: boolean;
}

const loginFormId = 'login-form';

/** /login: e-mail and password, 'Remember me!', 'Forgot password?', Google, 'Sign Up'. */
export function LoginView({ signIn, search }: { signIn: SignInActor; search: LoginSearch }) {
  const shown = useShownAtStart(loginFormId);
  const email = typeof shown.email === 'string' ? shown.email : undefined;
  const [snapshot, send] = useActor(loginMachine, {
    input: { signIn, redirect: search.redirect, email },
    inspect,
  });
  const { values } = snapshot.context;
  const submitting = useSelector(signIn, (state) => state.matches('submitting'));
  const error = useSelector(signIn, (state) => state.context.loginError);
  const { t } = useLingui();
  const text = useSourceText();

  return (
    <section className={css.page} aria-labelledby="login-title">
      <title>{t`Login · Hub`}</title>
      <div className={css.card}>
        <h1 id="login-title" className={css.title}>
          <Trans>Login</Trans>
        </h1>
        {search.verified === true && (
          <FormMessage tone="success" message={t`Email verified. You can now log in.`} />
        )}
        {search.verified === false && (
          <FormMessage message={t`This verification link is invalid or has expired.`} />
        )}
        {/* Posted without scripts, the server keeps the e-mail and says signing in needs them. */}
        <SubmitForm
          id={loginFormId}
          action={pageFormPaths.login}
          busy={submitting}
          heldNotice={t`Signing in as soon as the page has loaded…`}
          values={values}
          onFieldChange={(name, value) => {
            const change = loginFieldChange(name, value);
            if (change) send(change);
          }}
          onSubmit={() => send({ type: 'form.submit' })}
        >
          <TextField
            id="login-email"
            name="email"
            label={t`Email`}
            type="email"
            autoComplete="username"
            value={values.email}
            disabled={submitting}
            required
            onChange={(value) => send({ type: 'field.change', field: 'email', value })}
          />
          <TextField
            id="login-password"
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            value={values.password}
            disabled={submitting}
            required
            onChange={(value) => send({ type: 'field.change', field: 'password', value })}
          />
          <div className={css.actions}>
            <CheckboxField
              id="login-remember"
              name="remember"
              label={t`Remember me!`}
              checked={values.remember}
              disabled={submitting}
              onChange={(value) => send({ type: 'field.change', field: 'remember', value })}
            />
            <Link to="/forgot-password">
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
          <FormMessage message={error && text(error)} />
          <SubmitButton busy={submitting} busyLabel={t`Logging in...`}>
            <Trans>Login</Trans>
          </SubmitButton>
        </SubmitForm>
        <p className={css.divider}>
          <Trans>or</Trans>
        </p>
        <GoogleSignIn signIn={signIn} redirect={search.redirect} text="signin_with" />
        <p className={css.centered}>
          <Trans>
            Don't have an account? <Link to="/signup">Sign Up</Link>
          </Trans>
        </p>
      </div>
    </section>
  );
}
