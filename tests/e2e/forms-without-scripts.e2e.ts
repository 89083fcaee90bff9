import { type InquirySubmission, inquiryMessages } from '@contracts/hire-us';
import { pageFormAnswers } from '@contracts/page-form-answers';
import { messages } from '@contracts/users';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appHasStarted, expectAccessible, setupBrowser } from './support/browser';
import { fillInquiry } from './support/inquiry-form';
import { newMail, outboxFiles } from './support/sign-in';
import { storedRows } from './support/stored-rows';

const { openContext, allowProblems, baseUrl } = setupBrowser();

/**
 * The other browser tests reach the product as localhost, which Chromium opens over IPv6 (::1); this file's
 * real inquiry comes from 127.0.0.1, so it does not spend the five an hour their inquiries use.
 */
const ipv4Origin = baseUrl.replace('//localhost:', '//127.0.0.1:');

const inquiry = (email: string) =>
  ({
    email,
    first_name: 'Nadia',
    last_name: 'Uwera',
    company_name: 'Kivu Logistics',
    job_title: 'Operations lead',
    country: 'Rwanda',
    message: 'We need a booking system for our trucks.',
    consent: true,
  }) satisfies Omit<InquirySubmission, 'language'>;

/** Presses Enter in `field` and waits for the page the browser's own submission loads. */
async function pressEnterAndLoad(page: Page, field: string): Promise<Request> {
  const posted = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByLabel(field).press('Enter');
  const request = await posted;
  await page.waitForLoadState('load');
  return request;
}

