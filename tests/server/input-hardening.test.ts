import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, postJson, signupBody, uniqueEmail } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** Input hardening: control characters, names that carry line breaks or links, and NFC passwords. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.11.0.${++ip}`;
const CONTROL_MESSAGE = 'Text must not contain control characters.';

async function postAny(path: string, body: unknown) {
  const res = await t.app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: nextIp() } } },
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const inquiry = {
  email: 'client@example.com',
  first_name: 'Amina',
  last_name: 'Njoroge',
  company_name: 'Acacia Labs',
  job_title: 'Head of Product',
  country: 'Kenya',
  message: 'We need a mobile app.',
  consent: true,
};

describe('a NUL or other control character in any JSON string → 400, never 500', () => {
  const nul = '\u0000';
  it.each([
    ['/api/users/login', { email: `a${nul}@example.org`, password: 'whatever-password' }],
    ['/api/users/login', { email: 'a@example.org', password: `pass${nul}word-long` }],
    ['/api/users/verify-otp', { email: `a${nul}@example.org`, otp: '123456' }],
    ['/api/users/resend-otp', { email: `a${nul}@example.org` }],
    ['/api/users/signup', { ...signupBody(), firstName: `Ada${nul}` }],
    ['/api/users/signup', { ...signupBody(), phone: `+250788123456${nul}` }],
    ['/api/users/forgot-password', { email: `a${nul}@example.org` }],
    [
      '/api/users/reset-password',
      { token: `abcdefghijklmnopqrstuvwxyz${nul}`, password: 'Fresh-Passphrase-1' },
    ],
    ['/api/hire-us', { ...inquiry, message: `Hello${nul}` }],
    ['/api/hire-us', { ...inquiry, company_name: 'Acacia\u001bLabs' }],
    ['/api/users/login', { [`email${nul}`]: 'x', email: 'a@example.org', password: 'whatever-password' }],
  ])('%s %j', async (path, body) => {
    const res = await postAny(path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CONTROL_MESSAGE);
  });

  it('tabs and line breaks in a message are still fine', async () => {
    const res = await postAny('/api/hire-us', { ...inquiry, message: 'Line one\r\n\tLine two' });
    expect(res.status).toBe(201);
  });
});

describe('names go into mail bodies: no line breaks, no web addresses', () => {
  it.each([
    ['firstName', 'Ada\r\nBcc: victim@example.org'],
    ['firstName', 'Visit https://evil.example now'],
    ['lastName', 'www.evil.example'],
    ['lastName', 'cheap-pills.com'],
  ])('sign-up %s %j → 400 on that field', async (field, value) => {
    const res = await postJson(t, '/signup', signupBody({ [field]: value }), { ip: nextIp() });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });

  it.each([
    ['first_name', 'See http://evil.example'],
    ['last_name', 'www.evil.example'],
  ])('hire-us %s %j → 400', async (field, value) => {
    const res = await postAny('/api/hire-us', { ...inquiry, [field]: value });
    expect(res.status).toBe(400);
  });

  it('ordinary names with dots, hyphens and apostrophes pass', async () => {
    const res = await postJson(t, '/signup', signupBody({ firstName: 'J. R.', lastName: "O'Neil-Uwase" }), {
      ip: nextIp(),
    });
    expect(res.status).toBe(201);
  });
});

describe('passwords are NFC-normalised before hashing and checking', () => {
  it('a password typed decomposed (NFD) at sign-up works typed composed (NFC) at login, and back', async () => {
    const nfd = 'Cafe\u0301 au lait 2026';
    const nfc = 'Caf\u00e9 au lait 2026';
    const email = uniqueEmail('nfc');
    expect(
      (
        await postJson(t, '/signup', signupBody({ email, password: nfd, confirmPassword: nfd }), {
          ip: nextIp(),
        })
      ).status,
    ).toBe(201);
    await t.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.email, email));
    expect((await postJson(t, '/login', { email, password: nfc }, { ip: nextIp() })).status).toBe(200);

    const account = await createAccount(t, { password: nfc });
    expect(
      (await postJson(t, '/login', { email: account.email, password: nfd }, { ip: nextIp() })).status,
    ).toBe(200);
  });
});
