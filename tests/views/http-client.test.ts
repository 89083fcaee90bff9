import { MessageResponse } from '@contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/api/http';

/** fetch answers each call with `answer` (Node's Request does not resolve '/api/…' against the page). */
function stubFetch(answer: () => Response | Promise<Response>) {
  const NodeRequest = globalThis.Request;
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  const fetch = vi.fn(async (_request: Request) => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const post = () =>
  call(({ http }) => http.post('users/forgot-password', { json: { email: 'a@b.c' } }), MessageResponse);

describe('the HTTP client (ky 1 with the /api prefix)', () => {
  it('sends to /api/<path> and reads a JSON answer that matches its contract', async () => {
    const fetch = stubFetch(() => Response.json({ message: 'Sent' }));
    await expect(post()).resolves.toEqual({ message: 'Sent' });
    expect(new URL(fetch.mock.calls[0]?.[0].url ?? '').pathname).toBe('/api/users/forgot-password');
  });

  it('turns an error answer into an http failure with its message, field errors and Retry-After', async () => {
    stubFetch(() =>
      Response.json(
        { message: 'Too many attempts', errors: [{ path: 'email', message: 'Email is required' }] },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    await expect(post()).rejects.toEqual({
      kind: 'http',
      status: 429,
      message: 'Too many attempts',
      errors: [{ path: 'email', message: 'Email is required' }],
      retryAfterSeconds: 30,
    });
  });

  it('an error answer without a JSON body is still an http failure with its status', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(post()).rejects.toEqual({ kind: 'http', status: 502 });
  });

  it('an answer that does not match the contract is an invalid-response failure', async () => {
    stubFetch(() => Response.json({ note: 'no message here' }));
    await expect(post()).rejects.toEqual({ kind: 'invalid-response' });
  });

  it('a request that gets no answer is a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(post()).rejects.toEqual({ kind: 'network' });
  });
});