describe('forms with JavaScript turned off', () => {
  it('/hire-us: Enter posts the form (nothing in the address) and the inquiry is stored and confirmed', async () => {
    const { page } = await openContext({ javaScriptEnabled: false, baseURL: ipv4Origin });
    await page.goto('/hire-us');
    const values = inquiry(`nadia.noscript.${Date.now()}@kivu.example`);
    await fillInquiry(page, values);

    const request = await pressEnterAndLoad(page, 'Job title');
    expect(request.method()).toBe('POST');
    expect(request.url()).toBe(`${ipv4Origin}/hire-us`);
    expect(page.url()).toBe(`${ipv4Origin}/hire-us`);
    expect(new URL(page.url()).search).toBe('');
    expect(new URLSearchParams(request.postData() ?? '').get('email')).toBe(values.email);

    await page.getByRole('status').filter({ hasText: inquiryMessages.submitted }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    const rows = await storedRows(
      'select first_name, last_name, company_name, job_title, country, message, consent, status from hire_inquiries where email = $1',
      [values.email],
    );
    expect(rows).toEqual([
      {
        first_name: values.first_name,
        last_name: values.last_name,
        company_name: values.company_name,
        job_title: values.job_title,
        country: values.country,
        message: values.message,
        consent: true,
        status: 'Pending',
      },
    ]);
  });

  it("/hire-us: a refused inquiry comes back with the specification's message and every value kept", async () => {
    const opened = await openContext({ javaScriptEnabled: false });
    const { page } = opened;
    await page.goto('/hire-us');
    const values = inquiry('no-consent@kivu.example');
    await fillInquiry(page, values);
    await page.getByRole('checkbox', { name: /I agree to the terms and conditions/ }).uncheck();

    const request = await pressEnterAndLoad(page, 'Company name');
    expect(page.url()).toBe(`${baseUrl}/hire-us`);
    expect(await page.getByRole('alert').textContent()).toBe(inquiryMessages.consentRequired);
    expect(await page.getByLabel('Email').inputValue()).toBe(values.email);
    expect(await page.getByLabel('Country').inputValue()).toBe(values.country);
    expect(await page.getByLabel('Message').inputValue()).toBe(values.message);
    // The answer's 400 status, which Chromium reports on the console.
    allowProblems(opened, /status of 400/);

    // axe needs JavaScript: the same answer, served to a page that has it (the answer has no scripts).
    const answer = (await (await request.response())?.text()) ?? '';
    const viewer = (await openContext()).page;
    await viewer.route('**/hire-us', (route) => route.fulfill({ contentType: 'text/html', body: answer }));
    await viewer.goto('/hire-us');
    expect(await viewer.getByRole('alert').textContent()).toBe(inquiryMessages.consentRequired);
    await expectAccessible(viewer);
  });

  it('/login: Enter signs nobody in; the page keeps the e-mail, never the password, and says why', async () => {
    const { page } = await openContext({ javaScriptEnabled: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill('member@hub.example');
    await page.getByLabel('Password').fill('MemberPass#2024');

    const request = await pressEnterAndLoad(page, 'Password');
    expect(request.method()).toBe('POST');
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(await page.getByRole('alert').textContent()).toBe(pageFormAnswers.signInNeedsScripts);
    expect(await page.getByLabel('Email').inputValue()).toBe('member@hub.example');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.content()).not.toContain('MemberPass#2024');
  });

  it('/fr/login: Enter posts to /fr/login and the French page comes back, saying in French why', async () => {
    const { page } = await openContext({ javaScriptEnabled: false });
    await page.goto('/fr/login');
    await page.getByLabel('E-mail').fill('member@hub.example');
    await page.getByLabel('Mot de passe', { exact: true }).fill('MemberPass#2024');

    const request = await pressEnterAndLoad(page, 'Mot de passe');
    expect(request.url()).toBe(`${baseUrl}/fr/login`);
    expect(page.url()).toBe(`${baseUrl}/fr/login`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Se connecter');
    expect(await page.getByRole('alert').textContent()).toMatch(
      /^La connexion a besoin des scripts de cette page/,
    );
    expect(await page.getByLabel('E-mail').inputValue()).toBe('member@hub.example');
  });

  it('/fr/hire-us: a refused inquiry comes back in French', async () => {
    const opened = await openContext({ javaScriptEnabled: false });
    const { page } = opened;
    await page.goto('/fr/hire-us');
    await page.getByLabel(/^\s*E-mail/).fill('sans-accord@kivu.example');
    await page.getByLabel(/^\s*Prénom/).fill('Nadia');

    await pressEnterAndLoad(page, 'Prénom');
    expect(page.url()).toBe(`${baseUrl}/fr/hire-us`);
    expect(await page.getByRole('alert').textContent()).toBe('Veuillez accepter les conditions générales');
    expect(await page.getByLabel(/^\s*E-mail/).inputValue()).toBe('sans-accord@kivu.example');
    allowProblems(opened, /status of 400/);
  });

  it('/forgot-password: Enter sends the reset link by mail and shows the answer every address gets', async () => {
    const { page } = await openContext({ javaScriptEnabled: false });
    await page.goto('/forgot-password');
    const seen = outboxFiles();
    await page.getByLabel('Email').fill('member@hub.example');

    const request = await pressEnterAndLoad(page, 'Email');
    expect(request.method()).toBe('POST');
    expect(page.url()).toBe(`${baseUrl}/forgot-password`);
    await page.getByRole('status').filter({ hasText: messages.forgotPasswordSent }).waitFor();
    await newMail('member@hub.example', /Reset your Hub password/, seen);
  });
});

describe('forms while the page is still loading its scripts', () => {
  it('/login sent before any script ran: once the answer page runs them, the e-mail stays and the notice goes', async () => {
    const { page } = await openContext();
    let release = () => {};
    const scripts = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('member@hub.example');
    await page.getByLabel('Password').fill('MemberPass#2024');

    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByLabel('Password').press('Enter');
    expect((await answered).url()).toBe(`${baseUrl}/login`);
    const notice = page.getByRole('alert').filter({ hasText: pageFormAnswers.signInNeedsScripts });
    await notice.waitFor();

    // What the e-mail field shows at every frame from here on: it must never be empty, not even once.
    await page.evaluate(() => {
      const shown: string[] = [];
      Object.assign(window, { emailShown: shown });
      const sample = () => {
        shown.push(document.querySelector<HTMLInputElement>('input[name="email"]')?.value ?? '(none)');
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    release();
    await appHasStarted(page);
    await notice.waitFor({ state: 'detached' });
    await page.waitForFunction(() => (window as unknown as { emailShown: string[] }).emailShown.length > 5);
    const shown = await page.evaluate(() => (window as unknown as { emailShown: string[] }).emailShown);
    expect(new Set(shown)).toEqual(new Set(['member@hub.example']));
    expect(await page.getByLabel('Email').inputValue()).toBe('member@hub.example');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
  });

  /** Opens /hire-us with the app's own chunk held back (the entry runs: it holds submissions). */
  async function openWithAppHeld() {
    const { page } = await openContext();
    // The start may be more than one chunk (`start-*.js`): every one is held until released.
    const releases: (() => void)[] = [];
    let released = false;
    const appChunkHeld = new Promise<void>((held) => {
      void page.route('**/assets/start-*.js', async (route) => {
        held();
        if (!released) await new Promise<void>((resolve) => releases.push(resolve));
        await route.continue();
      });
    });
    await page.goto('/hire-us', { waitUntil: 'commit' });
    const release = () => {
      released = true;
      for (const resolve of releases.splice(0)) resolve();
    };
    return { page, appChunkHeld, release };
  }

  /** Answers the app's inquiry calls here (no limit point spent): what each sent, in order. */
  async function answerInquiries(page: Page): Promise<unknown[]> {
    const sent: unknown[] = [];
    await page.route('**/api/hire-us', async (route) => {
      sent.push(route.request().postDataJSON());
      await route.fulfill({
        status: 201,
        json: { message: inquiryMessages.submitted, data: { inquiry: { id: crypto.randomUUID() } } },
      });
    });
    return sent;
  }

  const submitted = (page: Page) =>
    page.getByRole('status').filter({ hasText: inquiryMessages.submitted }).waitFor();

  /** Submit, once the app runs: what the app sent. */
  async function sendAfterStart(page: Page): Promise<unknown[]> {
    const sent = await answerInquiries(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await submitted(page);
    return sent;
  }

  it('/hire-us: Enter before the app runs stays on the page and says the inquiry goes once the page has loaded; the app sends it once', async () => {
    const { page, appChunkHeld, release } = await openWithAppHeld();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const values = inquiry('held.enter@kivu.example');
    await fillInquiry(page, values);
    await appChunkHeld;

    await page.getByLabel('Job title').press('Enter');
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Sending your inquiry as soon as the page has loaded…' });
    await notice.waitFor();
    expect(page.url()).toBe(`${baseUrl}/hire-us`);
    expect(posts).toEqual([]);
    await expectAccessible(page);

    const sent = await answerInquiries(page);
    release();
    await submitted(page);
    await notice.waitFor({ state: 'detached' });
    // The inquiry carries the page's language (the reply e-mail is written in it).
    expect(sent).toEqual([{ ...values, language: 'en' }]);
  });

  it('/hire-us: what was typed before the app ran stays through its renders and is what it sends', async () => {
    const { page, appChunkHeld, release } = await openWithAppHeld();
    const values = inquiry('held.typed@kivu.example');
    await fillInquiry(page, values);
    await appChunkHeld;

    release();
    await appHasStarted(page);
    // A later render of the form (one field changed) used to write the machine's empty values over the rest.
    await page.getByLabel('Job title').fill('Head of operations');
    expect(await page.getByLabel('Email').inputValue()).toBe(values.email);
    expect(await page.getByLabel('Country').inputValue()).toBe(values.country);
    expect(await page.getByLabel('Message').inputValue()).toBe(values.message);
    expect(await page.getByRole('checkbox', { name: /I agree/ }).isChecked()).toBe(true);
    expect(await sendAfterStart(page)).toEqual([
      {
        ...values,
        job_title: 'Head of operations',
        language: 'en',
      },
    ]);
  });
});
