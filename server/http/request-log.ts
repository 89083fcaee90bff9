import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../logger';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id, in every log line about it and in the X-Request-Id answer header. */
    requestId: string;
  }
}

/** The status nginx logs for a request its client gave up on (never sent: nobody is listening). */
export const CLIENT_CLOSED_REQUEST = 499;

/** The route pattern that answered (`/api/members/:id`), never the raw path's ids or tokens. */
export function routeOf(c: Context): string {
  const handler = matchedRoutes(c)
    .filter((route) => route.method !== 'ALL')
    .at(-1);
  if (handler) return handler.path;
  return c.req.path.startsWith('/api/') ? '(no route)' : '(static)';
}

/**
 * One line per request: request id, method, route, path without the query string (tokens travel there,
 * e.g. verify-email), status and duration. Never headers or bodies. API calls log at info, static files at
 * debug, a request its client aborted at info with `aborted: true`.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    // On the answer's own headers: c.header() after the handler would rebuild the whole Response.
    c.res.headers.set('X-Request-Id', requestId);
    const fields = {
      reqId: requestId,
      method: c.req.method,
      route: routeOf(c),
      path: c.req.path,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
    };
    // 499: the client hung up (errors.ts); one info line without a stack, not a server error.
    if (c.res.status === CLIENT_CLOSED_REQUEST)
      logger.info({ ...fields, aborted: true }, 'request aborted by the client');
    else if (c.req.path.startsWith('/api/') || c.res.status >= 500) logger.info(fields, 'request');
    else logger.debug(fields, 'request');
  };
}
