import { genders, userRoles } from '@contracts/users';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { row } from '@/components/ui/form.css';
import { SelectField } from '@/components/ui/select-field';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { inspect } from '@/lib/inspect';
import type { SignInActor } from '@/session/router-context';
import * as css from '@/shared/auth/auth.css';
import { GoogleSignIn } from '@/shared/auth/google-sign-in';
import { signupLogic } from './signup.logic';
import { initialSignupValues, type SignupEvent, type SignupField, type SignupValues } from './signup.machine';

const FORM_ID = 'signup-form';

const isSignupField = (name: string): name is SignupField => Object.hasOwn(initialSignupValues, name);

const genderOptions = genders.map((gender) => ({
  value: gender,
  label: { male: 'Male', female: 'Female' }[gender],
}));

type TextName = Exclude<SignupField, 'terms' | 'gender' | 'role'>;

/** The text fields, in page order: label, input type and autocomplete. */
const textFields: Record<
  TextName,
  { label: string; type: 'text' | 'email' | 'tel' | 'password'; autoComplete: string }
> = {
  firstName: { label: 'First name', type: 'text', autoComplete: 'given-name' },
  lastName: { label: 'Last name', type: 'text', autoComplete: 'family-name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
};

/** /signup 'Create an Account'. */
export function SignupView({
  signIn,
  logic = signupLogic,
}: {
  signIn: SignInActor;
  logic?: typeof signupLogic;
}) {
  const [snapshot, send] = useActor(
    logic.provide({ actions: { focusFirstError: focusFirstInvalid(FORM_ID) } }),
    { inspect },
  );
  const { values, fieldErrors, error, success } = snapshot.context;
  const change = <Field extends SignupField>(field: Field, value: SignupValues[Field]) =>
    send({ type: 'field.change', field, value } as SignupEvent);

  const textField = (name: TextName) => (
    <TextField
      id={`signup-${name}`}
      name={name}
      {...textFields[name]}
      value={values[name]}
      error={fieldErrors[name]}
      required
      onChange={(value) => change(name, value)}
    />
  );

  return (
    <section className={css.page} aria-labelledby="signup-title">
      <title>Create an Account · Hub</title>
      <div className={css.card}>
        <h1 id="signup-title" className={css.title}>
          Create an Account
        </h1>
        <FormMessage tone="success" role="alert" message={success} />
        <FormMessage message={error} />
        <SubmitForm
          id={FORM_ID}
          busy={snapshot.hasTag('busy')}
          values={values}
          onFieldChange={(name, value) => {
            if (isSignupField(name)) send({ type: 'field.change', field: name, value } as SignupEvent);
          }}
          onSubmit={() => send({ type: 'form.submit' })}
        >
          <div className={row}>
            {textField('firstName')}
            {textField('lastName')}
          </div>
          {textField('email')}
          {textField('phone')}
          <div className={row}>
            <SelectField
              id="signup-gender"
              name="gender"
              label="Gender"
              options={genderOptions}
              value={values.gender}
              error={fieldErrors.gender}
              onChange={(value) => change('gender', value)}
            />
            <SelectField
              id="signup-role"
              name="role"
              label="Role"
              options={userRoles}
              value={values.role}
              error={fieldErrors.role}
              onChange={(value) => change('role', value)}
            />
          </div>
          <div className={row}>
            {textField('password')}
            {textField('confirmPassword')}
          </div>
          <CheckboxField
            id="signup-terms"
            name="terms"
            label="I agree to the terms and conditions"
            checked={values.terms}
            error={fieldErrors.terms}
            onChange={(checked) => change('terms', checked)}
          />
          <SubmitButton
            busy={snapshot.hasTag('busy')}
            busyLabel="Processing..."
            disabled={!snapshot.can({ type: 'form.submit' })}
          >
            Create Account
          </SubmitButton>
        </SubmitForm>
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
