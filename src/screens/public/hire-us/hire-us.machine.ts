import { failureText } from '@contracts/failure-message';
import {
  InquirySubmission,
  inquiryMessages,
  requiredInquiryFields,
  type SubmitInquiryResponse,
} from '@contracts/hire-us';
import type { Text } from '@contracts/texts';
import { textsOf } from '@contracts/texts';
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
 *
 * On a poor connection nothing typed is lost: a submit that finds no network keeps the inquiry on the device
 * (its outbox, src/device/inquiry-outbox.ts) and sends it once the connection returns, or on the next visit.
 * While it waits, the page that kept it shows it read-only: its writer sees exactly what will be sent, and
 * it cannot change under the key of its first submission (changing it would need a new key, and could
 * store two). A page opened later may be someone else's on a shared device: it shows only that an inquiry
 * is waiting, never what it says (not even when the server refuses it), and offers to discard it. Either
 * page may discard it; one kept longer than 7 days is forgotten unsent (the outbox's rule).
 */

/**
 * The form's values: the text of each field, and the consent box. The app sends them with the page's
 * language as the contract's submission.
 */
export type InquiryValues = Omit<InquirySubmission, 'language'>;

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
  /** What became of a kept inquiry ('Saved — it will be sent…', 'Sent'), shown before the green text. */
  outboxNote: string | undefined;
  /**
   * The Idempotency-Key of the submission being sent: kept when a send fails so that sending the same
   * values again cannot store a second inquiry, dropped when the values change or the inquiry is stored.
   */
  submissionKey: string | undefined;
  /**
   * The keys of the inquiries waiting on the device that the page tells of (its own, or those an earlier
   * visit kept): what Discard drops. Never their contents.
   */
  keptKeys: string[];
}

/** What the view sends: a field's change (consent included), the submit, and Discard of a kept inquiry. */
export type HireUsEvent = FormFieldEvent<InquiryValues> | { type: 'outbox.discard' };

/** What the submit and keep actors are given: the form's values and their submission's Idempotency-Key. */
export interface KeyedInquiry {
  inquiry: InquiryValues;
  idempotencyKey: string;
}

/**
 * An inquiry on the device as the machine knows it: by its key. What it says stays on the device, and in
 * the form of the page that kept it.
 */
interface KeptKey {
  idempotencyKey: string;
}

/** What sending the kept inquiries did: the outbox's report, read by key. */
export interface OutboxOutcome {
  /** Keys the server stored. */
  sent: string[];
  /** Still waiting for the connection, oldest first. */
  waiting: KeptKey[];
  /** Refused by the server, with the answer. */
  refused: { submission: KeptKey; failure: unknown }[];
  /** Keys of inquiries kept longer than the outbox keeps them: forgotten, never sent. */
  expired: string[];
}

/** Which kept inquiries Discard drops, by key. */
export interface DiscardInput {
  keys: string[];
}

/**
 * The actors the form calls: `submitInquiry` (POST /api/hire-us), `keepInquiry` (into the device's outbox),
 * `sendKeptInquiries` (every kept one), `waitForConnection` (done when the connection is back, or when
 * another sender, the service worker, has sent them), `discardKeptInquiries` (out of the outbox, unsent).
 */
export interface HireUsNetwork {
  submitInquiry: PromiseActorLogic<SubmitInquiryResponse, KeyedInquiry>;
  keepInquiry?: PromiseActorLogic<void, KeyedInquiry>;
  sendKeptInquiries?: PromiseActorLogic<OutboxOutcome, void>;
  waitForConnection?: PromiseActorLogic<void, void>;
  discardKeptInquiries?: PromiseActorLogic<void, DiscardInput>;
}

/** A random 128-bit key in hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The red box's message for a failed submission: the server's own (a refusal, the hourly limit) or ours. */
function inquiryFailureMessage(failure: unknown): Text {
  return failureText(failure, {
    http: textsOf(inquiryMessages).submitFailed,
    network: textsOf(inquiryMessages).submitError,
    unexpected: textsOf(inquiryMessages).submitError,
  });
}

/** The first message among the field errors, in the contract's order (the server's answer names the same). */
function firstError(fieldErrors: FieldErrors<keyof InquiryValues>): string | undefined {
  return inquiryFields.map((field) => fieldErrors[field]).find((message) => message !== undefined);
}

