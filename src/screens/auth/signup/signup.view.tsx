import { genders, type UserRole, userRoles } from '@contracts/users';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { focusFirstInvalid } from '@/components/ui/focus-first-invalid';
import { row } from '@/components/ui/form.css';
import { SelectField } from '@/components/ui/select-field';
import { FormMessage, SubmitButton, SubmitForm } from '@/components/ui/submit-form';
import { CheckboxField, TextField } from '@/components/ui/text-field';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { inspect } from '@/lib/inspect';
import { useHydrated } from '@/lib/use-hydrated';
import type { SignInActor } from '@/session/router-context';
import * as css from '@/shared/auth/auth.css';
import { GoogleSignIn } from '@/shared/auth/google-sign-in';
import { signupLogic } from './signup.logic';
import { type SignupField, signupFieldChange, unavailableSignupProviders } from './signup.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const FORM_ID = 'signup-form';

const genderLabels = { male: msg`Male`, female: msg`Female` } as const;

const roleLabels: Record<UserRole, MessageDescriptor> = {
  Member: msg`Member`,
  Admin: msg`Admin`,
  Moderator: msg`Moderator`,
};

type TextName = Exclude<SignupField, 'terms' | 'gender' | 'role'>;

/** The text fields, in page order: label, input type and autocomplete. */
const textFields: Record<
  TextName,
  { label: MessageDescriptor; type: 'text' | 'email' | 'tel' | 'password'; autoComplete: string }
> = {
  firstName: { label: msg`First name`, type: 'text', autoComplete: 'given-name' },
  lastName: { label: msg`Last name`, type: 'text', autoComplete: 'family-name' },
  email: { label: msg`Email`, type: 'email', autoComplete: 'email' },
  phone: { label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
  password: { label: msg`Password`, type: 'password', autoComplete: 'new-password' },
  confirmPassword: { label: msg`Confirm password`, type: 'password', autoComplete: 'new-password' },
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
  const hydrated = useHydrated();
  const { t, i18n } = useLingui();
  const text = useSourceText();
  const genderOptions = genders.map((gender) => ({ value: gender, label: i18n._(genderLabels[gender]) }));
  const roleOptions = userRoles.map((role) => ({ value: role, label: i18n._(roleLabels[role]) }));
  const textField = (name: TextName) => (
    <TextField
      id={`signup-${name}`}
      name={name}
      {...textFields[name]}
      label={i18n._(textFields[name].label)}
      value={values[name]}
      error={fieldErrors[name] && text(fieldErrors[name])}
      required
      onChange={(value) => send({ type: 'field.change', field: name, value })}
    />
  );

  return (
    <section className={css.page} aria-labelledby="signup-title">
      <title>{t`Create an Account · Hub`}</title>
      <div className={css.card}>
        <h1 id="signup-title" className={css.title}>
          <Trans>Create an Account</Trans>
        </h1>
        <FormMessage tone="success" role="alert" message={success && text(success)} />
        <FormMessage message={error && text(error)} />
        <SubmitForm
          id={FORM_ID}
          busy={snapshot.hasTag('busy')}
          heldNotice={t`Signing up as soon as the page has loaded…`}
          values={values}
          onFieldChange={(name, value) => {
            const change = signupFieldChange(name, value);
            if (change) send(change);
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
              label={t`Gender`}
              options={genderOptions}
              value={values.gender}
              error={fieldErrors.gender && text(fieldErrors.gender)}
              onChange={(value) => send({ type: 'field.change', field: 'gender', value })}
            />
            <SelectField
              id="signup-role"
              name="role"
              label={t`Role`}
              options={roleOptions}
              value={values.role}
              error={fieldErrors.role && text(fieldErrors.role)}
              onChange={(value) => send({ type: 'field.change', field: 'role', value })}
            />
          </div>
          <div className={row}>
            {textField('password')}
            {textField('confirmPassword')}
          </div>
          <CheckboxField
            id="signup-terms"
            name="terms"
            label={t`I agree to the terms and conditions`}
            checked={values.terms}
            error={fieldErrors.terms && text(fieldErrors.terms)}
            onChange={(checked) => send({ type: 'field.change', field: 'terms', value: checked })}
          />
          {/* Until the app runs, nothing would enable it once the terms are ticked: the page's HTML leaves it
              enabled, and a sign-up sent then is held and sent to the machine, whose rules apply. */}
          <SubmitButton
            busy={snapshot.hasTag('busy')}
            busyLabel={t`Processing...`}
            disabled={hydrated && !snapshot.can({ type: 'form.submit' })}
          >
            <Trans>Create Account</Trans>
          </SubmitButton>
        </SubmitForm>
        <p className={css.divider}>
          <Trans>or</Trans>
        </p>
        <GoogleSignIn signIn={signIn} text="continue_with" />
        <div className={css.providers}>
          {unavailableSignupProviders.map((provider) => (
            <button
              key={provider}
              type="button"
              className={button({ tone: 'outline' })}
              aria-disabled="true"
              aria-describedby="signup-providers-note"
              title={t`Sign-up with ${provider} is not available yet`}
            >
              <Trans>Continue with {provider}</Trans>
            </button>
          ))}
          <p id="signup-providers-note" className={css.hint}>
            <Trans>Sign-up with LinkedIn or GitHub is not available yet.</Trans>
          </p>
        </div>
        <p className={css.centered}>
          <Trans>
            Already have an account? <Link to="/login">Login</Link>
          </Trans>
        </p>
      </div>
    </section>
  );
}
