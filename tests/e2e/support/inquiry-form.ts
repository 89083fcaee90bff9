import type { InquirySubmission } from '@contracts/hire-us';
import type { Page } from 'playwright-core';

type InquiryFields =
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'company_name'
  | 'job_title'
  | 'country'
  | 'message';

/** Fills the English /hire-us form with `values`, the terms box ticked. */
export async function fillInquiry(page: Page, values: Pick<InquirySubmission, InquiryFields>) {
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('First name').fill(values.first_name);
  await page.getByLabel('Last name').fill(values.last_name);
  await page.getByLabel('Company name').fill(values.company_name);
  await page.getByLabel('Job title').fill(values.job_title);
  await page.getByLabel('Country').selectOption(values.country);
  await page.getByLabel('Message').fill(values.message);
  await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).check();
}
