import type { ApiFailure } from '@contracts/api-failure';

/**
 * An error answer of the API as an ApiFailure: its status, the body's message and field errors, and its
 * Retry-After. Nothing but the Fetch API, so the ky client (./http-client.ts) and the fetch-only writes
 * (./post-json.ts, which the service worker runs too) read answers the same way.
 */
export async function httpFailureOf(response: Response): Promise<ApiFailure> {
  const retryAfter = Number(response.headers.get('Retry-After'));
  return {
    kind: 'http',
    status: response.status,
    ...bodyOf(await errorBody(response)),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
  };
}

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

/** The JSON body of an error answer, if it has one. */
async function errorBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}
