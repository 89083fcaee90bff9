import { httpMessages, statusText } from '@contracts/text-codes';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorFields, type Logger } from '../logger';
import { CLIENT_CLOSED_REQUEST, routeOf } from './request-log';

const abortCodes = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The client closed the connection before the request was read or answered (not a server fault). */
export function isClientAbort(error: unknown, c: Context): boolean {
  if (c.req.raw.signal.aborted) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return error.name === 'AbortError' || (code !== undefined && abortCodes.has(code));
}

/**
 * The one error handler. Bodies are always `{ code, message }` (`fail`, contracts/text-codes.ts); no stack traces or internals ever leave the
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
      // A message of Hono's own (no text of ours) keeps its status's code.
      const text = statusText(error.status);
      return fail(c, error.status, error.message ? { id: text.id, message: error.message } : text, {
        headers,
      });
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
    return fail(c, 500, textsOf(httpMessages).serverError);
  };
}

/** Unknown /api paths answer 404 JSON; anything else a short plain-text 404. */
export const notFoundHandler: NotFoundHandler = (c) => {
  if (c.req.path === '/api' || c.req.path.startsWith('/api/'))
    return fail(c, 404, textsOf(httpMessages).notFound);
  return c.text('Not found', 404);
};
