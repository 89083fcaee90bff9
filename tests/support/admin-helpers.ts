import { hireInquiries, type NewInquiryRow } from '@server/db/schema';
import { createAccount, loginForCode, signIn, socketEnv } from './auth-helpers';
import type { TestApp } from './test-app';

/** Helpers for the admin API tests: signed-in accounts of a role, and JSON requests with a bearer token. */

let ipCounter = 0;
/** A fresh peer address per sign-in, so the per-IP sign-in limits never get in the way. */
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

export type Role = 'Member' | 'Admin' | 'Moderator';

/** A verified account of `role`, signed in through login and the one-time code: its session token. */
export async function signedIn(t: TestApp, role: Role = 'Admin') {
  const account = await createAccount(t, { role });
  const token = await signIn(t, account.email, account.password, { ip: nextIp() });
  return { account, token };
}

/** A verified account's pre-OTP token (after the right password, before the code). */
export async function preOtpToken(t: TestApp, role: Role = 'Admin'): Promise<string> {
  const account = await createAccount(t, { role });
  return (await loginForCode(t, account.email, account.password, { ip: nextIp() })).token;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds.
  body: any;
}

/** One request; `body` is sent as JSON. An empty answer (204) reads as `null`. */
export async function api(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const res = await t.app.request(
    path,
    {
      method,
      headers,
      ...(hasBody && { body: options.rawBody ?? JSON.stringify(options.body) }),
    },
    socketEnv(undefined),
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/**
 * Inserts `n` hire-us inquiries, one a minute apart before the app's clock (index 0 is the oldest), each
 * changed by `overrides(i)`. Returns their ids, oldest first.
 */
export async function insertInquiries(
  t: TestApp,
  n: number,
  overrides: (i: number) => Partial<NewInquiryRow> = () => ({}),
): Promise<string[]> {
  if (n === 0) return [];
  const now = t.clock.now().getTime();
  const rows = await t.db
    .insert(hireInquiries)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `client${i}@company.example`,
        firstName: `First${i}`,
        lastName: `Last${i}`,
        companyName: `Company ${i}`,
        jobTitle: 'CTO',
        country: 'Kenya',
        message: `Message ${i}`,
        consent: true,
        status: 'Pending' as const,
        createdAt: new Date(now - (n - i) * 60_000),
        ...overrides(i),
      })),
    )
    .returning({ id: hireInquiries.id });
  return rows.map((row) => row.id);
}
