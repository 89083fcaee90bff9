import type { Language } from '@contracts/languages';
import {
  type LoginRequest,
  type LoginResponse,
  messages,
  type VerifyOtpAnswer,
  type VerifyOtpRequest,
} from '@contracts/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { activateLanguage } from '@/i18n/catalogs';
import { preloadSignedInAreas, renderApp } from '../support/render-app';
import { routeFetch } from '../support/route-fetch';

preloadSignedInAreas();

const EMAIL = 'member@hub.example';
const requests: string[] = [];

/**
 * The server as the browser sees it: GET /api/users/me answers the account with its `language`; every
 * other call answers 404 (the dashboard's blocks then show their failures, which no test here reads).
 */
function stubServer(language: Language) {
  routeFetch((request) => {
    const path = new URL(request.url).pathname;
    requests.push(`${request.method} ${path} ${request.headers.get('Authorization')}`);
    if (path !== '/api/users/me') return Response.json({ message: 'Not found' }, { status: 404 });
    return Response.json({
      data: {
        user: {
          id: '6f1c2b7e-0d2a-4c39-9a51-3f1f0e8b9c11',
          email: EMAIL,
          role: 'Member',
          firstName: 'M',
          lastName: 'B',
          language,
        },
      },
    });
  });
}

function storeSession() {
  for (const [key, value] of Object.entries({ token: 'session-token', email: EMAIL, role: 'Member' }))
    localStorage.setItem(key, value);
  localStorage.setItem('stage', 'session');
}

const meCalls = () => requests.filter((line) => line === 'GET /api/users/me Bearer session-token').length;

afterEach(async () => {
  vi.unstubAllGlobals();
  requests.length = 0;
  await activateLanguage('en');
});

describe("the account's language at sign-in", { timeout: 30_000 }, () => {
  it('a restored session on a browser with no choice: the member area takes the account’s language and keeps it', async () => {
    stubServer('fr');
    storeSession();
    await renderApp('/dashboard');
    expect((await screen.findByText(/Connecté en tant que/, {}, { timeout: 10_000 })).textContent).toContain(
      EMAIL,
    );
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('hub.language')).toBe('fr');
    // The restore's GET /api/users/me gave the language: the only other one is the dashboard's (its profile).
    expect(meCalls()).toBe(2);
  });

  it('a browser with a choice of its own keeps it, and the account is not changed', async () => {
    stubServer('fr');
    storeSession();
    localStorage.setItem('hub.language', 'sw');
    await renderApp('/dashboard');
    expect((await screen.findByText(/Umeingia kama/, {}, { timeout: 10_000 })).textContent).toContain(EMAIL);
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('hub.language')).toBe('sw');
    expect(requests.filter((line) => line.includes('/api/users/me/language'))).toEqual([]);
  });

  /** Signs in through /login and /otp; the login answer names the account's language when given one. */
  async function signIn(answered?: Language) {
    const app = await renderApp('/login', {
      actors: {
        signIn: {
          submitLogin: fromPromise<LoginResponse, LoginRequest>(async () => ({
            message: messages.otpSent,
            token: 'pre-otp',
            data: { user: { email: EMAIL, role: 'Member', ...(answered ? { language: answered } : {}) } },
          })),
          verifyCode: fromPromise<VerifyOtpAnswer, VerifyOtpRequest>(async () => ({
            message: messages.otpVerified,
            token: 'session-token',
          })),
        },
      },
    });
    expect(document.documentElement.lang).toBe('en');
    await app.user.type(await screen.findByLabelText('Email'), EMAIL);
    await app.user.type(screen.getByLabelText('Password'), 'Secret#2024');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await app.user.type(await screen.findByLabelText('Enter OTP', {}, { timeout: 10_000 }), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
  }

  it('a sign-in through /login and /otp: the member area takes the language the login answer named', async () => {
    // GET /api/users/me would say French: the page follows the login answer's Swahili without asking.
    stubServer('fr');
    await signIn('sw');
    expect((await screen.findByText(/Umeingia kama/, {}, { timeout: 10_000 })).textContent).toContain(EMAIL);
    expect(document.documentElement.lang).toBe('sw');
    expect(localStorage.getItem('hub.language')).toBe('sw');
  });

  it('a login answer without a language: the account is asked for it, then the page loads in it', async () => {
    stubServer('rw');
    await signIn();
    expect((await screen.findByText(/Winjiye nka/, {}, { timeout: 10_000 })).textContent).toContain(EMAIL);
    expect(document.documentElement.lang).toBe('rw');
    expect(localStorage.getItem('hub.language')).toBe('rw');
    expect(requests).toContain('GET /api/users/me Bearer session-token');
  });
});
