import { type InquiryField, inquiryCountries } from '@contracts/hire-us';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { inspect } from '@/lib/inspect';
import { inquiryLogic } from './inquiry.logic';
import * as css from './inquiry-form.css';

const textFields: {
  name: Exclude<InquiryField, 'country' | 'message'>;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'first_name', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'company_name', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { name: 'job_title', label: 'Job title', type: 'text', autoComplete: 'organization-title' },
];

function Required() {
  return (
    <span className={css.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/** The hire-us inquiry form (spec: Contact / hire-us). */
export function InquiryForm({ logic = inquiryLogic }: { logic?: typeof inquiryLogic }) {
  const [snapshot, send] = useActor(logic, { inspect });
  const busy = snapshot.hasTag('busy');
  const { values, consent, error, success } = snapshot.context;
  const change = (field: InquiryField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });

  return (
    <form
      className={css.form}
      aria-label="Hire-us inquiry"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <fieldset className={css.fieldset} disabled={busy}>
        {textFields.map((field) => (
          <div key={field.name} className={`${css.field} ${field.name === 'email' ? css.fullWidth : ''}`}>
            <label htmlFor={`inquiry-${field.name}`} className={css.label}>
              {field.label}
              <Required />
            </label>
            <input
              id={`inquiry-${field.name}`}
              name={field.name}
              type={field.type}
              className={css.input}
              autoComplete={field.autoComplete}
              required
              value={values[field.name]}
              onChange={change(field.name)}
            />
          </div>
        ))}
        <div className={css.field}>
          <label htmlFor="inquiry-country" className={css.label}>
            Country
            <Required />
          </label>
          <select
            id="inquiry-country"
            name="country"
            className={css.input}
            required
            value={values.country}
            onChange={change('country')}
          >
            <option value="">Select a country</option>
            {inquiryCountries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </div>
        <div className={`${css.field} ${css.fullWidth}`}>
          <label htmlFor="inquiry-message" className={css.label}>
            Message
            <Required />
          </label>
          <textarea
            id="inquiry-message"
            name="message"
            rows={5}
            className={css.textarea}
            required
            value={values.message}
            onChange={change('message')}
          />
        </div>
        <div className={`${css.consent} ${css.fullWidth}`}>
          <input
            id="inquiry-consent"
            name="consent"
            type="checkbox"
            className={css.checkbox}
            required
            checked={consent}
            onChange={(event) => send({ type: 'consent.change', checked: event.target.checked })}
          />
          <label htmlFor="inquiry-consent">
            I agree to the terms and conditions and to being contacted about this inquiry.
          </label>
        </div>
        {error && (
          <p role="alert" className={`${css.errorBox} ${css.fullWidth}`}>
            {error}
          </p>
        )}
        <p role="status" className={`${css.success} ${css.fullWidth}`}>
          {success}
        </p>
        <div className={`${css.actions} ${css.fullWidth}`}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {busy ? 'Submitting...' : 'Submit'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
