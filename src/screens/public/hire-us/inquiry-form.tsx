import { type InquiryField, inquiryCountries } from '@contracts/hire-us';
import { HELD_NOTICE_ATTRIBUTE, pageFormPaths, pageFormSlots } from '@contracts/page-forms';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { FormOutcomeSlot } from '@/components/ui/form-outcome-slot';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { useFormAction } from '@/lib/use-page-path';
import { type TypedValue, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { type HireUsEvent, type hireUsMachine, inquiryFields } from './hire-us.machine';
import * as css from './inquiry-form.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The form's id: the first field in error is found in it. */
export const INQUIRY_FORM_ID = 'inquiry-form';
/** The red box's id: a field in error is described by it. */
const ERROR_ID = 'inquiry-error';

const textFields: {
  name: Exclude<InquiryField, 'country' | 'message'>;
  label: MessageDescriptor;
  type: string;
  autoComplete: string;
}[] = [
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { name: 'first_name', label: msg`First name`, type: 'text', autoComplete: 'given-name' },
  { name: 'last_name', label: msg`Last name`, type: 'text', autoComplete: 'family-name' },
  { name: 'company_name', label: msg`Company name`, type: 'text', autoComplete: 'organization' },
  { name: 'job_title', label: msg`Job title`, type: 'text', autoComplete: 'organization-title' },
];

function Required() {
  return (
    <span className={css.requiredMark} aria-hidden="true">
      *
    </span>
  );
}

/** A field typed into before the page's scripts ran, as the event the machine takes. */
function typedEvent(name: string, value: TypedValue): HireUsEvent | undefined {
  if (name === 'consent')
    return typeof value === 'boolean' ? { type: 'field.change', field: name, value } : undefined;
  const field = inquiryFields.find((known) => known === name);
  if (field && field !== 'consent' && typeof value === 'string')
    return { type: 'field.change', field, value };
  return undefined;
}

export interface InquiryFormProps {
  snapshot: SnapshotFrom<typeof hireUsMachine>;
  send: (event: HireUsEvent) => void;
}

/**
 * The hire-us inquiry form: the five text fields, Country, Message, the consent box, the red box and the
 * green text, 'Discard inquiry' while one waits on the device, Submit ('Submitting...' while sending). The
 * kit's fields do not fit it (it needs the field's name apart from its id, e-mail and autocomplete types,
 * native `required`, the required mark and its two columns), nor does its SubmitForm (the
 * typed-before-hydration handoff reads this form by its id).
 */
export function InquiryForm({ snapshot, send }: InquiryFormProps) {
  const { i18n, t } = useLingui();
  const text = useSourceText();
  const formAction = useFormAction(pageFormPaths.hireUs);
  const busy = snapshot.hasTag('busy');
  // A kept inquiry is shown read-only until it is sent: it is what will be sent, under its first key. (Each
  // control is locked rather than the fieldset, whose Discard button stays usable.)
  const readOnly = busy || snapshot.hasTag('readOnly');
  const canDiscard = snapshot.can({ type: 'outbox.discard' });
  const { values, fieldErrors, error, success, outboxNote } = snapshot.context;
  const change = (field: InquiryField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });
  /** A field in error is flagged and described by the red box. */
  const invalid = (field: InquiryField | 'consent') =>
    fieldErrors[field] === undefined
      ? {}
      : ({ 'aria-invalid': true, 'aria-describedby': error ? ERROR_ID : undefined } as const);
  // What was typed before the app ran, then a submission the entry held meanwhile: sent with it, once.
  useTypedBeforeHydration(
    INQUIRY_FORM_ID,
    (name, value) => {
      const event = typedEvent(name, value);
      if (event) send(event);
    },
    () => send({ type: 'form.submit' }),
  );

  return (
    // Posted without scripts, the server stores it with the same checks and messages (page-forms.ts).
    <form
      id={INQUIRY_FORM_ID}
      className={css.form}
      aria-label={t`Hire-us inquiry`}
      {...{ [HELD_NOTICE_ATTRIBUTE]: t`Sending your inquiry as soon as the page has loaded…` }}
      method="post"
      action={formAction}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <fieldset className={css.fieldset}>
        {textFields.map((field) => (
          <div key={field.name} className={`${css.field} ${field.name === 'email' ? css.fullWidth : ''}`}>
            <label htmlFor={`inquiry-${field.name}`} className={css.label}>
              {i18n._(field.label)}
              <Required />
            </label>
            <input
              id={`inquiry-${field.name}`}
              name={field.name}
              type={field.type}
              className={css.input}
              autoComplete={field.autoComplete}
              required
              disabled={readOnly}
              value={values[field.name]}
              onChange={change(field.name)}
              {...invalid(field.name)}
            />
          </div>
        ))}
        <div className={css.field}>
          <label htmlFor="inquiry-country" className={css.label}>
            <Trans>Country</Trans>
            <Required />
          </label>
          <select
            id="inquiry-country"
            name="country"
            className={css.input}
            required
            disabled={readOnly}
            value={values.country}
            onChange={change('country')}
            {...invalid('country')}
          >
            <option value="">{t`Select a country`}</option>
            {inquiryCountries.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </div>
        <div className={`${css.field} ${css.fullWidth}`}>
          <label htmlFor="inquiry-message" className={css.label}>
            <Trans>Message</Trans>
            <Required />
          </label>
          <textarea
            id="inquiry-message"
            name="message"
            rows={5}
            className={css.textarea}
            required
            disabled={readOnly}
            value={values.message}
            onChange={change('message')}
            {...invalid('message')}
          />
        </div>
        <div className={`${css.consent} ${css.fullWidth}`}>
          <input
            id="inquiry-consent"
            name="consent"
            type="checkbox"
            className={css.checkbox}
            required
            disabled={readOnly}
            checked={values.consent}
            onChange={(event) =>
              send({ type: 'field.change', field: 'consent', value: event.target.checked })
            }
            {...invalid('consent')}
          />
          <label htmlFor="inquiry-consent">
            <Trans>I agree to the terms and conditions and to being contacted about this inquiry.</Trans>
          </label>
        </div>
        {error && (
          <p id={ERROR_ID} role="alert" className={`${css.errorBox} ${css.fullWidth}`}>
            {text(error)}
          </p>
        )}
        <FormOutcomeSlot name={pageFormSlots.error} className={`${css.errorBox} ${css.fullWidth}`} />
        {/* Also where the server writes its success when the form was posted without scripts. */}
        <p role="status" data-form-slot={pageFormSlots.done} className={`${css.success} ${css.fullWidth}`}>
          {outboxNote && <strong>{text(outboxNote)}</strong>}
          {outboxNote && success && ' — '}
          {success && text(success)}
        </p>
        {canDiscard && (
          <div className={`${css.actions} ${css.fullWidth}`}>
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={() => send({ type: 'outbox.discard' })}
            >
              <Trans>Discard inquiry</Trans>
            </button>
          </div>
        )}
        <div className={`${css.actions} ${css.fullWidth}`}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={readOnly}>
            {busy && !snapshot.hasTag('discarding') ? t`Submitting...` : t`Submit`}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
