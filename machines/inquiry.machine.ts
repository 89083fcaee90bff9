import { failureMessage } from '@contracts/failure-message';
import {
  type InquiryField,
  type InquiryRequestInput,
  inquiryMessages,
  requiredInquiryFields,
  type SubmitInquiryResponse,
} from '@contracts/hire-us';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

export type InquiryValues = Record<InquiryField, string>;

export const emptyInquiry: InquiryValues = {
  email: '',
  first_name: '',
  last_name: '',
  company_name: '',
  job_title: '',
  country: '',
  message: '',
};

export interface InquiryContext {
  values: InquiryValues;
  consent: boolean;
  /** The red box's text, or null. */
  error: string | null;
  /** The green text after a stored inquiry, or null. */
  success: string | null;
  /**
   * The Idempotency-Key of the submission being sent: kept when a send fails so that sending the same
   * values again cannot store a second inquiry, dropped when the values change or the inquiry is stored.
   */
  submissionKey: string | null;
}

/** What the submit actor sends: the inquiry and its submission's Idempotency-Key. */
export interface InquirySubmission {
  inquiry: InquiryRequestInput;
  idempotencyKey: string;
}

/** A random 128-bit key in hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type InquiryEvent =
  | { type: 'field.change'; field: InquiryField; value: string }
  | { type: 'consent.change'; checked: boolean }
  | { type: 'form.submit' };

/** The message of the red box for a failed submission. */
export function inquiryFailureMessage(failure: unknown): string {
  return failureMessage(failure, {
    http: inquiryMessages.submitFailed,
    network: inquiryMessages.submitError,
    unexpected: inquiryMessages.submitError,
  });
}

/**
 * The hire-us inquiry form: consent is checked first, then every required
 * field, then the inquiry is sent; success clears the form.
 */
export const inquiryMachine = setup({
  types: {
    context: {} as InquiryContext,
    events: {} as InquiryEvent,
  },
  actors: {
    submitInquiry: fromPromise<SubmitInquiryResponse, InquirySubmission>(() => {
      throw new Error('submitInquiry is provided by the app');
    }),
  },
  guards: {
    isConsentMissing: ({ context }) => !context.consent,
    hasMissingFields: ({ context }) =>
      requiredInquiryFields.some((field) => context.values[field].trim() === ''),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return { values: { ...context.values, [event.field]: event.value }, submissionKey: null };
    }),
    assignConsent: assign(({ event }) => {
      assertEvent(event, 'consent.change');
      return { consent: event.checked, submissionKey: null };
    }),
    assignSubmissionKey: assign({
      submissionKey: ({ context }) => context.submissionKey ?? newSubmissionKey(),
    }),
    assignError: assign((_, params: { message: string }) => ({ error: params.message, success: null })),
    clearMessages: assign({ error: null, success: null }),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      error: inquiryFailureMessage(error),
      success: null,
    })),
    clearForm: assign({
      values: () => ({ ...emptyInquiry }),
      consent: false,
      error: null,
      success: inquiryMessages.submitted,
      submissionKey: null,
    }),
  },
}).createMachine({
  id: 'inquiry',
  description: "The hire-us inquiry form: 'Let's talk' / 'Get in touch'.",
  context: { values: { ...emptyInquiry }, consent: false, error: null, success: null, submissionKey: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form takes input; submitting checks consent first, then every required field.',
      initial: 'idle',
      on: {
        'field.change': { actions: 'assignField' },
        'consent.change': { actions: 'assignConsent' },
        'form.submit': [
          {
            guard: 'isConsentMissing',
            target: '.failed',
            reenter: true,
            actions: { type: 'assignError', params: { message: inquiryMessages.consentRequired } },
          },
          {
            guard: 'hasMissingFields',
            target: '.failed',
            reenter: true,
            actions: { type: 'assignError', params: { message: inquiryMessages.fieldsRequired } },
          },
          { target: 'submitting', actions: 'assignSubmissionKey' },
        ],
      },
      states: {
        idle: { description: 'No message is shown.' },
        succeeded: {
          description: 'The inquiry is stored: the form is cleared and the green success text is shown.',
        },
        failed: {
          description: 'A red box shows why the inquiry was not sent; the values stay for another try.',
        },
      },
    },
    submitting: {
      description: "The inquiry is being sent; the fields and the button ('Submitting...') are disabled.",
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'submitInquiry',
        src: 'submitInquiry',
        input: ({ context }) => ({
          inquiry: { ...context.values, consent: context.consent },
          idempotencyKey: context.submissionKey ?? newSubmissionKey(),
        }),
        onDone: { target: 'editing.succeeded', actions: 'clearForm' },
        onError: {
          target: 'editing.failed',
          actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
