import { inquiryMessages } from '@contracts/hire-us';
import { pageFormPaths } from '@contracts/page-forms';
import { messages } from '@contracts/users';
import type { Locator, Page } from 'playwright-core';
import { fillInquiry } from '../../tests/e2e/support/inquiry-form';
import { fillSignup } from '../../tests/e2e/support/signup-form';

/** A form page the slow-phone bench opens, fills validly and sends. */
export interface TimedForm {
  path: string;
  submit: (page: Page) => Locator;
  /** Fills every field validly; `run` makes what must be unique (an e-mail to sign up with) unique. */
  fill: (page: Page, run: number) => Promise<void>;
  /** The one POST the form may send: the app's call, or the browser's own submission of the page form. */
  posts: readonly string[];
  /** The state the page must end in, as a person would see it. */
  next: { name: string; reached: (page: Page) => Promise<void> };
}

/** The seeded demo member: a verified account that can sign in. */
const MEMBER = { email: 'member@hub.example', password: 'MemberPass#2024' };

const SIGNUP_PASSWORD = 'Kigali#Hub2024!';

export const TIMED_FORMS: TimedForm[] = [
  {
    path: '/login',
    submit: (page) => page.getByRole('button', { name: 'Login', exact: true }),
    fill: async (page) => {
      await page.getByLabel('Email').fill(MEMBER.email);
      await page.getByLabel('Password').fill(MEMBER.password);
    },
    posts: ['/api/users/login', pageFormPaths.login],
    next: {
      name: 'the one-time code step (/otp)',
      reached: async (page) => {
        await page.waitForURL((url) => url.pathname === '/otp');
        await page.getByLabel('Enter OTP').waitFor();
      },
    },
  },
  {
    path: '/signup',
    submit: (page) => page.getByRole('button', { name: 'Create Account' }),
    fill: (page, run) =>
      fillSignup(page, (english) => english, {
        email: `slow-phone-${Date.now()}-${run}@example.com`,
        password: SIGNUP_PASSWORD,
      }),
    // The page's own path: what the browser posts to when it sends the form itself.
    posts: ['/api/users/signup', '/signup'],
    next: {
      name: 'the sign-up success message',
      reached: (page) => page.getByText(messages.signupSuccess).waitFor(),
    },
  },
  {
    path: '/hire-us',
    submit: (page) => page.getByRole('button', { name: 'Submit' }),
    fill: (page, run) =>
      fillInquiry(page, {
        email: `slow.phone.${Date.now()}.${run}@kivu.example`,
        first_name: 'Nadia',
        last_name: 'Uwera',
        company_name: 'Kivu Logistics',
        job_title: 'Operations lead',
        country: 'Rwanda',
        message: 'We need a booking system for our trucks.',
      }),
    posts: ['/api/hire-us', pageFormPaths.hireUs],
    next: {
      name: 'the inquiry success notice',
      reached: (page) => page.getByRole('status').filter({ hasText: inquiryMessages.submitted }).waitFor(),
    },
  },
];
