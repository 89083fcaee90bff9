import type { ApiFailure } from '@contracts/api-failure';
import ky, { isHTTPError, isTimeoutError, type ResponsePromise } from 'ky';
import type { GenericSchema, InferOutput } from 'valibot';
import { readStoredAuth } from './auth-storage';
import { httpFailureOf } from './http-failure';

/** Called when a call made with the session token is answered 401 (the session has ended). */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
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

/**
 * The same client for calls that need the signed-in session: it sends the stored session token (never the
 * pre-OTP one) as a bearer header, and a 401 answer tells the session actor the session has ended.
 */
export const sessionHttp = http.extend({
  hooks: {
    beforeRequest: [
      (request) => {
        const stored = readStoredAuth();
        if (stored?.stage === 'session') request.headers.set('Authorization', `Bearer ${stored.token}`);
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        if (response.status === 401 && request.headers.has('Authorization')) {
          for (const listener of unauthorizedListeners) listener();
        }
      },
    ],
  },
});

/** The answer's JSON did not match its contract. */
class InvalidResponseError extends Error {}

/** Turns whatever a ky call threw into an ApiFailure value. */
async function toApiFailure(error: unknown): Promise<ApiFailure> {
  if (isHTTPError(error)) return httpFailureOf(error.response);
  if (isTimeoutError(error)) return { kind: 'timeout' };
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

/** The two clients a call picks from. */
export interface Clients {
  http: typeof http;
  sessionHttp: typeof sessionHttp;
}
const clients: Clients = { http, sessionHttp };

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
