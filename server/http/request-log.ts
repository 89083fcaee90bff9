import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';

/**
 * One line per request: method, path without the query string (tokens travel there, e.g. verify-email),
 * status and duration. Never headers or bodies. API calls log at info, static files at debug.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    const line = `[http] ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`;
    if (c.req.path.startsWith('/api/') || c.res.status >= 500) logger.info(line);
    else logger.debug(line);
  };
}
