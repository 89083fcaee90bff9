import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address as `trustProxy` found it (normalised). */
    clientIp: string;
  }
}

/** Expands an IPv6 address to its 8 groups of 4 hex digits (lowercase). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const last = (tail === undefined ? left : right).at(-1) ?? '';
  // An embedded IPv4 tail (::ffff:1.2.3.4) is two groups.
  if (isIPv4(last)) {
    const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number);
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    (tail === undefined ? left : right).splice(-1, 1, ...groups);
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.padStart(4, '0'));
}

/**
 * The key an address is counted under: IPv4 as is; an IPv4-mapped IPv6 address as its IPv4 address; any
 * other IPv6 address as its /64 network (one subscriber usually holds a whole /64).
 */
export function normalizeAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare || 'unknown';
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 5).every((group) => group === '0000') && groups[5] === 'ffff';
  if (mapped) {
    const [high = 0, low = 0] = [
      Number.parseInt(groups[6] ?? '0', 16),
      Number.parseInt(groups[7] ?? '0', 16),
    ];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The peer address of the TCP connection; requests without a socket (`app.request()` in tests) share 'local'. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/**
 * The client's address, normalised (see `normalizeAddress`). The socket's peer, unless `trustProxy` ran
 * and found the client behind the configured number of proxies. Never a header on its own.
 */
export function clientIp(c: Context): string {
  return c.get('clientIp') ?? normalizeAddress(socketAddress(c));
}

/**
 * TRUST_PROXY=<hops>: the server runs behind that many reverse proxies, each appending the address it got
 * the request from to X-Forwarded-For. The client is then the entry `hops` places from the right (the
 * socket's peer being the nearest proxy); entries further left are the client's own claims and ignored.
 * With 0 (the default) the header is never read.
 */
export function trustProxy(hops: number): MiddlewareHandler {
  return async (c, next) => {
    if (hops > 0) {
      const forwarded = (c.req.header('X-Forwarded-For') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const chain = [socketAddress(c), ...forwarded.reverse()];
      const client = chain[Math.min(hops, chain.length - 1)] ?? chain[0] ?? 'unknown';
      c.set('clientIp', normalizeAddress(client));
    }
    await next();
  };
}
