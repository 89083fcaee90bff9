import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadSignedInAreas, renderApp } from '../support/render-app';

preloadSignedInAreas();

/** The server as the browser sees it: GET /api/users/me answers with `meStatus`. */
let meStatus = 200;
const requests: string[] = [];
/** Calls to /api/users/me (the login page also asks /api/config for the Google button). */
const meRequests = () => requests.filter((line) => line.includes('/api/users/me'));
function stubServer() {
  // Node's Request does not resolve '/api/…' against the page as a browser does; this one does.
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: Request | string) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(
      `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`,
    );
    if (meStatus !== 200)
      return Response.json({ message: 'Please log in to continue.' }, { status: meStatus });
    return Response.json({
      data: {
        user: {
          id: '6f1c2b7e-0d2a-4c39-9a51-3f1f0e8b9c11',
          email: 'member@hub.example',
          role: 'Member',
          firstName: 'M',
          lastName: 'B',
        },
      },
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
  meStatus = 200;
});

describe('the session actor with its real calls (fetch stands in for the server)', () => {
  it('restores a stored session with GET /api/users/me, and ends it on the first 401 of any call', async () => {
    stubServer();
    for (const [key, value] of Object.entries({
      token: 'session-token',
      email: 'member@hub.example',
      role: 'Member',
      stage: 'session',
    }))
      localStorage.setItem(key, value);
    const { router } = await renderApp('/dashboard');
    expect((await screen.findByText(/Signed in as/)).textContent).toContain('member@hub.example');
    expect(meRequests()).toContain('GET /api/users/me Bearer session-token');

    // Any later session call answered 401 (the token expired or was revoked): signed out, storage cleared.
    meStatus = 401;
    const { sessionHttp } = await import('@/api/http-client');
    await act(async () => {
      await sessionHttp.get('users/me').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/dashboard' });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 from a sign-in call (a wrong password) carries no token and ends no session', async () => {
    stubServer();
    for (const [key, value] of Object.entries({
      token: 'session-token',
      email: 'member@hub.example',
      role: 'Member',
      stage: 'session',
    }))
      localStorage.setItem(key, value);
    const { router } = await renderApp('/dashboard');
    await screen.findByText(/Signed in as/);
    meStatus = 401;
    const { login } = await import('@/api/login');
    await act(async () => {
      await login({ email: 'member@hub.example', password: 'wrong-password' }).catch(() => undefined);
    });
    expect(requests).toContain('POST /api/users/login null');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBe('session-token');
  });

  it('a stored token the server refuses at start clears storage and asks for a login', async () => {
    stubServer();
    meStatus = 401;
    sessionStorage.setItem('token', 'old-token');
    sessionStorage.setItem('email', 'member@hub.example');
    sessionStorage.setItem('role', 'Member');
    sessionStorage.setItem('stage', 'session');
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(meRequests()).toEqual(['GET /api/users/me Bearer old-token']);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps a sign-in waiting for its code (the pre-OTP token is never sent to /me)', async () => {
    stubServer();
    sessionStorage.setItem('token', 'pre-otp-token');
    sessionStorage.setItem('email', 'member@hub.example');
    sessionStorage.setItem('role', 'Member');
    sessionStorage.setItem('stage', 'otp');
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(meRequests()).toEqual([]);
    expect(sessionStorage.getItem('token')).toBe('pre-otp-token');
  });
});
