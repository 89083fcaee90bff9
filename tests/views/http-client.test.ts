import { MessageResponse } from '@contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { thisTabsAccount, writeStoredAuth } from '@/api/auth-storage';
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

describe("the session's token goes only with the account that makes the call", () => {
  const A = 'a@hub.example';
  const B = 'b@hub.example';
  const signIn = (email: string, remember = false) =>
    writeStoredAuth({ token: `token-of-${email}`, email, role: 'Member', stage: 'session' }, remember);
  /** What another tab does to the shared localStorage (this tab's own code never runs). */
  const otherTabSignsIn = (email: string) => {
    for (const [key, value] of Object.entries({ token: `token-of-${email}`, email, role: 'Member' }))
      localStorage.setItem(key, value);
  };
  const saveProfile = () =>
    call(({ sessionHttp }) => sessionHttp.put('members/me', { json: { bio: 'A’s text' } }), MessageResponse);
  const authorization = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.map(([request]) => request.headers.get('Authorization'));

  it("sends this tab's session token", async () => {
    signIn(A);
    const fetch = stubFetch(() => Response.json({ message: 'Saved' }));
    await expect(saveProfile()).resolves.toEqual({ message: 'Saved' });
    expect(authorization(fetch)).toEqual([`Bearer token-of-${A}`]);
  });

  it("never sends another account's token: a form of A's tab is not saved into B's profile", async () => {
    signIn(A, true);
    otherTabSignsIn(B);
    const ended: string[] = [];
    const { onSessionEnd } = await import('@/api/http-client');
    const stop = onSessionEnd((why) => ended.push(why));
    const fetch = stubFetch(() => Response.json({ message: 'Saved' }));
    await expect(saveProfile()).rejects.toEqual({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
    // This tab's session is over: the session actor hears it as an end in another tab.
    expect(ended).toEqual(['changed']);
    stop();
  });

  it('sends nothing as A once A has logged out in another tab', async () => {
    signIn(A, true);
    localStorage.clear();
    const fetch = stubFetch(() => Response.json({ message: 'Saved' }));
    await expect(saveProfile()).rejects.toEqual({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("a queued write goes only under its author's session (sessionHttpAs), whoever this tab is", async () => {
    signIn(B);
    const fetch = stubFetch(() => Response.json({ message: 'Stored' }));
    const postAs = (author: string) =>
      call(
        ({ sessionHttpAs }) => sessionHttpAs(author).post('channel/messages', { json: { text: 'Hi' } }),
        MessageResponse,
      );
    await expect(postAs(A)).rejects.toEqual({ kind: 'signed-out' });
    expect(fetch).not.toHaveBeenCalled();
    await expect(postAs(B)).resolves.toEqual({ message: 'Stored' });
    expect(authorization(fetch)).toEqual([`Bearer token-of-${B}`]);
  });

  it('a tab signed in as nobody sends no token, even when another tab has stored one since', async () => {
    expect(thisTabsAccount()).toBeNull();
    otherTabSignsIn(B);
    const fetch = stubFetch(() => Response.json({ message: 'Saved' }));
    await saveProfile();
    expect(authorization(fetch)).toEqual([null]);
  });
});
