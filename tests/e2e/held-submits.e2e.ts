import { inquiryMessages } from '@contracts/hire-us';
import { messages } from '@contracts/users';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clientAddress, expectAccessible, setupBrowser } from './support/browser';
import { translatorOf } from './support/english-left';
import { fillInquiry } from './support/inquiry-form';
import { newMail, outboxFiles, signUpMember } from './support/sign-in';
import { fillSignup } from './support/signup-form';
import { storedRows } from './support/stored-rows';

const { openContext, baseUrl } = setupBrowser();

/** This file's own client address: its sign-ups, reset request and inquiry spend none of the others' limits. */
const ownClient = clientAddress('198.51.100.2');

/**
 * Opens `path` with the app's scripts held back: the entry (`index-*.js`, the chunk that holds a submit
 * while the scripts load) runs, every other script waits until `release()`. `appRequested` resolves once
 * the entry has asked for the app's start, so its hold is in place. `posts` lists the paths posted to.
 */
async function openWithAppHeld(path: string) {
  const opened = await openContext(ownClient);
  const { page } = opened;
  const waiting: (() => void)[] = [];
  let released = false;
  let entryRan = () => {};
  const appRequested = new Promise<void>((resolve) => {
    entryRan = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    const { pathname } = new URL(route.request().url());
    if (!/^\/assets\/index-[\w-]+\.js$/.test(pathname)) {
      if (pathname.startsWith('/assets/start-')) entryRan();
      if (!released) await new Promise<void>((resolve) => waiting.push(resolve));
    }
    await route.continue();
  });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'commit' });
  const release = () => {
    released = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { ...opened, appRequested, release, posts };
}

/** The entry's notice for a held submit, announced politely. */
const heldNotice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

describe('a form sent while the page is still loading its scripts is sent once the app has started', () => {
  it('/login: Login pressed while the scripts load reaches the one-time code step, with one login request', async () => {
    const email = `held-login-${Date.now()}@example.com`;
    const password = 'Kigali#Hub2024!';
    await signUpMember((await openContext(ownClient)).page, email, password);

    const { page, appRequested, release, posts } = await openWithAppHeld('/login');
    await appRequested;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    const seen = outboxFiles();
    await page.getByRole('button', { name: 'Login' }).click();
    const notice = heldNotice(page, 'Signing in as soon as the page has loaded…');
    await notice.waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(posts).toEqual([]);
    await expectAccessible(page);

    release();
    await page.waitForURL(`${baseUrl}/otp`);
    await page.getByLabel('Enter OTP').waitFor();
    await newMail(email, /login code/i, seen);
    await notice.waitFor({ state: 'detached' });
    expect(posts).toEqual(['/api/users/login']);
  });

  it('/fr/signup: Créer le compte pressed while the scripts load signs up once, and the verification mail arrives', async () => {
    const tr = await translatorOf('fr');
    const email = `held-signup-${Date.now()}@example.com`;
    const password = 'Kigali#Hub2024!';
    const { page, appRequested, release, posts } = await openWithAppHeld('/fr/signup');
    await appRequested;
    await fillSignup(page, tr, { email, password });
    const seen = outboxFiles();
    await page.getByRole('button', { name: tr('Create Account') }).click();
    const notice = heldNotice(page, tr('Signing up as soon as the page has loaded…'));
    await notice.waitFor();
    expect(posts).toEqual([]);

    release();
    await page.getByText(tr(messages.signupSuccess)).waitFor();
    await newMail(email, /./, seen);
    await notice.waitFor({ state: 'detached' });
    expect(posts).toEqual(['/api/users/signup']);
  });

  it('/hire-us: Submit pressed while the scripts load stores the inquiry once', async () => {
    const { page, appRequested, release, posts } = await openWithAppHeld('/hire-us');
    await appRequested;
    const values = {
      email: `held.inquiry.${Date.now()}@kivu.example`,
      first_name: 'Nadia',
      last_name: 'Uwera',
      company_name: 'Kivu Logistics',
      job_title: 'Operations lead',
      country: 'Rwanda',
      message: 'We need a booking system for our trucks.',
    };
    await fillInquiry(page, values);
    await page.getByRole('button', { name: 'Submit' }).click();
    const notice = heldNotice(page, 'Sending your inquiry as soon as the page has loaded…');
    await notice.waitFor();
    expect(posts).toEqual([]);

    release();
    await page.getByRole('status').filter({ hasText: inquiryMessages.submitted }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(posts).toEqual(['/api/hire-us']);
    const rows = await storedRows(
      'select first_name, company_name, country, message, consent from hire_inquiries where email = $1',
      [values.email],
    );
    expect(rows).toEqual([
      {
        first_name: values.first_name,
        company_name: values.company_name,
        country: values.country,
        message: values.message,
        consent: true,
      },
    ]);
  });

  it('/forgot-password: Enter pressed while the scripts load asks for the link once', async () => {
    const { page, appRequested, release, posts } = await openWithAppHeld('/forgot-password');
    await appRequested;
    await page.getByLabel('Email').fill(`held-reset-${Date.now()}@example.com`);
    await page.getByLabel('Email').press('Enter');
    const notice = heldNotice(page, 'Sending as soon as the page has loaded…');
    await notice.waitFor();
    expect(posts).toEqual([]);

    release();
    await page.getByRole('status').filter({ hasText: messages.forgotPasswordSent }).waitFor();
    await notice.waitFor({ state: 'detached' });
    expect(posts).toEqual(['/api/users/forgot-password']);
  });
});
