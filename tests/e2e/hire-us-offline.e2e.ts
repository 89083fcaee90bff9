import type { InquirySubmission } from '@contracts/hire-us';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  appHasStarted,
  type OpenedPage,
  pwaHasStarted,
  setupBrowser,
  workerIsActive,
} from './support/browser';
import { fillInquiry } from './support/inquiry-form';
import { storedRows } from './support/stored-rows';

const { openContext, allowProblems, baseUrl } = setupBrowser();

/**
 * A hire-us inquiry submitted without a connection, in Chromium against the real server: kept on the device,
 * then sent once when the connection returns, by the page still open or by the service worker's Background
 * Sync with the page closed. (The next visit's send, where no worker runs, is tested in jsdom:
 * tests/machines/inquiry-outbox.test.tsx.) Each case stores one inquiry from 127.0.0.1 (as
 * forms-without-scripts.e2e.ts does, one more): three of the five an hour that address may send, apart from
 * the localhost (::1) ones the other files spend.
 */
const ipv4Origin = baseUrl.replace('//localhost:', '//127.0.0.1:');

const saved = 'Saved — it will be sent when you are back online';
const sent = 'Sent — Your inquiry has been submitted successfully!';

const inquiry = (email: string) =>
  ({
    email,
    first_name: 'Amani',
    last_name: 'Mushi',
    company_name: 'Lake Freight',
    job_title: 'Director',
    country: 'Tanzania',
    message: 'We would like an app for our drivers.',
    consent: true,
  }) satisfies Omit<InquirySubmission, 'language'>;

/** The form, once the app's service-worker side has started and its worker is active. */
async function openHireUs(opened: OpenedPage): Promise<Page> {
  const { page } = opened;
  await page.goto('/hire-us', { waitUntil: 'networkidle' });
  await appHasStarted(page);
  await pwaHasStarted(page);
  await workerIsActive(page);
  return page;
}

/** Fills the form, goes offline and submits: the inquiry is kept, shown read-only. */
async function submitOffline(opened: OpenedPage, values: ReturnType<typeof inquiry>) {
  const page = await openHireUs(opened);
  await fillInquiry(page, values);
  await opened.context.setOffline(true);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator('form [role="status"]').filter({ hasText: saved }).waitFor();
  expect(await page.locator('form [role="status"]').textContent()).toBe(saved);
  expect(await page.getByLabel('Email').inputValue()).toBe(values.email);
  expect(await page.getByLabel('Email').isDisabled()).toBe(true);
  return page;
}

const storedFor = (email: string) =>
  storedRows('select first_name, message, status from hire_inquiries where email = $1', [email]);

describe('/hire-us: an inquiry submitted offline', () => {
  it('is kept, then sent once when the connection returns', async () => {
    const opened = await openContext({ baseURL: ipv4Origin, serviceWorkers: 'allow' });
    const values = inquiry(`amani.offline.${Date.now()}@lake.example`);
    const page = await submitOffline(opened, values);
    expect(await storedFor(values.email)).toEqual([]);

    await opened.context.setOffline(false);
    await page.locator('form [role="status"]').filter({ hasText: sent }).waitFor();
    expect(await page.locator('form [role="status"]').textContent()).toBe(sent);
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await storedFor(values.email)).toEqual([
      { first_name: values.first_name, message: values.message, status: 'Pending' },
    ]);
    // The browser reports the failed request of the offline submit.
    allowProblems(opened, /ERR_INTERNET_DISCONNECTED/);
  });

  it('is sent once by the service worker (Background Sync) when the page was closed', async () => {
    const opened = await openContext({ baseURL: ipv4Origin, serviceWorkers: 'allow' });
    const values = inquiry(`amani.synced.${Date.now()}@lake.example`);
    const page = await submitOffline(opened, values);
    await page.close();
    expect(await storedFor(values.email)).toEqual([]);

    await opened.context.setOffline(false);
    await expect
      .poll(() => storedFor(values.email))
      .toEqual([{ first_name: values.first_name, message: values.message, status: 'Pending' }]);
    // The next visit finds nothing left to send.
    const next = await opened.context.newPage();
    await next.goto('/hire-us', { waitUntil: 'networkidle' });
    await appHasStarted(next);
    expect(await storedFor(values.email)).toHaveLength(1);
    allowProblems(opened, /ERR_INTERNET_DISCONNECTED/);
  });
});
