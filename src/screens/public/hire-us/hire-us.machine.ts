import { failureMessage } from '@contracts/failure-message';
import {
  type InquiryField,
  InquiryRequest,
  type InquiryRequestInput,
  inquiryMessages,
  requiredInquiryFields,
  type SubmitInquiryResponse,
} from '@contracts/hire-us';
import {
  type FieldErrors,
  type FormFieldEvent,
  type FormFields,
  fieldErrorsOf,
  serverFieldErrors,
  withFieldChange,
} from '@machines/form-fields';
import { assertEvent, assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

/**
 * /hire-us, the hire-us inquiry form ("Let's talk" / "Get in touch"): the screen's only part with state, so
 * the form's machine is the screen machine. Its rules are the inquiry contract's, the same the server checks
 * (also when the browser posts the page's form itself): consent first, then every field in the form's order;
 * the red box says the first rule broken, the fields in error are flagged. A stored inquiry clears the form.
 */

/** The form's values: the text of each field, and the consent box. */
export type InquiryValues = Record<InquiryField, string> & { consent: boolean };

/** The form's fields in the contract's order (consent first): the first in error is the red box's message. */
export const inquiryFields = ['consent', ...requiredInquiryFields] as const;

export const emptyInquiry: InquiryValues = {
  consent: false,
  email: '',
  first_name: '',
  last_name: '',
  company_name: '',
  job_title: '',
  country: '',
  message: '',
};

export interface HireUsContext extends FormFields<InquiryValues> {
  /** The green text after a stored inquiry. */
  success: string | undefined;
  /**
   * The Idempotency-Key of the submission being sent: kept when a send fails so that sending the same
   * values again cannot store a second inquiry, dropped when the values change or the inquiry is stored.
   */
  submissionKey: string | undefined;
}

/** What the view sends: a field's change (consent included) and the submit. */
export type HireUsEvent = FormFieldEvent<InquiryValues>;

/** What the submit actor sends: the inquiry and its submission's Idempotency-Key. */
export interface InquirySubmission {
  inquiry: InquiryRequestInput;
  idempotencyKey: string;
}

/** The network actor the form calls (`submitInquiry`: POST /api/hire-us). */
export interface HireUsNetwork {
  submitInquiry: PromiseActorLogic<SubmitInquiryResponse, InquirySubmission>;
}

/** A random 128-bit key in hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The red box's message for a failed submission: the server's own (a refusal, the hourly limit) or ours. */
function inquiryFailureMessage(failure: unknown): string {
  return failureMessage(failure, {
    http: inquiryMessages.submitFailed,
    network: inquiryMessages.submitError,
    unexpected: inquiryMessages.submitError,
  });
}

/** The first message among the field errors, in the contract's order (the server's answer names the same). */
function firstError(fieldErrors: FieldErrors<keyof InquiryValues>): string | undefined {
  return inquiryFields.map((field) => fieldErrors[field]).find((message) => message !== undefined);
}

const cleared = { fieldErrors: {}, error: undefined, success: undefined } as const;

export const hireUsMachine = setup({
  types: {
    context: {} as HireUsContext,
    events: {} as HireUsEvent,
  },
  actors: {
    submitInquiry: fromPromise<SubmitInquiryResponse, InquirySubmission>(() => {
      throw new Error('submitInquiry is provided by the app');
    }),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(fieldErrorsOf(InquiryRequest, context.values)).length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      return {
        ...withFieldChange(context, event),
        submissionKey: undefined,
      };
    }),
    assignFieldErrors: assign(({ context }) => {
      const fieldErrors = fieldErrorsOf(InquiryRequest, context.values);
      return { ...cleared, fieldErrors, error: firstError(fieldErrors) };
    }),
    assignSubmissionKey: assign({
      submissionKey: ({ context }) => context.submissionKey ?? newSubmissionKey(),
    }),
    clearMessages: assign(cleared),
    assignFailure: assign((_, { error }: { error: unknown }) => ({
      ...cleared,
      fieldErrors: serverFieldErrors(error, inquiryFields),
      error: inquiryFailureMessage(error),
    })),
    clearForm: assign({
      ...cleared,
      values: () => ({ ...emptyInquiry }),
      success: inquiryMessages.submitted,
      submissionKey: undefined,
    }),
    /** Moves focus to the first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'hireUs',
  description: "The hire-us inquiry form: 'Let's talk' / 'Get in touch'.",
  context: { values: { ...emptyInquiry }, ...cleared, submissionKey: undefined },
  initial: 'editing',
  states: {
    editing: {
      description:
        "The form takes input; a submit checks the contract's rules: consent first, then each field in order.",
      initial: 'idle',
      on: {
        'field.change': { actions: 'assignValue' },
        'form.submit': [
          {
            guard: 'hasFieldErrors',
            target: '.failed',
            reenter: true,
            actions: ['assignFieldErrors', 'focusFirstError'],
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
          description:
            'A red box shows why the inquiry was not sent (the first rule broken, or the answer); the fields in error are flagged; the values stay for another try.',
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
          inquiry: context.values,
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

/** The screen with the network its form calls: the app's (hire-us.logic.ts) or a test's. */
export function hireUsWith(network: HireUsNetwork) {
  return hireUsMachine.provide({ actors: { submitInquiry: network.submitInquiry } });
}
