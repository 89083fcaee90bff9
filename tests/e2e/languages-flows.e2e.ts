import type { Language } from '@contracts/languages';
import { mailI18n } from '@server/mail/i18n';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { type EnglishText, englishLeftOn, englishTextsOf, translatorOf } from './support/english-left';
import { PATIENCE_MS } from './support/patience';
import { adminToken, newMail, outboxFiles, signedInStorage } from './support/sign-in';
import { fillSignup } from './support/signup-form';

const { openPage, openContext, allowProblems, baseUrl } = setupBrowser();

const languages = ['fr', 'rw', 'sw'] as const satisfies readonly Language[];

/**
 * Requests in flight on a page, but for its live stream (it stays open): a page has settled when none has
 * been in flight for a moment.
 */
function watchRequests(page: Page) {
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    if (!request.url().includes('/api/live')) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + PATIENCE_MS;
    while (Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 300) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${page.url()}: requests still in flight`);
  };
}

/**
 * What the seeded data holds that equals a site text: a project's title (the chatbot's name) and the demo
 * admin's name (first name Hub, last name Admin). People wrote them; they stay as written.
 */
const written = ['Hub Assistant', 'Hub Admin'];

/** The page is in `language` and shows none of the site's English texts. */
async function expectInLanguage(
  page: Page,
  settled: () => Promise<void>,
  language: Language,
  texts: EnglishText[],
) {
  await page.locator('h1').first().waitFor();
  await settled();
  const where = new URL(page.url()).pathname;
  expect(await page.evaluate(() => document.documentElement.lang), where).toBe(language);
  expect.soft(await englishLeftOn(page, language, texts, written), `English left on ${where}`).toEqual([]);
}

let adminSession: Promise<{ token: string; id: string }> | undefined;
/** The demo admin's session, by the API (one code mail for every language: the admin's budget is shared). */
function admin(page: Page) {
  adminSession ??= (async () => {
    const token = await adminToken(page.request);
    const me = await page.request.get('/api/users/me', { headers: { Authorization: `Bearer ${token}` } });
    return { token, id: (await me.json()).data.user.id as string };
  })();
  return adminSession;
}

describe.each(languages)('the signed-in site in %s, in Chromium', (language) => {
  let texts: EnglishText[];
  let tr: (english: string) => string;
  beforeAll(async () => {
    texts = await englishTextsOf(language);
    tr = await translatorOf(language);
  });

  it('sign-up, the verification mail, sign-in with the e-mailed code and the member area, with no English left', async () => {
    const email = `lang-${language}-${Date.now()}@example.com`;
    const password = 'Kigali#Hub2024!';
    const entry = await openPage(`/${language}/signup`);
    const { page } = entry;
    const settled = watchRequests(page);
    await expectInLanguage(page, settled, language, texts);
    await fillSignup(page, tr, { email, password });
    let seen = outboxFiles();
    await page.getByRole('button', { name: tr('Create Account') }).click();
    await page
      .getByText(
        tr(
          'Registration successful! A verification link has been sent to your email. Please check your inbox and verify your account before logging in.',
        ),
      )
      .waitFor();
    await expectInLanguage(page, settled, language, texts);

    const mail = (id: string) => mailI18n(language)._(id);
    const verification = await newMail(email, /./, seen);
    expect(verification.subject).toBe(mail('mail.verify.subject'));
    expect(verification.text).toContain(mail('mail.verify.intro'));
    const link = /https?:\/\/\S+?\/api\/users\/verify-email\?token=[\w%-]+/.exec(verification.text)?.[0];
    await page.goto(link!);
    // The login page in the account's language (the one it signed up in).
    await page.waitForURL((url) => url.pathname === `/${language}/login` && url.search === '?verified=1');
    await page.getByText(tr('Email verified. You can now log in.')).waitFor();
    await expectInLanguage(page, settled, language, texts);

    await page.goto(`/${language}/login`);
    await page.getByLabel(tr('Email'), { exact: true }).fill(email);
    await page.getByLabel(tr('Password'), { exact: true }).fill(password);
    seen = outboxFiles();
    await page.getByRole('button', { name: tr('Login'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/${language}/otp`);
    await expectInLanguage(page, settled, language, texts);
    const codeMail = await newMail(email, /./, seen);
    expect(codeMail.subject).toBe(mail('mail.otp.subject'));
    expect(codeMail.text).toContain(mail('mail.otp.intro'));
    const code = /\b(\d{6})\b/.exec(codeMail.text)?.[1];
    await page.getByLabel(tr('Enter OTP'), { exact: true }).fill(code!);
    await page.getByRole('button', { name: tr('Verify OTP') }).click();
    await page.waitForURL(/\/dashboard$/);
    await expectInLanguage(page, settled, language, texts);

    // The member's own project, through the form: its refusals, its page and its edit page.
    await page.goto('/dashboard/projects/new');
    await expectInLanguage(page, settled, language, texts);
    await page.getByRole('button', { name: tr('Save'), exact: true }).click();
    await page.getByText(tr('Title is required')).waitFor();
    await expectInLanguage(page, settled, language, texts);
    await page.getByLabel(tr('Title'), { exact: true }).fill(`Ikarita ${language}`);
    await page.getByLabel(tr('Description'), { exact: true }).fill('Ikarita y’izuba');
    await page.getByRole('button', { name: tr('Save'), exact: true }).click();
    await page.waitForURL(/\/dashboard\/projects$/);
    await expectInLanguage(page, settled, language, texts);
    await page
      .getByRole('link', { name: tr('View {title}').replace('{title}', `Ikarita ${language}`) })
      .click();
    await page.waitForURL(/\/dashboard\/projects\/[\w-]+$/);
    await expectInLanguage(page, settled, language, texts);
    await page.goto(`${new URL(page.url()).pathname}/edit`);
    await expectInLanguage(page, settled, language, texts);

    // GET /api/members/me answers 404 while the member has no profile: the browser logs that answer.
    await page.goto('/dashboard/edit-profile');
    await expectInLanguage(page, settled, language, texts);
    allowProblems(entry, /status of 404/);

    const { id: adminId } = await admin(page);
    for (const path of ['/dashboard', '/notifications', '/dashboard/resources', '/dashboard/events']) {
      await page.goto(path);
      await expectInLanguage(page, settled, language, texts);
    }

    // The channel and a direct message, each with a message sent (its time and reactions in the language).
    for (const path of ['/hub-channel', `/messages/${adminId}`]) {
      await page.goto(path);
      await page.getByRole('log').waitFor();
      const text = `Muraho ${language} ${Date.now()}`;
      const box = page.getByRole('form', { name: tr('Write a message') }).getByRole('textbox');
      await box.fill(text);
      await box.press('Enter');
      await page.getByRole('log').getByRole('listitem').filter({ hasText: text }).waitFor();
      await expectInLanguage(page, settled, language, texts);
    }
  });

  it('every admin page, with no English left', async () => {
    const probe = await openPage('/');
    const { token } = await admin(probe.page);
    const storage = signedInStorage(baseUrl, { token, email: 'admin@hub.example', role: 'Admin' });
    storage.origins[0]?.localStorage.push({ name: 'hub.language', value: language });
    const { page } = await openContext({ storageState: storage });
    const settled = watchRequests(page);
    for (const path of [
      '/Admindashboard',
      '/hire-requests',
      '/resources',
      '/add-resource',
      '/Admin-projects',
      '/Admin-blogs',
      '/Admin-members',
    ]) {
      await page.goto(path);
      await expectInLanguage(page, settled, language, texts);
    }
    const inquiries = await page.request.get('/api/admin/hire-inquiries', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const [inquiry] = (await inquiries.json()).data.inquiries as { id: string }[];
    await page.goto(`/admin/hire-inquiries/${inquiry?.id}`);
    await expectInLanguage(page, settled, language, texts);
  });
});
