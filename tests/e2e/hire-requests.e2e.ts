import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, setupBrowser } from './support/browser';
import { newMail, outboxFiles, signIn } from './support/sign-in';

const { openPage } = setupBrowser();

/** A client's inquiry, sent as the public /hire-us form sends it. */
async function submitInquiry(page: Page, company: string, email: string) {
  const response = await page.request.post('/api/hire-us', {
    data: {
      email,
      first_name: 'Amina',
      last_name: 'Queue',
      company_name: company,
      job_title: 'CTO',
      country: 'Kenya',
      message: '<img src=x onerror=alert(1)>',
      consent: true,
    },
  });
  expect(response.status()).toBe(201);
}

const card = (page: Page, company: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${company} - CTO`) }) });

async function choose(page: Page, company: string, item: string) {
  await card(page, company)
    .getByRole('button', { name: `Actions for ${company} - CTO` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('the admin inquiry queue in Chromium against the real server', () => {
  it('replies (the mail reaches the inquirer), deletes one for good, and is accessible', async () => {
    const stamp = Date.now();
    const kept = `Kept ${stamp}`;
    const dropped = `Dropped ${stamp}`;
    const inquirer = `queue-${stamp}@acacia.example`;
    const { page } = await openPage('/login');
    await submitInquiry(page, kept, inquirer);
    await submitInquiry(page, dropped, `other-${stamp}@acacia.example`);

    await signIn(page, 'admin@hub.example', 'AdminPass#2024');
    await page.waitForURL(/\/Admindashboard$/);
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Hire Requests/ })
      .click();
    await page.waitForURL(/\/hire-requests$/);
    await card(page, dropped).waitFor();
    // Newest first; the inquirer's markup is text.
    const titles = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(titles[0]).toContain(dropped);
    expect(titles[1]).toContain(kept);
    expect(await card(page, kept).getByText('<img src=x onerror=alert(1)>').count()).toBe(1);
    await expectAccessible(page);

    // Reply: the modal closes on success and the mail goes to the stored address.
    const seen = outboxFiles();
    await choose(page, kept, 'Reply');
    const dialog = page.getByRole('dialog', { name: 'Reply to Inquiry' });
    await dialog.getByLabel('Subject').fill(`About your request ${stamp}`);
    await dialog.getByLabel('Message').fill('Thank you, we would love to talk on Monday.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('status')
      .filter({ hasText: `Reply sent to ${inquirer}` })
      .waitFor();
    const mail = await newMail(inquirer, new RegExp(`^About your request ${stamp}$`), seen);
    expect(mail.text).toContain('Thank you, we would love to talk on Monday.');

    // The detail page lists the reply.
    await choose(page, kept, 'View');
    await page.waitForURL(/\/admin\/hire-inquiries\/[0-9a-f-]+$/);
    await page.getByRole('region', { name: 'Replies' }).getByText(`About your request ${stamp}`).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(/\/hire-requests$/);

    // Approve is stored.
    await choose(page, kept, 'Approve');
    await card(page, kept).getByText('Approved', { exact: true }).waitFor();

    // Delete after asking; it stays deleted after a reload.
    await card(page, dropped).waitFor();
    await choose(page, dropped, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await confirm.getByText('Are you sure you want to delete this inquiry?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await card(page, dropped).waitFor({ state: 'detached' });
    await page.reload();
    await card(page, kept).waitFor();
    expect(await card(page, dropped).count()).toBe(0);
    expect(await card(page, kept).getByText('Approved', { exact: true }).count()).toBe(1);
  });
});
