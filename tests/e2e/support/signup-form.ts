import type { Page } from 'playwright-core';

/**
 * Fills /signup (in the page's language: `tr` gives a label's translation) for a member, Aline Uwase, with
 * `email` and `password`, the terms box ticked.
 */
export async function fillSignup(
  page: Page,
  tr: (english: string) => string,
  { email, password }: { email: string; password: string },
) {
  await page.getByLabel(tr('First name'), { exact: true }).fill('Aline');
  await page.getByLabel(tr('Last name'), { exact: true }).fill('Uwase');
  await page.getByLabel(tr('Email'), { exact: true }).fill(email);
  await page.getByLabel(tr('Phone number'), { exact: true }).fill('+250788123456');
  await page.locator('#signup-gender').selectOption('female');
  await page.getByLabel(tr('Password'), { exact: true }).fill(password);
  await page.getByLabel(tr('Confirm password'), { exact: true }).fill(password);
  await page.locator('#signup-terms').check();
}
