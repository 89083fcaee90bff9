import { pageFormPaths } from '@contracts/page-forms';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { SignInActor } from '@/session/router-context';
import * as css from './auth.css';
import { ErrorBanner, SubmitButton } from './form-parts';
import { GoogleSignIn } from './google-sign-in';

export interface LoginSearch {
  redirect?: string;
  /** From the e-mailed verification link: true verified, false the link was bad. */
  verified?: boolean;
}

const verifiedText = 'Email verified. You can now log in.';
const verifyFailedText = 'This verification link is invalid or has expired.';

/** /login: e-mail and password, 'Remember me!', 'Forgot password?', Google, 'Sign Up'. */
export function LoginPage({ signIn, search }: { signIn: SignInActor; search: LoginSearch }) {
  const submitting = useSelector(signIn, (snapshot) => snapshot.matches('submitting'));
  const error = useSelector(signIn, (snapshot) => snapshot.context.loginError);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    signIn.send({
      type: 'login.submit',
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      remember: data.get('remember') === 'on',
      redirect: search.redirect,
    });
  }

  return (
    <section className={css.page} aria-labelledby="login-title">
      <title>Login · Hub</title>
      <div className={css.card}>
        <h1 id="login-title" className={css.title}>
          Login
        </h1>
        {search.verified === true && (
          <p className={css.successBanner} role="status">
            {verifiedText}
          </p>
        )}
        {search.verified === false && <ErrorBanner message={verifyFailedText} />}
        {/* Posted without scripts, the server keeps the e-mail and says signing in needs them. */}
        <form className={css.form} method="post" action={pageFormPaths.login} onSubmit={onSubmit} noValidate>
          <div className={css.field}>
            <label className={css.label} htmlFor="login-email">
              Email
            </label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              className={css.input}
              disabled={submitting}
              required
            />
          </div>
          <div className={css.field}>
            <label className={css.label} htmlFor="login-password">
              Password
            </label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              className={css.input}
              disabled={submitting}
              required
            />
          </div>
          <div className={css.actions}>
            <label className={css.check}>
              <input name="remember" type="checkbox" className={css.checkbox} disabled={submitting} />
              Remember me!
            </label>
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
          <ErrorBanner message={error} />
          <SubmitButton busy={submitting} busyLabel="Logging in...">
            Login
          </SubmitButton>
        </form>
        <p className={css.divider}>or</p>
        <GoogleSignIn signIn={signIn} redirect={search.redirect} text="signin_with" />
        <p className={css.centered}>
          Don't have an account? <Link to="/signup">Sign Up</Link>
        </p>
      </div>
    </section>
  );
}
