import { genders, userRoles } from '@contracts/users';
import { initialSignupValues, type SignupField } from '@machines/signup.machine';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { button } from '@/components/ui/button';
import { inspect } from '@/lib/inspect';
import { usePagePath } from '@/lib/use-page-path';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import type { SignInActor } from '@/session/router-context';
import * as css from './auth.css';
import { FieldError, SubmitButton } from './form-parts';
import { GoogleSignIn } from './google-sign-in';
import { signupLogic } from './signup.logic';

const isSignupField = (name: string): name is SignupField => Object.hasOwn(initialSignupValues, name);

const genderLabels: Record<(typeof genders)[number], string> = { male: 'Male', female: 'Female' };

/** /signup 'Create an Account'. */
export function SignupPage({
  signIn,
  logic = signupLogic,
}: {
  signIn: SignInActor;
  logic?: typeof signupLogic;
}) {
  const [snapshot, send] = useActor(logic, { inspect });
  const { values, errors, banner } = snapshot.context;
  const processing = snapshot.hasTag('busy');
  const change = (field: SignupField) => (value: string | boolean) =>
    send({ type: 'field.change', field, value });
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (name, value) => {
    if (isSignupField(name)) change(name)(value);
  });
  const action = usePagePath();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send({ type: 'form.submit' });
  }

  /** A labelled control with its error (announced, tied to the control). */
  function field(name: SignupField, label: string, control: (describedBy?: string) => ReactNode) {
    const errorId = `signup-${name}-error`;
    return (
      <div className={css.field}>
        <label className={css.label} htmlFor={`signup-${name}`}>
          {label}
        </label>
        {control(errors[name] ? errorId : undefined)}
        <FieldError message={errors[name]} id={errorId} />
      </div>
    );
  }

  function textInput(name: Exclude<SignupField, 'terms'>, label: string, type: string, autoComplete: string) {
    return field(name, label, (describedBy) => (
      <input
        id={`signup-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={css.input}
        value={values[name]}
        onChange={(event) => change(name)(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy}
        required
      />
    ));
  }

  return (
    <section className={css.page} aria-labelledby="signup-title">
      <title>Create an Account · Hub</title>
      <div className={css.card}>
        <h1 id="signup-title" className={css.title}>
          Create an Account
        </h1>
        {banner && (
          <p className={banner.tone === 'success' ? css.successBanner : css.errorBanner} role="alert">
            {banner.text}
          </p>
        )}
        <form ref={form} className={css.form} method="post" action={action} onSubmit={onSubmit} noValidate>
          <div className={css.row}>
            {textInput('firstName', 'First name', 'text', 'given-name')}
            {textInput('lastName', 'Last name', 'text', 'family-name')}
          </div>
          {textInput('email', 'Email', 'email', 'email')}
          {textInput('phone', 'Phone number', 'tel', 'tel')}
          <div className={css.row}>
            {field('gender', 'Gender', (describedBy) => (
              <select
                id="signup-gender"
                name="gender"
                className={css.input}
                value={values.gender}
                onChange={(event) => change('gender')(event.target.value)}
                aria-describedby={describedBy}
              >
                {genders.map((gender) => (
                  <option key={gender} value={gender}>
                    {genderLabels[gender]}
                  </option>
                ))}
              </select>
            ))}
            {field('role', 'Role', (describedBy) => (
              <select
                id="signup-role"
                name="role"
                className={css.input}
                value={values.role}
                onChange={(event) => change('role')(event.target.value)}
                aria-describedby={describedBy}
              >
                {userRoles.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            ))}
          </div>
          <div className={css.row}>
            {textInput('password', 'Password', 'password', 'new-password')}
            {textInput('confirmPassword', 'Confirm password', 'password', 'new-password')}
          </div>
          <div className={css.field}>
            <label className={css.check}>
              <input
                name="terms"
                type="checkbox"
                className={css.checkbox}
                checked={values.terms}
                onChange={(event) => change('terms')(event.target.checked)}
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? 'signup-terms-error' : undefined}
              />
              I agree to the terms and conditions
            </label>
            <FieldError message={errors.terms} id="signup-terms-error" />
          </div>
          <SubmitButton
            busy={processing}
            busyLabel="Processing..."
            disabled={!snapshot.can({ type: 'form.submit' })}
          >
            Create Account
          </SubmitButton>
        </form>
        <p className={css.divider}>or</p>
        <GoogleSignIn signIn={signIn} text="continue_with" />
        <div className={css.providers}>
          {['LinkedIn', 'GitHub'].map((provider) => (
            <button
              key={provider}
              type="button"
              className={button({ tone: 'outline' })}
              aria-disabled="true"
              aria-describedby="signup-providers-note"
              title={`Sign-up with ${provider} is not available yet`}
            >
              Continue with {provider}
            </button>
          ))}
          <p id="signup-providers-note" className={css.hint}>
            Sign-up with LinkedIn or GitHub is not available yet.
          </p>
        </div>
        <p className={css.centered}>
          Already have an account? <Link to="/login">Login</Link>
        </p>
      </div>
    </section>
  );
}
