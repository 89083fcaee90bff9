import type { ApiFailure } from '@contracts/api-failure';
import ky, { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import { readStoredAuth } from './auth-storage';

/** Called when a call made with the session token is answered 401 (the session has ended). */
type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one HTTP client: JSON to /api, 15 s per attempt, GETs retried twice with backoff, other methods
 * never retried. It sends no credentials: sign-in calls (login, verify-otp, sign-up…) answer 401 for a
 * wrong password or code, which must not end anyone's session.
 */
export const http = ky.create({
  prefix: '/api',
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
      ({ request }) => {
        const stored = readStoredAuth();
        if (stored?.stage === 'session') request.headers.set('Authorization', `Bearer ${stored.token}`);
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && request.headers.has('Authorization')) {
          for (const listener of unauthorizedListeners) listener();
        }
      },
    ],
  },
});

function bodyOf(data: unknown): { message?: string; errors?: { path: string; message: string }[] } {
  if (typeof data !== 'object' || data === null) return {};
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  return {
    ...(typeof message === 'string' && { message }),
    ...(Array.isArray(errors) && {
      errors: errors.filter(
        (item): item is { path: string; message: string } =>
          typeof item?.path === 'string' && typeof item?.message === 'string',
      ),
    }),
  };
}

/** Turns whatever a ky call threw into an ApiFailure value. */
export function toApiFailure(error: unknown): ApiFailure {
  if (isHTTPError(error)) {
    const retryAfter = Number(error.response.headers.get('Retry-After'));
    return {
      kind: 'http',
      status: error.response.status,
      ...bodyOf(error.data),
      ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
    };
  }
  if (isTimeoutError(error)) return { kind: 'timeout' };
  if (isNetworkError(error)) return { kind: 'network' };
  if (error instanceof SchemaValidationError || error instanceof SyntaxError)
    return { kind: 'invalid-response' };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'invalid-response' };
}

/** Runs one call; on failure rejects with an ApiFailure instead of a ky error. */
export async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toApiFailure(error);
  }
}
