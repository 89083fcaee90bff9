import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address of the TCP connection. Never X-Forwarded-For or any other header a client can set.
 * Requests without a socket (`app.request()` in tests) share one fixed key.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}
