import { inquiryCountries, requiredInquiryFields } from '@contracts/hire-us';
import { LANGUAGES } from '@contracts/languages';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assign, type SnapshotFrom } from 'xstate';
import {
  type HireUsContext,
  type HireUsNetwork,
  hireUsMachine,
  hireUsWith,
  type InquiryValues,
  inquiryFields,
} from '@/screens/public/hire-us/hire-us.machine';
import { inquiryPathOptions, labels, sample } from '@/screens/public/hire-us/hire-us.model';
import { HireUsView } from '@/screens/public/hire-us/hire-us.view';
import { inquiryMessages } from '../fixtures/spec-messages';
import { createDeferredActors, type DeferredActors } from '../support/deferred-actors';
import { inLanguage } from '../support/in-language';
import type { EventExecutors, StateAssertions } from '../support/model';
import { acceptedEventTypes, takenEventTypes } from '../support/model-paths';
import { modelSuite } from '../support/model-suite';
import { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof hireUsMachine>;
type Field = keyof InquiryValues;

/** A label's text in the page's language, with or without the required mark ('Nom' is not 'Nom de famille'). */
const labelled = (label: string) => {
  const text = inLanguage(label).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*${text}\\s*\\*?\\s*$`, 'i');
};
const field = (name: Field) =>
  name === 'consent'
    ? consentBox()
    : (screen.getByLabelText(labelled(labels[name])) as HTMLInputElement | HTMLSelectElement);
const consentBox = () =>
  screen.getByRole('checkbox', {
    name: (name) =>
      name.includes(
        inLanguage('I agree to the terms and conditions and to being contacted about this inquiry.'),
      ),
  }) as HTMLInputElement;
const submitButton = () =>
  screen.getByRole('button', {
    name: (name) => [inLanguage('Submit'), inLanguage('Submitting...')].includes(name),
  }) as HTMLButtonElement;

function expectValues(context: HireUsContext) {
  for (const name of requiredInquiryFields) expect(field(name).value).toBe(context.values[name]);
  expect(consentBox().checked).toBe(context.values.consent);
}

const keptText = 'Saved — it will be sent when you are back online';
const keptEarlierText =
  'An inquiry saved on this device is waiting to be sent when the connection returns (for 7 days at most). Discard it to write a new one.';
const sentText = () =>
  `${inLanguage('Sent')} — ${inLanguage('Your inquiry has been submitted successfully!')}`;
const discardButton = () => screen.queryByRole('button', { name: inLanguage('Discard inquiry') });

/** A kept inquiry is shown read-only: every field and the button are disabled; `note` says it waits. */
function expectReadOnly(context: HireUsContext, note = keptText) {
  expectValues(context);
  for (const name of inquiryFields) expect(field(name).matches(':disabled')).toBe(true);
  expect(submitButton().disabled).toBe(true);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe(inLanguage(note));
}

/** A page opened on an earlier visit's inquiry shows none of it: every field empty. */
function expectNothingOfTheEarlierInquiry() {
  for (const name of requiredInquiryFields) expect(field(name).value).toBe('');
  expect(consentBox().checked).toBe(false);
}

/** The fields flagged invalid are the fields in error, each described by the red box. */
function expectFlagged(context: HireUsContext) {
  const flagged = inquiryFields.filter((name) => field(name).getAttribute('aria-invalid') === 'true');
  expect(flagged).toEqual(inquiryFields.filter((name) => context.fieldErrors[name] !== undefined));
  for (const name of flagged)
    expect(document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      inLanguage(context.error ?? ''),
    );
}

/** The page with its form's network deferred (the screen machine with the test's actor). */
function renderPage(deferred: DeferredActors) {
  // The deferred actor stands in for the network actor (untyped: each path settles it with its outcome).
  return renderView(<HireUsView logic={hireUsWith(deferred.actors as unknown as HireUsNetwork)} />, {
    url: '/hire-us',
  });
}

let deferred: DeferredActors;
const networkActors = [
  'submitInquiry',
  'keepInquiry',
  'sendKeptInquiries',
  'waitForConnection',
  'discardKeptInquiries',
] as const;

/**
 * The network's actors deferred. The model's submission key is its own random one: an outbox outcome that
 * names the form's kept inquiry names it by the key the page really kept it under.
 */
function outboxDeferred(): DeferredActors {
  const actors = createDeferredActors(networkActors);
  return {
    ...actors,
    settle(event) {
      const kept = actors.inputs.keepInquiry?.at(-1) as { idempotencyKey: string } | undefined;
      if (event.type === 'xstate.done.actor.sendKeptInquiries' && kept)
        event = JSON.parse(
          JSON.stringify(event).replace(/"(?!e{32}")[0-9a-f]{32}"/g, `"${kept.idempotencyKey}"`),
        );
      actors.settle(event);
    },
  };
}
const idle = (snapshot: unknown) => {
  const { context } = snapshot as Snap;
  expectValues(context);
  expectFlagged(context);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe('');
  expect(submitButton().textContent).toBe(inLanguage('Submit'));
  expect(submitButton().disabled).toBe(false);
};

const states: StateAssertions = {
  // The page looks idle while it reads its outbox.
  'editing.opening': idle,
  'editing.sent': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    expect(screen.getByRole('status').textContent).toBe(sentText());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  },
  keeping: (snapshot) => {
    const { context } = snapshot as Snap;
    expect(submitButton().textContent).toBe(inLanguage('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    // Kept under the key its submission was sent with.
    expect(deferred.inputs.keepInquiry?.at(-1)).toEqual(deferred.inputs.submitInquiry?.at(-1));
    expect(deferred.inputs.keepInquiry?.at(-1)).toMatchObject({ inquiry: context.values });
  },
  kept: (snapshot) => {
    const { context } = snapshot as Snap;
    expectReadOnly(context);
    expect(submitButton().textContent).toBe(inLanguage('Submit'));
    expect(context.submissionKey).toMatch(/^[0-9a-f]{32}$/);
    expect(discardButton()?.matches(':disabled')).toBe(false);
  },
  sending: (snapshot) => {
    expectReadOnly((snapshot as Snap).context);
    expect(submitButton().textContent).toBe(inLanguage('Submitting...'));
    expect(discardButton()).toBeNull();
  },
  keptEarlier: (snapshot) => {
    expectReadOnly((snapshot as Snap).context, keptEarlierText);
    expectNothingOfTheEarlierInquiry();
    expect(submitButton().textContent).toBe(inLanguage('Submit'));
    expect(discardButton()?.matches(':disabled')).toBe(false);
  },
  sendingEarlier: (snapshot) => {
    expectReadOnly((snapshot as Snap).context, keptEarlierText);
    expectNothingOfTheEarlierInquiry();
    expect(submitButton().textContent).toBe(inLanguage('Submitting...'));
    expect(discardButton()).toBeNull();
  },
  discarding: (snapshot) => {
    const { context } = snapshot as Snap;
    for (const name of inquiryFields) expect(field(name).matches(':disabled')).toBe(true);
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe(inLanguage('Submit'));
    expect(discardButton()).toBeNull();
    // Only the inquiries the page told of, by key: the earlier visit's, or the one this page kept.
    const keptHere = (deferred.inputs.keepInquiry?.at(-1) as { idempotencyKey: string } | undefined)
      ?.idempotencyKey;
    expect(context.keptKeys).toHaveLength(1);
    expect(deferred.inputs.discardKeptInquiries?.at(-1)).toEqual({
      keys: context.keptKeys.map((key) => (key === modelKey ? keptHere : key)),
    });
  },
  'editing.discarded': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    for (const name of requiredInquiryFields) expect(field(name).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(inLanguage('Discarded — it will not be sent'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(discardButton()).toBeNull();
    expect(submitButton().disabled).toBe(false);
    for (const name of inquiryFields) expect(field(name).matches(':disabled')).toBe(false);
  },
  'editing.idle': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    expectFlagged(context);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(submitButton().textContent).toBe(inLanguage('Submit'));
    expect(submitButton().disabled).toBe(false);
  },
  'editing.failed': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    expectFlagged(context);
    expect(screen.getByRole('alert').textContent).toBe(inLanguage(context.error ?? ''));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(submitButton().disabled).toBe(false);
  },
  'editing.succeeded': (snapshot) => {
    const { context } = snapshot as Snap;
    expectValues(context);
    expectFlagged(context);
    for (const name of requiredInquiryFields) expect(field(name).value).toBe('');
    expect(screen.getByRole('status').textContent).toBe(
      inLanguage('Your inquiry has been submitted successfully!'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submitButton().textContent).toBe(inLanguage('Submit'));
  },
  submitting: (snapshot) => {
    const { context } = snapshot as Snap;
    expect(submitButton().textContent).toBe(inLanguage('Submitting...'));
    expect(submitButton().disabled).toBe(true);
    for (const name of requiredInquiryFields) expect(field(name).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(context.values.consent).toBe(true);
    expect(deferred.inputs.submitInquiry?.at(-1)).toEqual({
      inquiry: context.values,
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(context.submissionKey).toMatch(/^[0-9a-f]{32}$/);
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'field.change': async (event) => {
    const { field: name, value } = event as unknown as { field: Field; value: string | boolean };
    if (name === 'consent') await user.click(consentBox());
    else if (name === 'country') await user.selectOptions(field(name), String(value));
    else await user.type(field(name), String(value));
  },
  'form.submit': () => user.click(submitButton()),
  'outbox.discard': () => user.click(discardButton()!),
};

/**
 * The graph's machine: the screen machine with one submission key instead of a random one. Paths are
 * replayed from the start, and a random key would differ from the one a recorded outbox outcome names
 * (the page's own key is put in the outcomes as they are settled, see outboxDeferred). That a changed form
 * gets a new key is checked below, on the real machine.
 */
const modelKey = 'd'.repeat(32);
const graphMachine = hireUsMachine.provide({
  actions: {
    assignSubmissionKey: assign({ submissionKey: ({ context }) => context.submissionKey ?? modelKey }),
  },
});

const [suite] = LANGUAGES.map((language) =>
  modelSuite(graphMachine, {
    title: '/hire-us: the screen machine (the inquiry form) against the page',
    language,
    ...inquiryPathOptions,
    states,
    executors,
    deferredActors: outboxDeferred,
    render: async ({ deferred: actors }) => {
      deferred = actors!;
      ({ user } = await renderPage(deferred));
    },
    messages: { catalogue: inquiryMessages },
  }),
);

/**
 * The screen machine's own rules beyond the walked paths: the contract's other rules, the server's field
 * errors, one request per submit, the Idempotency-Key. The last test fails when the screen machine accepts
 * an event no test here takes.
 */
describe('the /hire-us screen machine', () => {
  const taken = takenEventTypes(suite!.paths);

  it('offers the eight countries, a 5-row message and required fields', async () => {
    await renderPage(createDeferredActors(['submitInquiry']));
    const options = Array.from((field('country') as HTMLSelectElement).options).map((option) => option.value);
    expect(options.filter(Boolean)).toEqual([...inquiryCountries]);
    expect((field('email') as HTMLInputElement).type).toBe('email');
    expect(field('message').getAttribute('rows')).toBe('5');
    for (const name of requiredInquiryFields) expect(field(name).required).toBe(true);
  });

  it("shows the contact block: Let's talk, Get in touch, Musanze and the e-mail and telephone links", async () => {
    await renderPage(createDeferredActors(['submitInquiry']));
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
  async function renderFilledForm(values: Partial<InquiryValues> = {}) {
    deferred = createDeferredActors(['submitInquiry']);
    ({ user } = await renderPage(deferred));
    const filled = { ...sample, ...values };
    for (const name of requiredInquiryFields)
      if (filled[name] !== '')
        await executors['field.change']!({ type: 'field.change', field: name, value: filled[name] } as never);
    await user.click(consentBox());
  }

  it("checks the contract's other rules before sending: the first broken says why, its field gets the focus", async () => {
    await renderFilledForm({ email: 'not-an-address', message: '' });
    await user.click(submitButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('message').getAttribute('aria-invalid')).toBe('true');
    expect(field('first_name').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(field('email')));
    expect(deferred.inputs.submitInquiry ?? []).toHaveLength(0);

    // A changed field is no longer flagged; the red box stays until the next submit.
    await user.type(field('message'), 'Hello');
    expect(field('message').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email address');
  });

  it("flags the fields the server's refusal names, under its message", async () => {
    await renderFilledForm();
    await user.click(submitButton());
    const message = 'Names, company, job title and e-mail must be on one line.';
    await act(async () =>
      deferred.settle({
        type: 'xstate.error.actor.submitInquiry',
        error: { kind: 'http', status: 400, message, errors: [{ path: 'company_name', message }] },
      }),
    );
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(field('company_name').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-invalid')).toBeNull();
  });

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
    deferred.settle({ type: 'xstate.error.actor.submitInquiry', error: { kind: 'http', status: 502 } });
    await screen.findByRole('alert');
    await user.click(submitButton());
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);

    deferred.settle({ type: 'xstate.error.actor.submitInquiry', error: { kind: 'http', status: 502 } });
    await screen.findByRole('alert');
    await user.type(field('message'), ' More.');
    await user.click(submitButton());
    expect(keys()).toHaveLength(3);
    expect(keys()[2]).not.toBe(keys()[0]);
  });

  it('takes every event the screen machine accepts', () => {
    expect(acceptedEventTypes(hireUsMachine).filter((type) => !taken.has(type))).toEqual([]);
  });
});
