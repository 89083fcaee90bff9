import * as v from 'valibot';
import { requiredName, visibleText } from './text-fields';
import { defineTexts, type Text, textsOf, textWith } from './texts';
import { languageField } from './users';

/**
 * The hire-us inquiry (`POST /api/hire-us`). Shared by the
 * server, the web client and the inquiry machine; DOM-free. Messages are the specification's letter for letter.
 */

export const inquiryCountries = [
  'Rwanda',
  'Kenya',
  'Uganda',
  'Tanzania',
  'United States',
  'United Kingdom',
  'Canada',
  'Other',
] as const;

/** Longest accepted value per field (characters). */
export const INQUIRY_LIMITS = {
  email: 254,
  first_name: 100,
  last_name: 100,
  company_name: 200,
  job_title: 100,
  message: 5000,
} as const;

/** At most this many accepted inquiries per client IP per hour, so one client cannot flood the inquiry queue. */
export const INQUIRY_RATE_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 } as const;

export const inquiryMessages = defineTexts('hireUs', {
  consentRequired: 'Please agree to the terms and conditions',
  fieldsRequired: 'Please fill in all required fields',
  submitted: 'Your inquiry has been submitted successfully!',
  submitFailed: 'Failed to submit inquiry',
  submitError: 'An error occurred while submitting your inquiry.',
  emailInvalid: 'Please enter a valid email address',
  countryInvalid: 'Please choose a country from the list',
  singleLine: 'Names, company, job title and e-mail must be on one line.',
  tooLong: 'A field is longer than allowed.',
  // Not the specification's: a submit without a connection (src/device/inquiry-outbox.ts).
  keptOffline: 'Saved — it will be sent when you are back online',
  sent: 'Sent',
  notKept:
    'No connection, and this browser could not save your inquiry on the device: it was NOT saved. Please try again when you are back online.',
  // Shown by a page opened later: that an inquiry waits, never what it says (the device may be shared). The
  // days are the outbox's KEPT_INQUIRY_LIFETIME_MS (src/device/inquiry-outbox.ts).
  keptEarlier:
    'An inquiry saved on this device is waiting to be sent when the connection returns (for 7 days at most). Discard it to write a new one.',
  discarded: 'Discarded — it will not be sent',
  notDiscarded: 'The inquiry could not be removed from this device, so it may still be sent.',
  refusedEarlier: 'An inquiry saved on this device could not be sent: the server refused it.',
  expired: 'Not sent: it waited on this device for more than 7 days. Submit it again to send it now.',
});

export function tooManyInquiriesMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many inquiries from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * tooManyInquiriesMessage's text as an ICU message whose number is a plural: a view finds the template the server's
 * message was built from and shows its translation with the number (src/i18n/texts.ts).
 */
export const inquiriesWaitTemplate = defineTexts('hireUs', {
  tooManyInquiries:
    'Too many inquiries from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
});

/** tooManyInquiriesMessage as a descriptor: `hireUs.tooManyInquiries` with `{ minutes }`. */
export function tooManyInquiriesText(seconds: number): Text {
  return textWith(textsOf(inquiriesWaitTemplate).tooManyInquiries, { minutes: Math.ceil(seconds / 60) });
}

export type InquiryField = keyof typeof INQUIRY_LIMITS | 'country';

/** The fields the form requires (all of them must be non-empty), in the form's order. */
export const requiredInquiryFields = [
  'email',
  'first_name',
  'last_name',
  'company_name',
  'job_title',
  'country',
  'message',
] as const satisfies readonly InquiryField[];

// Each field stops at its first failed rule, so a field shows one message.
const once = { abortPipeEarly: true } as const;

/** A missing key reads like an empty value (the "required" message). */
const text = () => v.optional(v.string(inquiryMessages.fieldsRequired), '');

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A name, company or job title: one line (a line break in a mail header starts a new header), nothing hidden
 * and no web address (they go into the replies mailed from the hub and the admin's queue).
 */
const nameText = (max: number) =>
  v.config(
    requiredName(max, {
      required: inquiryMessages.fieldsRequired,
      tooLong: inquiryMessages.tooLong,
      singleLine: inquiryMessages.singleLine,
    }),
    once,
  );

/** What `POST /api/hire-us` takes; the server validates the body with it. */
export const InquirySubmission = v.object(
  {
    // Consent first: the form checks it before the other fields, and the first issue is the answer's message.
    consent: v.pipe(
      v.optional(v.boolean(inquiryMessages.consentRequired), false),
      v.check((value) => value, inquiryMessages.consentRequired),
      v.transform(() => true as const),
    ),
    email: v.config(
      v.pipe(
        text(),
        v.check((value) => !CONTROL_CHARACTERS.test(value), inquiryMessages.singleLine),
        v.trim(),
        v.nonEmpty(inquiryMessages.fieldsRequired),
        v.maxLength(INQUIRY_LIMITS.email, inquiryMessages.emailInvalid),
        v.email(inquiryMessages.emailInvalid),
      ),
      once,
    ),
    first_name: nameText(INQUIRY_LIMITS.first_name),
    last_name: nameText(INQUIRY_LIMITS.last_name),
    company_name: nameText(INQUIRY_LIMITS.company_name),
    job_title: nameText(INQUIRY_LIMITS.job_title),
    country: v.config(
      v.pipe(
        text(),
        v.trim(),
        v.nonEmpty(inquiryMessages.fieldsRequired),
        v.picklist(inquiryCountries, inquiryMessages.countryInvalid),
      ),
      once,
    ),
    message: v.config(
      v.pipe(
        text(),
        visibleText(),
        v.trim(),
        v.nonEmpty(inquiryMessages.fieldsRequired),
        v.maxLength(INQUIRY_LIMITS.message, inquiryMessages.tooLong),
      ),
      once,
    ),
    /** The language of the page the inquiry is sent from (the reply mail's; English when absent). */
    language: v.optional(languageField),
  },
  // A body that is not an object at all.
  inquiryMessages.fieldsRequired,
);
/**
 * One inquiry as the page sends it, and as the page's outbox keeps it to send again: every field as typed,
 * the consent box and the page's language. The one shape of this write, from the form to the validator.
 */
export type InquirySubmission = Required<v.InferInput<typeof InquirySubmission>>;
/** What the server stores (trimmed, consent true, country from the list). */
export type AcceptedInquiry = v.InferOutput<typeof InquirySubmission>;

export const SubmitInquiryResponse = v.object({
  message: v.string(),
  data: v.object({ inquiry: v.object({ id: v.string() }) }),
});
export type SubmitInquiryResponse = v.InferOutput<typeof SubmitInquiryResponse>;
