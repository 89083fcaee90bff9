import { type InquiryField, inquiryCountries, requiredInquiryFields } from '@contracts/hire-us';
import { type InquiryContext, inquiryMachine } from '@machines/inquiry.machine';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { HireUsPage } from '@/features/inquiry/hire-us-page';
import { InquiryForm } from '@/features/inquiry/inquiry-form';
import { inquiryMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import type { EventExecutors, StateAssertions } from '../support/model';
import { modelSuite } from '../support/model-suite';
import { inquiryPathOptions, labels, sample } from '../support/models/inquiry.model';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof inquiryMachine>;

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
    expect(deferred.inputs.submitInquiry?.at(-1)).toEqual({
      inquiry: { ...context.values, consent: true },
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(context.submissionKey).toMatch(/^[0-9a-f]{32}$/);
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

modelSuite(inquiryMachine, {
  title: 'inquiry machine: the hire-us form',
  ...inquiryPathOptions,
  states,
  executors,
  deferredActors: ['submitInquiry'],
  render: async ({ deferred: actors }) => {
    deferred = actors!;
    ({ user } = await renderView(
      <InquiryForm logic={inquiryMachine.provide({ actors: deferred.actors as never })} />,
    ));
  },
  messages: { catalogue: inquiryMessages },
});

describe('hire-us form', () => {
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

  /** The form with every field filled and consent ticked, its submit actor deferred. */
  async function renderFilledForm() {
    deferred = createDeferredActors(['submitInquiry']);
    ({ user } = await renderView(
      <InquiryForm logic={inquiryMachine.provide({ actors: deferred.actors as never })} />,
    ));
    for (const name of requiredInquiryFields)
      await executors['field.change']!({ type: 'field.change', field: name, value: sample[name] } as never);
    await user.click(consentBox());
  }

  it('sends one request for a double click', async () => {
    await renderFilledForm();
    await user.dblClick(submitButton());
    expect(deferred.inputs.submitInquiry).toHaveLength(1);
  });

  it('sends the same Idempotency-Key again after a failed send, and a new one once the values change', async () => {
    await renderFilledForm();
    const keys = () =>
      (deferred.inputs.submitInquiry as { idempotencyKey: string }[]).map((input) => input.idempotencyKey);

    await user.click(submitButton());
    deferred.settle({ type: 'xstate.error.actor.submitInquiry', error: { kind: 'network' } });
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    deferred.settle({ type: 'xstate.error.actor.submitInquiry', error: { kind: 'network' } });
    await screen.findByRole('alert');
    await user.type(field('message'), ' More.');
    await user.click(submitButton());
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
  });
});
