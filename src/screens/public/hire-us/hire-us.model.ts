import { type InquiryField, requiredInquiryFields } from '@contracts/hire-us';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { HireUsContext, hireUsMachine } from './hire-us.machine';

/**
 * The inquiry form's model (no DOM): the values a person types, the server's answers and the events the
 * graph explores. The jsdom test (tests/machines/hire-us.test.tsx) and the browser test
 * (tests/e2e/inquiry-model.e2e.ts) walk the same paths.
 */
type TestEvent = EventObject & Record<string, unknown>;
type Snap = SnapshotFrom<typeof hireUsMachine>;

/** Short values: every character is a keystroke. */
export const sample: Record<InquiryField, string> = {
  email: 'a@b.co',
  first_name: 'Ann',
  last_name: 'Oda',
  company_name: 'Acme',
  job_title: 'CTO',
  country: 'Kenya',
  message: 'Hi!',
};

export const labels: Record<InquiryField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company name',
  job_title: 'Job title',
  country: 'Country',
  message: 'Message',
};

export const stored = {
  type: 'xstate.done.actor.submitInquiry',
  output: { message: 'Your inquiry has been submitted successfully!', data: { inquiry: { id: 'a1' } } },
};

/** Every answer the server (or the network) can give. */
export const outcomes: TestEvent[] = [
  stored,
  {
    type: 'xstate.error.actor.submitInquiry',
    error: {
      kind: 'http',
      status: 429,
      message: 'Too many inquiries from your network. Please try again in 60 minutes.',
    },
  },
  { type: 'xstate.error.actor.submitInquiry', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.submitInquiry', error: { kind: 'invalid-response' } },
  // No connection: the inquiry is kept on the device.
  { type: 'xstate.error.actor.submitInquiry', error: { kind: 'network' } },
];

/** The key of an inquiry kept on an earlier visit. */
export const earlierKey = 'e'.repeat(32);
const earlier = { inquiry: { ...sample, consent: true }, idempotencyKey: earlierKey };
const sentOutbox = (output: unknown) => ({ type: 'xstate.done.actor.sendKeptInquiries', output });
const refusal = {
  kind: 'http',
  status: 400,
  message: 'Names, company, job title and e-mail must be on one line.',
  errors: [{ path: 'company_name', message: 'Names, company, job title and e-mail must be on one line.' }],
};

/** What the page finds in the outbox when it opens. */
export const openingOutcomes: TestEvent[] = [
  sentOutbox({ sent: [], waiting: [], refused: [], expired: [] }),
  // Kept on an earlier visit and still offline: the page says one is waiting, never what it says.
  sentOutbox({ sent: [], waiting: [earlier], refused: [], expired: [] }),
  // Kept on an earlier visit and sent now.
  sentOutbox({ sent: [earlierKey], waiting: [], refused: [], expired: [] }),
  // Refused while no page was open (the worker sent it): said, never shown.
  sentOutbox({ sent: [], waiting: [], refused: [{ submission: earlier, failure: refusal }], expired: [] }),
  // Kept more than 7 days ago: forgotten unsent, nothing said.
  sentOutbox({ sent: [], waiting: [], refused: [], expired: [earlierKey] }),
];

/** What sending the inquiry an earlier visit kept can do. */
export const sendingEarlierOutcomes: TestEvent[] = [
  sentOutbox({ sent: [earlierKey], waiting: [], refused: [], expired: [] }),
  // Still no connection.
  sentOutbox({ sent: [], waiting: [earlier], refused: [], expired: [] }),
  sentOutbox({ sent: [], waiting: [], refused: [{ submission: earlier, failure: refusal }], expired: [] }),
  sentOutbox({ sent: [], waiting: [], refused: [], expired: [earlierKey] }),
  { type: 'xstate.error.actor.sendKeptInquiries', error: new Error('No IndexedDB') },
];

/** What discarding the kept inquiries can do. */
export const discardingOutcomes: TestEvent[] = [
  { type: 'xstate.done.actor.discardKeptInquiries' },
  { type: 'xstate.error.actor.discardKeptInquiries', error: new Error('No IndexedDB') },
];

/** While an inquiry waits: the connection comes back, or the person discards it. */
const waitingEvents: TestEvent[] = [
  { type: 'xstate.done.actor.waitForConnection' },
  { type: 'outbox.discard' },
];

/** What keeping the inquiry on the device can do. */
export const keepingOutcomes: TestEvent[] = [
  { type: 'xstate.done.actor.keepInquiry' },
  { type: 'xstate.error.actor.keepInquiry', error: new Error('No IndexedDB') },
];

/** What sending the kept inquiry (this form's, under its key) can do. */
export function sendingOutcomes(context: HireUsContext): TestEvent[] {
  const ours = { inquiry: context.values, idempotencyKey: context.submissionKey };
  return [
    sentOutbox({ sent: [context.submissionKey], waiting: [], refused: [], expired: [] }),
    // Still no connection.
    sentOutbox({ sent: [], waiting: [ours], refused: [], expired: [] }),
    sentOutbox({ sent: [], waiting: [], refused: [{ submission: ours, failure: refusal }], expired: [] }),
    // The page stayed open more than 7 days: the outbox forgot it.
    sentOutbox({ sent: [], waiting: [], refused: [], expired: [context.submissionKey] }),
  ];
}

export const filledCount = (context: HireUsContext) =>
  requiredInquiryFields.filter((field) => context.values[field] !== '').length;

/**
 * The user actions the graph explores. Fields are filled in the form's order while nothing has been sent
 * (a chain, not every subset of seven fields); consent is toggled and the form submitted with the form
 * empty or full; a failed or successful form can be ticked and sent again. The page opens on what its outbox
 * holds; a kept inquiry waits for the connection, then is sent (stored, still waiting, refused or too old),
 * or is discarded.
 */
export function inquiryEvents(snapshot: Snap): TestEvent[] {
  const { context } = snapshot;
  if (snapshot.matches('submitting')) return outcomes;
  if (snapshot.matches({ editing: 'opening' })) return openingOutcomes;
  if (snapshot.matches('keeping')) return keepingOutcomes;
  if (snapshot.matches('kept') || snapshot.matches('keptEarlier')) return waitingEvents;
  if (snapshot.matches('sending')) return sendingOutcomes(context);
  if (snapshot.matches('sendingEarlier')) return sendingEarlierOutcomes;
  if (snapshot.matches('discarding')) return discardingOutcomes;
  const count = filledCount(context);
  const events: TestEvent[] = [];
  if (snapshot.matches({ editing: 'idle' })) {
    const next = requiredInquiryFields.find((field) => context.values[field] === '');
    if (next && !context.values.consent)
      events.push({ type: 'field.change', field: next, value: sample[next] });
    if (count === 0 || count === requiredInquiryFields.length)
      events.push({ type: 'field.change', field: 'consent', value: !context.values.consent });
  } else if (!context.values.consent) {
    events.push({ type: 'field.change', field: 'consent', value: true });
  }
  if (count === 0 || count === requiredInquiryFields.length) events.push({ type: 'form.submit' });
  return events;
}

/**
 * Everything the UI assertions read: the state, how many fields are filled, consent, the fields in error and
 * the messages.
 */
export function serializeInquiry(snapshot: unknown): string {
  const { value, context } = snapshot as Snap;
  return JSON.stringify([
    value,
    filledCount(context),
    context.values.consent,
    Object.keys(context.fieldErrors),
    context.error,
    context.success,
    context.outboxNote,
    context.keptKeys.length,
  ]);
}

export const inquiryPathOptions = {
  eventsFor: inquiryEvents as never,
  serializeState: serializeInquiry as never,
};
