import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';

type TestEvent = EventObject & Record<string, unknown>;

import { type InquiryField, inquiryCountries, requiredInquiryFields } from '@contracts/hire-us';
import { type InquiryContext, inquiryMachine } from '@machines/inquiry.machine';
import { HireUsPage } from '@/features/inquiry/hire-us-page';
import { InquiryForm } from '@/features/inquiry/inquiry-form';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  modelPaths,
  runPath,
  type StateAssertions,
} from '../support/model';
import { renderView } from '../support/render-view';

// Short values: every character is a keystroke.
const sample: Record<InquiryField, string> = {
  email: 'a@b.co',
  first_name: 'Ann',
  last_name: 'Oda',
  company_name: 'Acme',
  job_title: 'CTO',
  country: 'Kenya',
  message: 'Hi!',
};

const labels: Record<InquiryField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  company_name: 'Company name',
  job_title: 'Job title',
  country: 'Country',
  message: 'Message',
};

const outcomes = [
  {
    type: 'xstate.done.actor.submitInquiry',
    output: { message: 'Your inquiry has been submitted successfully!', data: { inquiry: { id: 'a1' } } },
  },
  {
    type: 'xstate.error.actor.submitInquiry',
    error: {
      kind: 'http',
      status: 429,
      message: 'Too many inquiries from your network. Please try again in 60 minutes.',
    },
  },
  { type: 'xstate.error.actor.submitInquiry', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.submitInquiry', error: { kind: 'network' } },
];

type Snap = SnapshotFrom<typeof inquiryMachine>;

const filled = (context: InquiryContext) =>
  requiredInquiryFields.filter((field) => context.values[field] !== '').length;

/**
 * The user actions the graph explores. Fields are filled in the form's order while nothing has been sent
 * (a chain, not every subset of seven fields); consent is toggled and the form submitted with the form
 * empty or full; a failed or successful form can be ticked and sent again.
 */
function eventsFor(snapshot: Snap): TestEvent[] {
  const { context } = snapshot;
  if (snapshot.matches('submitting')) return outcomes;
  const count = filled(context);
  const events: TestEvent[] = [];
  if (snapshot.matches({ editing: 'idle' })) {
    const next = requiredInquiryFields.find((field) => context.values[field] === '');
    if (next && !context.consent) events.push({ type: 'field.change', field: next, value: sample[next] });
    if (count === 0 || count === requiredInquiryFields.length)
      events.push({ type: 'consent.change', checked: !context.consent });
  } else if (!context.consent) {
    events.push({ type: 'consent.change', checked: true });
  }
  if (count === 0 || count === requiredInquiryFields.length) events.push({ type: 'form.submit' });
  return events;
}

const paths = modelPaths(inquiryMachine, {
  events: eventsFor as never,
  // Everything the UI assertions read: the state, how many fields are filled, consent and the messages.
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([snapshot.value, filled(context), context.consent, context.error, context.success]);
  },
});

const field = (name: InquiryField) =>
  screen.getByLabelText(labels[name], { exact: false }) as HTMLInputElement | HTMLSelectElement;
const consentBox = () =>
  screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }) as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ }) as HTMLButtonElement;

function expectValues(context: InquiryContext) {
  for (const name of requiredInquiryFields) expect(field(name).value).toBe(context.values[name]);
  expect(consentBox().checked).toBe(context.consent);
}

let deferred: DeferredActors;
const states: StateAssertions = {
  'editing.idle': (snapshot) => {
    expectValues((snapshot as Snap).context);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(submitButton().textContent).toBe('Submit');
    expect(submitButton().disabled).toBe(false);
  },
  'editing.failed': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    expect(screen.getByRole('alert').textContent).toBe(context.error);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(submitButton().disabled).toBe(false);
  },
  'editing.succeeded': (snapshot) => {
    expectValues((snapshot as Snap).context);
    for (const name of requiredInquiryFields) expect(field(name).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Your inquiry has been submitted successfully!');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().textContent).toBe('Submit');
  },
  submitting: (snapshot) => {
    const { context } = snapshot as Snap;
    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().disabled).toBe(true);
    for (const name of requiredInquiryFields) expect(field(name).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(deferred.inputs.submitInquiry?.at(-1)).toEqual({ ...context.values, consent: true });
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'field.change': async (event) => {
    const { field: name, value } = event as unknown as { field: InquiryField; value: string };
    if (name === 'country') await user.selectOptions(field(name), value);
    else await user.type(field(name), value);
  },
  'consent.change': () => user.click(consentBox()),
  'form.submit': () => user.click(submitButton()),
};

describe('inquiry machine: the hire-us form', () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(inquiryMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches every message of spec §8 Inquiry', () => {
    const errors = new Set(paths.map((path) => (path.state as Snap).context.error).filter(Boolean));
    expect([...errors].sort()).toEqual(
      [
        'Please agree to the terms and conditions',
        'Please fill in all required fields',
        'Too many inquiries from your network. Please try again in 60 minutes.',
        'Failed to submit inquiry',
        'An error occurred while submitting your inquiry.',
      ].sort(),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path) => {
    deferred = createDeferredActors(['submitInquiry']);
    ({ user } = await renderView(
      <InquiryForm logic={inquiryMachine.provide({ actors: deferred.actors as never })} />,
    ));
    await runPath(path, { states, events: executors, deferred });
  });

  it('offers the eight countries, a 5-row message and required fields', async () => {
    await renderView(
      <HireUsPage
        logic={inquiryMachine.provide({ actors: createDeferredActors(['submitInquiry']).actors as never })}
      />,
    );
    const options = Array.from((field('country') as HTMLSelectElement).options).map((option) => option.value);
    expect(options.filter(Boolean)).toEqual([...inquiryCountries]);
    expect((field('email') as HTMLInputElement).type).toBe('email');
    expect(field('message').getAttribute('rows')).toBe('5');
    for (const name of requiredInquiryFields) expect(field(name).required).toBe(true);
  });

  it("shows the contact block: Let's talk, Get in touch, Musanze and the e-mail and telephone links", async () => {
    await renderView(
      <HireUsPage
        logic={inquiryMachine.provide({ actors: createDeferredActors(['submitInquiry']).actors as never })}
      />,
    );
    expect(screen.getByText("Let's talk")).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Get in touch' })).toBeTruthy();
    expect(screen.getByText('Musanze, North, Rwanda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@hub.example' }).getAttribute('href')).toBe(
      'mailto:hello@hub.example',
    );
    expect(screen.getByRole('link', { name: '+250 788 000 000' }).getAttribute('href')).toBe(
      'tel:+250788000000',
    );
  });

  it('sends one request for a double click', async () => {
    deferred = createDeferredActors(['submitInquiry']);
    ({ user } = await renderView(
      <InquiryForm logic={inquiryMachine.provide({ actors: deferred.actors as never })} />,
    ));
    for (const name of requiredInquiryFields)
      await executors['field.change']!({ type: 'field.change', field: name, value: sample[name] } as never);
    await user.click(consentBox());
    await user.dblClick(submitButton());
    expect(deferred.inputs.submitInquiry).toHaveLength(1);
  });
});
