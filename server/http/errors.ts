import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorFields, type Logger } from '../logger';
import { CLIENT_CLOSED_REQUEST, routeOf } from './request-log';

const genericServerError = 'Something went wrong. Please try again later.';

const defaultMessages: Partial<Record<number, string>> = {
  400: 'Bad request.',
  401: 'Unauthorized.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: 'Request body is too large (limit 100 KiB).',
  415: 'Content-Type must be application/json.',
  429: 'Too many requests. Please try again later.',
};

const abortCodes = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The client closed the connection before the request was read or answered (not a server fault). */
export function isClientAbort(error: unknown, c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return error.name === 'AbortError' || (code !== undefined && abortCodes.has(code));
}

/**
 * The one error handler. Bodies are always `{ message }`; no stack traces or internals ever leave the
 * server. An HTTPException keeps its status and headers (e.g. Retry-After, WWW-Authenticate). A client that
 * hung up mid-request is no error: it gets status 499, which the request log reports as an abort.
 */
export function errorHandler(logger: Logger): ErrorHandler {
  return async (error, c) => {
    if (error instanceof HTTPException) {
      const res = error.getResponse();
      if (res.headers.get('content-type')?.includes('application/json')) return res;
      const headers = new Headers(res.headers);
      headers.delete('content-type');
      headers.delete('content-length');
      const message = error.message || defaultMessages[error.status] || genericServerError;
      return jsonResponse(c, { message }, error.status, headers);
    }
    if (isClientAbort(error, c)) return c.body(null, CLIENT_CLOSED_REQUEST as ContentfulStatusCode);
    logger.error(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        route: routeOf(c),
        path: c.req.path,
        err: errorFields(error),
      },
      'unhandled error',
    );
    return jsonResponse(c, { message: genericServerError }, 500);
  };
}

/** Unknown /api paths answer 404 JSON; anything else a short plain-text 404. */
export const notFoundHandler: NotFoundHandler = (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return c.json({ message: 'Not found.' }, 404);
  return c.text('Not found', 404);
};

function jsonResponse(
  c: Context,
  body: { message: string },
  status: ContentfulStatusCode,
  headers?: Headers,
) {
  const res = c.json(body, status);
  if (headers) for (const [key, value] of headers) res.headers.set(key, value);
  return res;
}
