import { requiredInquiryFields } from '@contracts/hire-us';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type HireUsContext,
  hireUsMachine,
  type InquiryValues,
  inquiryFields,
} from '@/screens/public/hire-us/hire-us.machine';
import {
  inquiryEvents,
  inquiryPathOptions,
  labels,
  openingOutcomes,
  stored,
} from '@/screens/public/hire-us/hire-us.model';
import {
  describePath,
  type EventExecutors,
  type ModelPath,
  modelPaths,
  type StateAssertions,
  walkPath,
} from '../support/model-paths';
import { setupBrowser } from './support/browser';
import { holdRequests } from './support/held-requests';

const { openPage } = setupBrowser();

/**
 * The jsdom test's graph, with the one answer the real server gives a valid inquiry here: stored. (Its
 * 429 needs six inquiries in an hour, and 500 or a network failure cannot be asked of it; those are
 * walked in jsdom.) The consent and required-field messages are the form's own and are walked in full.
 * The page opens on an empty outbox (a fresh context): the device's outbox is walked in jsdom and in
 * hire-us-offline.e2e.ts.
 */
const emptyOutbox = openingOutcomes[0]!;
const paths = modelPaths(hireUsMachine, {
  ...inquiryPathOptions,
  events: ((snapshot: Parameters<typeof inquiryEvents>[0]) =>
    inquiryEvents(snapshot).filter(
      (event) => !event.type.startsWith('xstate.') || event === stored || event === emptyOutbox,
    )) as never,
});

const contextOf = (snapshot: unknown) => (snapshot as { context: HireUsContext }).context;

function browserModel(page: Page) {
  const consentBox = () => page.getByRole('checkbox', { name: /I agree to the terms and conditions/ });
  const field = (name: keyof InquiryValues) =>
    name === 'consent' ? consentBox() : page.getByLabel(labels[name], { exact: false });
  const submitButton = () => page.getByRole('button', { name: /^(Submit|Submitting\.\.\.)$/ });
  const alert = () => page.locator('form [role="alert"]');
  const status = () => page.locator('form [role="status"]');

  async function expectValues(context: HireUsContext) {
    for (const name of requiredInquiryFields)
      expect(await field(name).inputValue()).toBe(context.values[name]);
    expect(await consentBox().isChecked()).toBe(context.values.consent);
  }

  /** The fields flagged invalid are the fields in error. */
  async function expectFlagged(context: HireUsContext) {
    for (const name of inquiryFields)
      expect(await field(name).getAttribute('aria-invalid')).toBe(context.fieldErrors[name] ? 'true' : null);
  }

  const idle = async (snapshot: unknown) => {
    await expectValues(contextOf(snapshot));
    await expectFlagged(contextOf(snapshot));
    expect(await alert().count()).toBe(0);
    expect(await submitButton().textContent()).toBe('Submit');
    expect(await submitButton().isEnabled()).toBe(true);
  };
  const states: StateAssertions = {
    // The page reads its (empty) outbox as it opens and looks idle meanwhile.
    'editing.opening': idle,
    'editing.idle': async (snapshot) => {
      await expectValues(contextOf(snapshot));
      await expectFlagged(contextOf(snapshot));
      expect(await alert().count()).toBe(0);
      expect(await submitButton().textContent()).toBe('Submit');
      expect(await submitButton().isEnabled()).toBe(true);
    },
    'editing.failed': async (snapshot) => {
      const context = contextOf(snapshot);
      await expectValues(context);
      await expectFlagged(context);
      expect(await alert().textContent()).toBe(context.error);
    },
    'editing.succeeded': async (snapshot) => {
      await expectValues(contextOf(snapshot));
      for (const name of requiredInquiryFields) expect(await field(name).inputValue()).toBe('');
      expect(await status().textContent()).toBe('Your inquiry has been submitted successfully!');
      expect(await alert().count()).toBe(0);
    },
    submitting: async () => {
      expect(await submitButton().textContent()).toBe('Submitting...');
      expect(await submitButton().isDisabled()).toBe(true);
      for (const name of requiredInquiryFields) expect(await field(name).isDisabled()).toBe(true);
    },
  };

  const executors: EventExecutors = {
    'field.change': async (event) => {
      const { field: name, value } = event as unknown as {
        field: keyof InquiryValues;
        value: string | boolean;
      };
      if (name === 'consent') await consentBox().click();
      else if (name === 'country') await field(name).selectOption(String(value));
      else await field(name).fill(String(value));
    },
    'form.submit': () => submitButton().click(),
  };
  return { states, executors };
}

describe('inquiry model paths in Chromium against the real server', () => {
  it('stores at most four inquiries (the server takes five an hour from one address)', () => {
    const submissions = paths.flatMap((path) => path.steps.filter((step) => step.event.type === stored.type));
    expect(submissions.length).toBeGreaterThan(0);
    expect(submissions.length).toBeLessThanOrEqual(4);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_, path: ModelPath) => {
    const { page } = await openPage('/hire-us');
    const held = await holdRequests(page, { submitInquiry: '/api/hire-us' });
    const { states, executors } = browserModel(page);
    await walkPath(path, {
      states,
      events: executors,
      // The page has read its empty outbox by itself; the server answers the held submits.
      settleActor: (event) => (event.type === emptyOutbox.type ? undefined : held.release(event)),
      walker: held.walker,
    });
  });
});
