import type { ApiFailure } from '@contracts/api-failure';
import ky, { type BeforeRequestHook, isHTTPError, isTimeoutError, type ResponsePromise } from 'ky';
import type { GenericSchema, InferOutput } from 'valibot';
import { sessionTokenFor, thisTabsAccount } from './auth-storage';
import { httpFailureOf } from './http-failure';

/**
 * How a call found this tab's session over: answered 401 (`unauthorized`), or refused before it was sent
 * because the stored session is no longer this tab's account (`changed`: a logout or another account's
 * sign-in in another tab).
 */
export type SessionEnd = 'unauthorized' | 'changed';
type SessionEndListener = (end: SessionEnd) => void;
const sessionEndListeners = new Set<SessionEndListener>();

export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

function tellSessionEnd(end: SessionEnd): void {
  for (const listener of sessionEndListeners) listener(end);
}

/**
 * ky and what maps its errors to ApiFailure values: loaded by ./http with the first call, so pages that
 * call nothing before the visitor acts (prerendered lists, sign-in forms) don't fetch it up front.
 *
 * The one HTTP client: JSON to /api, 15 s per attempt, GETs retried twice with backoff, other methods
 * never retried. It sends no credentials: sign-in calls (login, verify-otp, sign-up…) answer 401 for a
 * wrong password or code, which must not end anyone's session.
 */
export const http = ky.create({
  prefixUrl: '/api',
  timeout: 15_000,
  retry: { limit: 2, methods: ['get'] },
});

/** A call refused before it was sent: the session it was to go with is not the stored one any more. */
class SessionChangedError extends Error {}

/** The account a call was written by (`sessionHttpAs`), kept in ky's per-call context. */
const authorOf = (context: Record<string, unknown>) =>
  typeof context.author === 'string' ? context.author : undefined;

/**
 * The session's bearer header for a call made as `account`: the stored session token while the stored
 * session is that account's. Another account's session, or none, refuses the call before anything is
 * sent. A tab that is signed in as nobody sends no token.
 */
const authorize: BeforeRequestHook = (request, options) => {
  const author = authorOf(options.context);
  const account = author ?? thisTabsAccount();
  if (account === null) return;
  const token = sessionTokenFor(account);
  if (token === null) {
    // This tab's own session is over; a queued write of an earlier account only stays unsent.
    if (account === thisTabsAccount()) tellSessionEnd('changed');
    throw new SessionChangedError(`The stored session is not ${account}'s`);
  }
  request.headers.set('Authorization', `Bearer ${token}`);
};

/**
 * The same client for calls that need the signed-in session: it sends the stored session token (never the
 * pre-OTP one) as a bearer header, only while it is this tab's account's, and a 401 answer tells the
 * session actor the session has ended.
 */
export const sessionHttp = http.extend({
  hooks: {
    beforeRequest: [authorize],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) tellSessionEnd('unauthorized');
      },
    ],
  },
});

/**
 * A write queued by `author` (a message waiting for the connection, a kept draft): sent only under that
 * account's session, whoever is signed in when it goes.
 */
export function sessionHttpAs(author: string): typeof sessionHttp {
  return sessionHttp.extend({ context: { author } });
}

/** The answer's JSON did not match its contract. */
class InvalidResponseError extends Error {}

/** Turns whatever a ky call threw into an ApiFailure value. */
async function toApiFailure(error: unknown): Promise<ApiFailure> {
  if (isHTTPError(error)) return httpFailureOf(error.response);
  if (isTimeoutError(error)) return { kind: 'timeout' };
  if (error instanceof SessionChangedError) return { kind: 'signed-out' };
  if (error instanceof InvalidResponseError || error instanceof SyntaxError)
    return { kind: 'invalid-response' };
  // fetch rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'invalid-response' };
}

/** Reads a JSON answer and checks it against its contract (valibot through Standard Schema). */
async function readJson<Contract extends GenericSchema>(
  response: ResponsePromise,
  contract: Contract,
): Promise<InferOutput<Contract>> {
  const result = await contract['~standard'].validate(await response.json());
  if (result.issues) throw new InvalidResponseError('The answer does not match its contract');
  return result.value;
}

/** The clients a call picks from. */
export interface Clients {
  http: typeof http;
  sessionHttp: typeof sessionHttp;
  sessionHttpAs: typeof sessionHttpAs;
}
const clients: Clients = { http, sessionHttp, sessionHttpAs };

/** A call: picks its client and sends the request. */
export type Request = (clients: Clients) => ResponsePromise;

/** `call` of ./http, once this module has loaded. */
export async function call<Contract extends GenericSchema>(
  request: Request,
  contract: Contract,
): Promise<InferOutput<Contract>> {
  try {
    return await readJson(request(clients), contract);
  } catch (error) {
    throw await toApiFailure(error);
  }
}

/** `open` of ./http, once this module has loaded. */
export async function open(request: Request): Promise<Response> {
  try {
    return await request(clients);
  } catch (error) {
    throw await toApiFailure(error);
  }
}
