import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/catalogs';
import { pageLanguage } from '@/lib/page-language';
import { signup } from '@/screens/auth/signup/signup.api';
import { routeFetch } from '../support/route-fetch';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

/** The sign-up's request body, the call answered with a success (Node's Request needs an absolute URL). */
async function signupBody(): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  routeFetch(async (request) => {
    body = await request.json();
    return Response.json({ message: 'Registered' });
  });
  await signup({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@hub.example',
    password: 'a long passphrase',
    gender: 'female',
    phone: '+250788123456',
    role: 'Member',
  });
  return body;
}

describe("the page's language, one source", () => {
  it('is the activated language: the views, <html lang> and the calls agree', async () => {
    expect(pageLanguage()).toBe('en');
    await activateLanguage('sw');
    expect(pageLanguage()).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect((await signupBody()).language).toBe('sw');
  });
});
