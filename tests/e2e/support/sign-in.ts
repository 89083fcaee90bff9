import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type OutboxMail, readOutbox } from './mail';

/** Waits for a message to `to` that was not in the outbox before (`seen`), whose subject matches. */
export async function newMail(to: string, subject: RegExp, seen: Set<string>): Promise<OutboxMail> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = readOutbox().find((m) => !seen.has(m.file) && m.to.includes(to) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new mail to ${to} matching ${subject}`);
}

export const outboxFiles = () => new Set(readOutbox().map((mail) => mail.file));

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
