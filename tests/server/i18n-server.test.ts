import { readFileSync } from 'node:fs';
import { tooManyInquiriesMessage, tooManyInquiriesText } from '@contracts/hire-us';
import {
  rateLimitedMessage,
  rateLimitedText,
  reactionsRateLimitedMessage,
  reactionsRateLimitedText,
} from '@contracts/messaging';
import { textCodes } from '@contracts/text-codes';
import { textsOf } from '@contracts/texts';
import { tooManyUploadsMessage, tooManyUploadsText } from '@contracts/uploads';
import {
  accountLanguageMessages,
  messages,
  tooManyAttemptsMessage,
  tooManyAttemptsText,
} from '@contracts/users';
import { users } from '@server/db/schema';
import { inquiryReplyMail } from '@server/mail/inquiry-reply';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeFrom,
  createAccount,
  getJson,
  linkFrom,
  postJson,
  signIn,
  signupBody,
  userByEmail,
  waitForMail,
} from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The server's side of the languages: stable error codes beside every failure message, the account's
 * language (sign-up, GET /me, PATCH /me/language) and the e-mails written in it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const nextIp = () => `10.77.0.${++ipCounter}`;

async function patchLanguage(token: string | undefined, body: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await t.app.request('/api/users/me/language', {
    method: 'PATCH',
    headers,
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('error codes', () => {
  it('a text is its code beside its English, and a wait text keeps its number as a value', () => {
    expect(textsOf(messages).otpInvalid).toEqual({ id: 'users.otpInvalid', message: messages.otpInvalid });
    expect(tooManyAttemptsText(42)).toEqual({
      id: 'users.tooManyAttempts',
      message: tooManyAttemptsMessage(42),
      values: { seconds: 42 },
    });
    expect(tooManyAttemptsText(1).message).toBe(tooManyAttemptsMessage(1));
    expect(tooManyInquiriesText(60)).toEqual({
      id: 'hireUs.tooManyInquiries',
      message: tooManyInquiriesMessage(60),
      values: { minutes: 1 },
    });
    expect(tooManyInquiriesText(600).message).toBe(tooManyInquiriesMessage(600));
    expect(rateLimitedText(1)).toEqual({
      id: 'messaging.tooManyMessages',
      message: rateLimitedMessage(1),
      values: { seconds: 1 },
    });
    expect(reactionsRateLimitedText(5).message).toBe(reactionsRateLimitedMessage(5));
    expect(tooManyUploadsText(2).message).toBe(tooManyUploadsMessage(2));
  });

  it('an unknown API path: http.notFound', async () => {
    const res = await getJson(t, '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'http.notFound', message: 'Not found.' });
  });

  it('a wrong password: users.invalidCredentials', async () => {
    const account = await createAccount(t);
    const res = await postJson(
      t,
      '/login',
      { email: account.email, password: 'wrong-password-1' },
      { ip: nextIp() },
    );
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'users.invalidCredentials', message: messages.invalidCredentials });
  });

  it('no session: users.unauthorized', async () => {
    const res = await getJson(t, '/api/users/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'users.unauthorized', message: messages.unauthorized });
  });

  it('a 400 validation failure: a code for the failure and one per field error', async () => {
    const res = await postJson(t, '/signup', signupBody({ email: 'nope', firstName: '' }), { ip: nextIp() });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('users.fieldErrorsBanner');
    expect(res.body.message).toBe(messages.fieldErrorsBanner);
    expect(res.body.errors).toEqual([
      { path: 'firstName', message: messages.firstNameRequired, code: 'users.firstNameRequired' },
      { path: 'email', message: messages.emailInvalid, code: 'users.emailInvalid' },
    ]);
  });

  it('malformed JSON: http.malformedJson', async () => {
    const res = await t.app.request('/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'http.malformedJson',
      message: 'Malformed JSON in request body.',
    });
  });

  it('docs/api.md lists every code with its English text', () => {
    const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const missing = textCodes().filter(
      ({ code, message }) => !doc.includes(`| \`${code}\` | ${message.replaceAll('|', '\\|')} |`),
    );
    expect(missing).toEqual([]);
  });
});

describe("the account's language", () => {
  it('sign-up keeps the page language; /me returns it; PATCH changes it', async () => {
    const body = signupBody({ language: 'sw' });
    const res = await postJson(t, '/signup', body, { ip: nextIp() });
    expect(res.status).toBe(201);
    const stored = await userByEmail(t, body.email as string);
    expect(stored?.language).toBe('sw');
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.email, stored!.email));

    // The code mail of a Swahili account is in Swahili.
    const before = t.mailer.messages.length;
    const ip = nextIp();
    const login = await postJson(t, '/login', { email: stored!.email, password: body.password }, { ip });
    const mail = await waitForMail(t, stored!.email, 'Msimbo wako wa kuingia kwenye Hub', before);
    const verified = await postJson(
      t,
      '/verify-otp',
      { email: stored!.email, otp: codeFrom(mail) },
      { ip, token: login.body.token as string },
    );
    const token = verified.body.token as string;
    const me = await getJson(t, '/api/users/me', { token });
    expect((me.body.data as { user: { language: string } }).user.language).toBe('sw');

    const changed = await patchLanguage(token, { language: 'fr' });
    expect(changed).toEqual({ status: 200, body: { data: { language: 'fr' } } });
    const again = await getJson(t, '/api/users/me', { token });
    expect((again.body.data as { user: { language: string } }).user.language).toBe('fr');
  });

  it('an account signed up without a language is English', async () => {
    const body = signupBody();
    expect((await postJson(t, '/signup', body, { ip: nextIp() })).status).toBe(201);
    expect((await userByEmail(t, body.email as string))?.language).toBe('en');
  });

  it('a language the site does not speak: 400 with a code; no session: 401', async () => {
    const account = await createAccount(t);
    const token = await signIn(t, account.email, account.password, { ip: nextIp() });
    const res = await patchLanguage(token, { language: 'de' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('users.languageInvalid');
    expect(res.body.errors).toEqual([
      {
        path: 'language',
        message: accountLanguageMessages.languageInvalid,
        code: 'users.languageInvalid',
      },
    ]);
    expect((await patchLanguage(undefined, { language: 'fr' })).status).toBe(401);
    expect((await userByEmail(t, account.email))?.language).toBe('en');

    const signup = await postJson(t, '/signup', signupBody({ language: 'xx' }), { ip: nextIp() });
    expect(signup.status).toBe(400);
    expect(signup.body.errors).toContainEqual({
      path: 'language',
      message: accountLanguageMessages.languageInvalid,
      code: 'users.languageInvalid',
    });
  });
});

describe("e-mails in the account's language", () => {
  async function frenchAccount() {
    const account = await createAccount(t);
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, account.id));
    return account;
  }

  it('the one-time code mail of a French account is in French', async () => {
    const account = await frenchAccount();
    const before = t.mailer.messages.length;
    const res = await postJson(
      t,
      '/login',
      { email: account.email, password: account.password },
      { ip: nextIp() },
    );
    expect(res.status).toBe(200);
    // The login answer names the account's language, so the signed-in pages can follow it at once.
    expect((res.body.data as { user: { language?: string } }).user.language).toBe('fr');
    const mail = await waitForMail(t, account.email, 'Votre code de connexion Hub', before);
    expect(mail.text).toContain('Votre code de connexion à usage unique est :');
    expect(mail.text).toMatch(/\b\d{6}\b/);
    expect(mail.text).not.toContain('Your one-time login code is:');
    expect(mail.html).toContain('Votre code de connexion Hub');
  });

  it('the password reset mail of a French account is in French', async () => {
    const account = await frenchAccount();
    const before = t.mailer.messages.length;
    await postJson(t, '/forgot-password', { email: account.email }, { ip: nextIp() });
    const mail = await waitForMail(t, account.email, 'Réinitialisez votre mot de passe Hub', before);
    expect(mail.text).toContain('Bonjour Test,');
    expect(mail.text).toMatch(/Réinitialisez votre mot de passe : http/);
    // The link opens the page in French, as the mail is.
    expect(linkFrom(mail).pathname).toBe('/fr/reset-password');
    expect(mail.html).toContain('Si le bouton ne fonctionne pas');
    expect(mail.html).not.toContain('If the button does not work');
  });

  it("the verification link leads to the login page in the account's language; its login and reset links too", async () => {
    const body = signupBody({ language: 'rw' });
    const before = t.mailer.messages.length;
    expect((await postJson(t, '/signup', body, { ip: nextIp() })).status).toBe(201);
    const link = linkFrom(await waitForMail(t, body.email as string, 'Emeza aderesi yawe ya imeri', before));
    const verified = await t.app.request(link.pathname + link.search);
    expect(verified.headers.get('location')).toBe('/rw/login?verified=1');

    // Signing up again with the verified address: the notice links to the Kinyarwanda pages.
    const noticed = t.mailer.messages.length;
    await postJson(t, '/signup', { ...body, firstName: 'Mallory' }, { ip: nextIp() });
    const notice = await waitForMail(t, body.email as string, 'Usanzwe ufite konti kuri Hub', noticed);
    expect(notice.text).toContain('/rw/login');
    expect(notice.text).toContain('/rw/forgot-password');
  });

  it('an English account still gets the English texts letter for letter', async () => {
    const account = await createAccount(t);
    const before = t.mailer.messages.length;
    await postJson(t, '/forgot-password', { email: account.email }, { ip: nextIp() });
    const mail = await waitForMail(t, account.email, 'Reset your Hub password', before);
    expect(mail.text).toMatch(
      /^Hello Test,\n\nWe received a request to reset the password of your Hub account\.\n\nThe link is valid for 30 minutes and can be used once\. If you did not ask for it, you can ignore this message\.\n\nReset your password: http\S+\n$/,
    );
  });

  it('an inquiry reply is in the language of the page the inquiry came from', () => {
    const inquiry = {
      email: 'client@example.org',
      firstName: 'Amani',
      companyName: 'Duka',
      jobTitle: 'CTO',
      message: 'Habari',
      createdAt: new Date('2026-11-02T10:00:00Z'),
    };
    const reply = { subject: 'Re: your inquiry', message: 'Thanks!', senderName: '' };
    const swahili = inquiryReplyMail({ ...inquiry, language: 'sw' }, reply);
    expect(swahili.text).toContain('Habari Amani,');
    expect(swahili.text).toContain('Timu ya Hub');
    expect(swahili.text).toContain('Ombi lako la 2026-11-02 (Duka - CTO):');
    const english = inquiryReplyMail(inquiry, reply);
    expect(english.text).toContain(
      'Hello Amani,\n\nThanks!\n\nThe Hub team\n\n---\nYour inquiry of 2026-11-02 (Duka - CTO):',
    );
  });
});