/** True for a failure where no answer came (the network is down, or the request timed out). */
function isNoConnection(failure: unknown): boolean {
  const kind = (failure as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout';
}

const cleared = { fieldErrors: {}, error: undefined, success: undefined, outboxNote: undefined } as const;

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the app`);
};

export const hireUsMachine = setup({
  types: {
    context: {} as HireUsContext,
    events: {} as HireUsEvent,
  },
  actors: {
    submitInquiry: fromPromise<SubmitInquiryResponse, KeyedInquiry>(notProvided('submitInquiry')),
    keepInquiry: fromPromise<void, KeyedInquiry>(notProvided('keepInquiry')),
    sendKeptInquiries: fromPromise<OutboxOutcome, void>(notProvided('sendKeptInquiries')),
    waitForConnection: fromPromise<void, void>(notProvided('waitForConnection')),
    discardKeptInquiries: fromPromise<void, DiscardInput>(notProvided('discardKeptInquiries')),
  },
  guards: {
    hasFieldErrors: ({ context }) => Object.keys(fieldErrorsOf(InquirySubmission, context.values)).length > 0,
    noConnection: (_, { error }: { error: unknown }) => isNoConnection(error),
    hasRefused: (_, outcome: OutboxOutcome) => outcome.refused.length > 0,
    hasWaiting: (_, outcome: OutboxOutcome) => outcome.waiting.length > 0,
    hasSent: (_, outcome: OutboxOutcome) => outcome.sent.length > 0,
    oursRefused: ({ context }, outcome: OutboxOutcome) =>
      outcome.refused.some(({ submission }) => submission.idempotencyKey === context.submissionKey),
    oursWaiting: ({ context }, outcome: OutboxOutcome) =>
      outcome.waiting.some(({ idempotencyKey }) => idempotencyKey === context.submissionKey),
    oursExpired: ({ context }, outcome: OutboxOutcome) =>
      context.submissionKey !== undefined && outcome.expired.includes(context.submissionKey),
    /** One of the inquiries an earlier visit kept was refused by the server. */
    earlierRefused: ({ context }, outcome: OutboxOutcome) =>
      outcome.refused.some(({ submission }) => context.keptKeys.includes(submission.idempotencyKey)),
    /** Inquiries are still waiting on the device (those an earlier visit kept, or others since). */
    earlierWaiting: (_, outcome: OutboxOutcome) => outcome.waiting.length > 0,
    /** Every inquiry an earlier visit kept was forgotten for its age, none sent. */
    earlierExpired: ({ context }, outcome: OutboxOutcome) =>
      context.keptKeys.every((key) => outcome.expired.includes(key)),
    /** The inquiry Discard dropped was this page's own (its values are in the form). */
    discardedOurs: ({ context }) =>
      context.submissionKey !== undefined && context.keptKeys.includes(context.submissionKey),
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
      const fieldErrors = fieldErrorsOf(InquirySubmission, context.values);
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
    /** The inquiry is on the device: it stays in the form, read-only, with its key. */
    assignKept: assign(({ context }) => ({
      ...cleared,
      outboxNote: inquiryMessages.keptOffline,
      keptKeys: context.submissionKey ? [context.submissionKey] : [],
    })),
    /**
     * Inquiries kept on an earlier visit: the page says one is waiting and keeps their keys, for Discard;
     * their contents stay on the device (whoever opened the page may not be who wrote them).
     */
    assignKeptEarlier: assign((_, outcome: OutboxOutcome) => ({
      ...cleared,
      outboxNote: inquiryMessages.keptEarlier,
      keptKeys: outcome.waiting.map(({ idempotencyKey }) => idempotencyKey),
    })),
    /** A kept inquiry the server refused while no page of its writer was open: said, never shown. */
    assignRefusedEarlier: assign({ ...cleared, error: inquiryMessages.refusedEarlier, keptKeys: () => [] }),
    /** This page's own kept inquiry waited too long: back in the form, editable, to be sent anew. */
    assignExpired: assign({
      ...cleared,
      error: inquiryMessages.expired,
      submissionKey: undefined,
      keptKeys: () => [],
    }),
    /** The earlier visit's inquiries are gone unsent (too old): nothing is left to tell of. */
    forgetKeptEarlier: assign({ ...cleared, keptKeys: () => [] }),
    /** This page's own inquiry is discarded: the form is emptied of it. */
    clearDiscarded: assign({
      ...cleared,
      values: () => ({ ...emptyInquiry }),
      outboxNote: inquiryMessages.discarded,
      submissionKey: undefined,
      keptKeys: () => [],
    }),
    /** An earlier visit's inquiry is discarded: what this page holds stays. */
    assignDiscarded: assign({ ...cleared, outboxNote: inquiryMessages.discarded, keptKeys: () => [] }),
    assignDiscardFailure: assign({ ...cleared, error: inquiryMessages.notDiscarded, keptKeys: () => [] }),
    assignKeepFailure: assign({ ...cleared, error: inquiryMessages.notKept }),
    /**
     * This page's kept inquiry the server refused: the form, which held it read-only while it waited, takes
     * edits again, with the answer.
     */
    restoreRefused: assign(({ context }, outcome: OutboxOutcome) => {
      const refused =
        outcome.refused.find(({ submission }) => submission.idempotencyKey === context.submissionKey) ??
        outcome.refused[0]!;
      return {
        ...cleared,
        submissionKey: undefined,
        keptKeys: [],
        fieldErrors: serverFieldErrors(refused.failure, inquiryFields),
        error: inquiryFailureMessage(refused.failure),
      };
    }),
    /** The kept inquiry that was in the form is stored: the form is cleared as after a submit. */
    clearSent: assign({
      ...cleared,
      values: () => ({ ...emptyInquiry }),
      outboxNote: inquiryMessages.sent,
      success: inquiryMessages.submitted,
      submissionKey: undefined,
      keptKeys: () => [],
    }),
    /** An inquiry kept on an earlier visit is stored: what is being typed now stays. */
    assignSent: assign({
      ...cleared,
      outboxNote: inquiryMessages.sent,
      success: inquiryMessages.submitted,
      keptKeys: () => [],
    }),
    /** Moves focus to the first field in error (the DOM: provided by the view). */
    focusFirstError: () => {},
  },
}).createMachine({
  id: 'hireUs',
  description: "The hire-us inquiry form: 'Let's talk' / 'Get in touch'.",
  context: { values: { ...emptyInquiry }, ...cleared, submissionKey: undefined, keptKeys: [] },
  initial: 'editing',
  states: {
    editing: {
      description:
        "The form takes input; a submit checks the contract's rules: consent first, then each field in order.",
      initial: 'opening',
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
        opening: {
          description:
            'The page has just opened: an inquiry kept on an earlier visit is sent now (the form looks idle meanwhile).',
          invoke: {
            id: 'sendKeptInquiries',
            src: 'sendKeptInquiries',
            onDone: [
              {
                guard: { type: 'hasRefused', params: ({ event }) => event.output },
                target: 'failed',
                actions: 'assignRefusedEarlier',
              },
              {
                guard: { type: 'hasWaiting', params: ({ event }) => event.output },
                target: '#hireUs.keptEarlier',
                actions: { type: 'assignKeptEarlier', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'hasSent', params: ({ event }) => event.output },
                target: 'sent',
                actions: 'assignSent',
              },
              { target: 'idle' },
            ],
            // No outbox on this device (no IndexedDB): nothing can be waiting in it.
            onError: { target: 'idle' },
          },
        },
        idle: { description: 'No message is shown.' },
        succeeded: {
          description: 'The inquiry is stored: the form is cleared and the green success text is shown.',
        },
        sent: {
          description:
            "An inquiry kept while offline is stored: 'Sent' and the green success text; the form takes a new one.",
        },
        discarded: {
          description:
            "The inquiry waiting on the device was discarded, unsent: 'Discarded — it will not be sent'; the form takes a new one.",
        },
        failed: {
          description:
            'A red box shows why the inquiry was not sent (the first rule broken, the answer, that it could not be kept on the device, that it waited more than 7 days, or could not be discarded); the fields in error are flagged; the values stay for another try. A refusal of an inquiry an earlier visit kept is said, its values never shown.',
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
        onError: [
          {
            guard: { type: 'noConnection', params: ({ event }) => ({ error: event.error }) },
            target: 'keeping',
          },
          {
            target: 'editing.failed',
            actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    keeping: {
      description:
        'No connection: the inquiry and its key are being kept on the device, to be sent when the connection returns.',
      tags: ['busy'],
      invoke: {
        id: 'keepInquiry',
        src: 'keepInquiry',
        input: ({ context }) => ({
          inquiry: context.values,
          idempotencyKey: context.submissionKey ?? newSubmissionKey(),
        }),
        onDone: { target: 'kept' },
        onError: { target: 'editing.failed', actions: 'assignKeepFailure' },
      },
    },
    kept: {
      description:
        "The inquiry is saved on the device: 'Saved — it will be sent when you are back online'; the page that kept it shows it read-only until the connection returns, with Discard.",
      tags: ['readOnly'],
      entry: 'assignKept',
      invoke: { id: 'waitForConnection', src: 'waitForConnection', onDone: 'sending' },
      on: { 'outbox.discard': { target: 'discarding' } },
    },
    sending: {
      description:
        "The connection is back: the kept inquiries are being sent (the form still read-only, 'Submitting...'). Stored, the form says 'Sent' and is cleared; still no answer, it stays kept; refused, it comes back into the form; too old (more than 7 days), it comes back into the form to be sent anew.",
      tags: ['busy', 'readOnly'],
      invoke: {
        id: 'sendKeptInquiries',
        src: 'sendKeptInquiries',
        onDone: [
          {
            guard: { type: 'oursRefused', params: ({ event }) => event.output },
            target: 'editing.failed',
            actions: { type: 'restoreRefused', params: ({ event }) => event.output },
          },
          { guard: { type: 'oursWaiting', params: ({ event }) => event.output }, target: 'kept' },
          {
            guard: { type: 'oursExpired', params: ({ event }) => event.output },
            target: 'editing.failed',
            actions: 'assignExpired',
          },
          // Stored by this send, or already by another sender (the service worker, another tab).
          { target: 'editing.sent', actions: 'clearSent' },
        ],
        onError: { target: 'kept' },
      },
    },
    keptEarlier: {
      description:
        'The page opened on an inquiry an earlier visit kept: it says one is waiting (sent when the connection returns, for 7 days at most), never what it says; the form stays empty and locked until it is sent or discarded (Discard).',
      tags: ['readOnly'],
      invoke: { id: 'waitForConnection', src: 'waitForConnection', onDone: 'sendingEarlier' },
      on: { 'outbox.discard': { target: 'discarding' } },
    },
    sendingEarlier: {
      description:
        "The connection is back: the inquiries an earlier visit kept are being sent ('Submitting...'). Stored, 'Sent'; still no answer, the notice stays; refused, the red box says so without showing it; too old, forgotten, nothing said.",
      tags: ['busy', 'readOnly'],
      invoke: {
        id: 'sendKeptInquiries',
        src: 'sendKeptInquiries',
        onDone: [
          {
            guard: { type: 'earlierRefused', params: ({ event }) => event.output },
            target: 'editing.failed',
            actions: 'assignRefusedEarlier',
          },
          {
            guard: { type: 'earlierWaiting', params: ({ event }) => event.output },
            target: 'keptEarlier',
            actions: { type: 'assignKeptEarlier', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'earlierExpired', params: ({ event }) => event.output },
            target: 'editing.idle',
            actions: 'forgetKeptEarlier',
          },
          // Stored by this send, or already by another sender (the service worker, another tab).
          { target: 'editing.sent', actions: 'assignSent' },
        ],
        onError: { target: 'keptEarlier' },
      },
    },
    discarding: {
      description:
        "Discard: the inquiries the page told of are being taken off the device, unsent (after any send under way); the form is locked meanwhile ('Submit', nothing is being sent).",
      tags: ['busy', 'readOnly', 'discarding'],
      invoke: {
        id: 'discardKeptInquiries',
        src: 'discardKeptInquiries',
        input: ({ context }) => ({ keys: context.keptKeys }),
        onDone: [
          { guard: 'discardedOurs', target: 'editing.discarded', actions: 'clearDiscarded' },
          { target: 'editing.discarded', actions: 'assignDiscarded' },
        ],
        onError: { target: 'editing.failed', actions: 'assignDiscardFailure' },
      },
    },
  },
});

/** The screen with the network its form calls: the app's (hire-us.logic.ts) or a test's. */
export function hireUsWith(network: HireUsNetwork) {
  const { submitInquiry, keepInquiry, sendKeptInquiries, waitForConnection, discardKeptInquiries } = network;
  return hireUsMachine.provide({
    actors: {
      submitInquiry,
      ...(keepInquiry && { keepInquiry }),
      ...(sendKeptInquiries && { sendKeptInquiries }),
      ...(waitForConnection && { waitForConnection }),
      ...(discardKeptInquiries && { discardKeptInquiries }),
    },
  });
}
