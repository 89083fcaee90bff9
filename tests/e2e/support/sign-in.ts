import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StorageState } from './browser';
import { type OutboxMail, readOutbox } from './mail';
import { patiently } from './patience';

/**
 * Waits for a message to `to` that was not in the outbox before (`seen`), whose subject matches; in the
 * outbox of the server whose DATA_DIR is `dataDir`, the browser tests' when not given.
 */
export async function newMail(
  to: string,
  subject: RegExp,
  seen: Set<string>,
  dataDir?: string,
): Promise<OutboxMail> {
  return patiently(`No new mail to ${to} matching ${subject}`, () =>
    readOutbox(dataDir).find((m) => !seen.has(m.file) && m.to.includes(to) && subject.test(m.subject)),
  );
}

export const outboxFiles = (dataDir?: string) => new Set(readOutbox(dataDir).map((mail) => mail.file));

/** Logs in through /login and /otp with the code read from the mail outbox. */
export async function signIn(page: Page, email: string, password: string) {
  const seen = outboxFiles();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/otp/);
  const mail = await newMail(email, /login code/i, seen);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Enter OTP').fill(code!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/**
 * A fresh, verified member account (sign-up, then the link from the mail): tests that sign a member in use
 * one of their own, so no other test's login or code-mail budget is spent (the browser tests share one server).
 */
export async function signUpMember(page: Page, email: string, password: string) {
  const seen = outboxFiles();
  const signup = await page.request.post('/api/users/signup', {
    data: {
      firstName: 'Teta',
      lastName: 'Kalisa',
      email,
      password,
      gender: 'female',
      phone: '+250788123456',
      role: 'Member',
    },
  });
  expect(signup.status()).toBe(201);
  const mail = await newMail(email, /Verify your e-mail/i, seen);
  const link = /https?:\/\/\S+?\/api\/users\/verify-email\?token=[\w%-]+/.exec(mail.text)?.[0];
  await page.goto(link!);
  await page.waitForURL(/\/login\?verified=1/);
}

/**
 * The demo admin's session token, by the API (login, the code from the mail, verify-otp): one code mail,
 * where a sign-in through the pages per test would spend the admin's budget of ten an hour.
 */
export const adminToken = (api: APIRequestContext): Promise<string> =>
  sessionToken(api, { email: 'admin@hub.example', password: 'AdminPass#2024' });

/**
 * An account's session token by the API (login, the code from the mail, verify-otp), the code read from
 * the outbox of the server whose DATA_DIR is `dataDir` (the browser tests' when not given).
 */
export async function sessionToken(
  api: APIRequestContext,
  { email, password }: { email: string; password: string },
  dataDir?: string,
): Promise<string> {
  const seen = outboxFiles(dataDir);
  const login = await api.post('/api/users/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const code = /\b(\d{6})\b/.exec((await newMail(email, /login code/i, seen, dataDir)).text)?.[1];
  // The code is bound to the login's own (pre-OTP) token.
  const verified = await api.post('/api/users/verify-otp', {
    headers: { Authorization: `Bearer ${(await login.json()).token}` },
    data: { email, otp: code },
  });
  expect(verified.status()).toBe(200);
  return (await verified.json()).token;
}

/** A browser context's storage holding a session as the app stores it after sign-in with 'Remember me!'. */
export function signedInStorage(
  origin: string,
  auth: { token: string; email: string; role: string },
): StorageState {
  const entries = { ...auth, stage: 'session' };
  return {
    cookies: [],
    origins: [{ origin, localStorage: Object.entries(entries).map(([name, value]) => ({ name, value })) }],
  };
}
