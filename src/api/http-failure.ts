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

type Values = Readonly<Record<string, string | number>>;

/** A body's `values`, when it is an object of strings and numbers. */
function valuesOf(data: unknown): Values | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const entries = Object.entries(data);
  return entries.every(([, value]) => typeof value === 'string' || typeof value === 'number')
    ? (Object.fromEntries(entries) as Values)
    : undefined;
}

/** A failure body's `code`, `message` and `values`, the parts it has. */
function textOf(data: { message?: unknown; code?: unknown; values?: unknown }) {
  const values = valuesOf(data.values);
  return {
    ...(typeof data.message === 'string' && { message: data.message }),
    ...(typeof data.code === 'string' && { code: data.code }),
    ...(values && { values }),
  };
}

function bodyOf(data: unknown): Omit<Extract<ApiFailure, { kind: 'http' }>, 'kind' | 'status'> {
  if (typeof data !== 'object' || data === null) return {};
  const { errors } = data as { errors?: unknown };
  return {
    ...textOf(data),
    ...(Array.isArray(errors) && {
      errors: errors
        .filter(
          (item): item is { path: string; message: string } =>
            typeof item?.path === 'string' && typeof item?.message === 'string',
        )
        .map((item) => ({ path: item.path, ...textOf(item), message: item.message })),
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
