import { hashPassword } from '@server/auth/passwords';
import { users } from '@server/db/schema';
import type { MailMessage } from '@server/mail/mailer';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Helpers for the /api/users tests: requests from a chosen peer address, accounts, and codes read from mail. */

export interface RequestOptions {
  /** Peer address of the fake socket (what `getConnInfo` reads); omitted → the fixed test key. */
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

export function socketEnv(ip: string | undefined) {
  return ip
    ? { incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } } }
    : undefined;
}

export async function postJson(t: TestApp, path: string, body: unknown, options: RequestOptions = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await t.app.request(
    `/api/users${path}`,
    { method: 'POST', headers, body: JSON.stringify(body) },
    socketEnv(options.ip),
  );
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

export async function getJson(t: TestApp, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await t.app.request(path, { headers }, socketEnv(options.ip));
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown>,
  };
}

let counter = 0;
/** A fresh address per call, so tests in one file never share accounts (or per-account limits). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Aline',
    lastName: 'Uwase',
    email: uniqueEmail('signup'),
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    gender: 'female',
    phone: '+250788123456',
    role: 'Member',
    ...overrides,
  };
}

/** Inserts a verified account directly (one argon2 hash). */
export async function createAccount(
  t: TestApp,
  options: {
    email?: string;
    password?: string;
    role?: 'Member' | 'Admin' | 'Moderator';
    verified?: boolean;
  } = {},
) {
  const email = options.email ?? uniqueEmail('account');
  const password = options.password ?? 'Sturdy-Passphrase-42';
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Test',
      lastName: 'User',
      role: options.role ?? 'Member',
      emailVerifiedAt: options.verified === false ? null : t.clock.now(),
    })
    .returning();
  return { ...user!, password };
}

export async function userByEmail(t: TestApp, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

/** Mails are sometimes sent just after the answer (equal timing); wait for one to arrive. */
export async function waitForMail(
  t: TestApp,
  to: string,
  subject: string | RegExp,
  after = 0,
): Promise<MailMessage> {
  const matches = (m: MailMessage) =>
    m.to.toLowerCase() === to.toLowerCase() &&
    (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject));
  for (let i = 0; i < 200; i += 1) {
    const found = t.mailer.messages.slice(after).findLast(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no mail "${String(subject)}" to ${to}`);
}

export function codeFrom(mail: MailMessage): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error('no code in mail');
  return match[1]!;
}

export function linkFrom(mail: MailMessage): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in mail');
  return new URL(match[0]);
}

/** Login with the right password; returns the pre-OTP token and the code from the mail. */
export async function loginForCode(
  t: TestApp,
  email: string,
  password: string,
  options: RequestOptions = {},
) {
  const before = t.mailer.messages.length;
  const res = await postJson(t, '/login', { email, password }, options);
  expect(res.status).toBe(200);
  const mail = await waitForMail(t, email, 'Your Hub login code', before);
  return { token: res.body.token as string, code: codeFrom(mail), response: res };
}

/** Full sign-in: login, code, session token. */
export async function signIn(t: TestApp, email: string, password: string, options: RequestOptions = {}) {
  const { code, token } = await loginForCode(t, email, password, options);
  const res = await postJson(t, '/verify-otp', { email, otp: code }, { ...options, token });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

const secretKeys =
  /^(password|passwordHash|password_hash|codeHash|code_hash|otp|code|tokenHash|token_hash|secret|jwtSecret)$/i;

/** Fails when a JSON body carries a hash, a code or a secret under any key, at any depth. */
export function assertNoSecrets(body: unknown, path = '$'): void {
  if (Array.isArray(body)) {
    body.forEach((item, i) => {
      assertNoSecrets(item, `${path}[${i}]`);
    });
    return;
  }
  if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      // An error code (`users.otpInvalid`, contracts/text-codes.ts) is no secret: a one-time code is digits.
      const errorCode =
        key === 'code' && typeof value === 'string' && /^[a-z][A-Za-z]*\.[A-Za-z]+$/.test(value);
      if (secretKeys.test(key) && !errorCode) throw new Error(`response carries ${path}.${key}`);
      if (typeof value === 'string' && /^\$argon2/.test(value))
        throw new Error(`response carries a hash at ${path}.${key}`);
      assertNoSecrets(value, `${path}.${key}`);
    }
  }
}
