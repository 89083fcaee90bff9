import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Clock } from '@lib/clock';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptsGzip, noneMatchHits } from './negotiation';

/**
 * The read cache of the public read APIs: ETag + 304 on conditional requests, `Cache-Control` for answers
 * anyone may keep, and a short in-memory copy of each public answer so a busy list costs one query per few
 * seconds. Which routes it serves is declared once, in `read-routes.ts`, and mounted from there.
 *
 * Each cached GET route is mounted with `reads.serve(group)`; a write to the group (any non-GET answered below
 * 400 on the URLs mounted with `reads.invalidatedBy(group)`) drops the group's copies at once. Another
 * instance's writes show after at most `COPY_TTL_MS`.
 *
 * - Nothing answered for a caller is ever kept or marked public. A route that is the caller's own
 *   (`/api/members/me`) is mounted with `reads.callerOnly()`: never served from a copy, and `private,
 *   no-store`. An answer its route marked `no-store` or `private` (the session guards do) is never copied.
 * - A group whose answers depend on the caller (`callerScoped`: projects, resources) is kept and marked
 *   public only for requests without `Authorization`, with `Vary: Authorization`; a signed-in caller's answer
 *   is `private, no-store` and never copied. Its route may still share the part that is everyone's
 *   (`reads.shared(group, key, compute)`: the resources room's page, to which a member's answer adds only
 *   their own likes), kept and dropped like the copies.
 * - Only 200 JSON answers are copied and tagged; errors pass through untouched.
 * - A copy of at least `MIN_GZIP_BYTES` is also gzipped once when it is made, and sent so to clients that
 *   accept gzip (`Vary: Accept-Encoding`): Lighthouse's "Enable text compression" on /members, /projects,
 *   /blog and the resources room, at no CPU per request.
 *
 * ```ts
 * const reads = createReadCache(clock);
 * app.use('/api/members/me', reads.callerOnly());
 * app.use('/api/blogs/:id', reads.serve('blogs', { cacheControl: REVALIDATE }));
 * app.use('/api/admin/projects/*', reads.invalidatedBy('projects'));
 * ```
 */

/** How long an in-memory copy serves (bounds what another instance's write leaves stale). */
export const COPY_TTL_MS = 5_000;
/**
 * Bytes of copies kept at most per group (query strings are the caller's choice): the oldest goes first.
 * Bounded by size, not count, so a long list's small pages all fit (10,000 resources: 834 grid pages of
 * about 4 kB) while a flood of 100-row pages cannot hold more memory than this.
 */
const MAX_BYTES_PER_GROUP = 8 * 1024 * 1024;

/** Browsers and proxies may keep it, but ask again each time (a 304 when nothing changed). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Kept up to a minute: data that only changes with a deployment (the member directory). */
export const SHORT_LIVED = 'public, max-age=60, must-revalidate';
/** An answer for one caller: no shared cache may keep it, and the caller's browser keeps no copy either. */
export const PRIVATE = 'private, no-store';

/** Below this size gzip's header and the extra work cost more than they save. */
const MIN_GZIP_BYTES = 1024;

interface Copy {
  /** The answer's bytes, encoded once. */
  body: Uint8Array<ArrayBuffer>;
  /** The same bytes gzipped (level 6), when large enough and smaller. */
  gzip?: Uint8Array<ArrayBuffer>;
  etag: string;
  contentType: string;
  expiresAt: number;
}

export interface ServeOptions {
  cacheControl: string;
  /** The answer depends on who asks when a token is sent. */
  callerScoped?: boolean;
}

/** Shared values kept at most per group (`shared()`: pages of a list, each a few kB); the oldest goes first. */
const MAX_SHARED_PER_GROUP = 2_000;

/** One group's copies by URL (oldest first) and their bytes, and its shared values by key. */
class CopyGroup {
  private readonly copies = new Map<string, Copy>();
  private bytes = 0;
  private readonly shared = new Map<string, { value: Promise<unknown>; expiresAt: number }>();

  get(key: string): Copy | undefined {
    return this.copies.get(key);
  }

  delete(key: string): void {
    const copy = this.copies.get(key);
    if (!copy) return;
    this.copies.delete(key);
    this.bytes -= copy.body.byteLength;
  }

  set(key: string, copy: Copy): void {
    this.delete(key);
    this.copies.set(key, copy);
    this.bytes += copy.body.byteLength;
    while (this.bytes > MAX_BYTES_PER_GROUP && this.copies.size > 1) {
      this.delete(this.copies.keys().next().value as string);
    }
  }

  /** The shared value kept for `key`, unless it expired by `now`. */
  sharedValue(key: string, now: number): Promise<unknown> | undefined {
    const kept = this.shared.get(key);
    return kept && kept.expiresAt > now ? kept.value : undefined;
  }

  keepShared(key: string, value: Promise<unknown>, expiresAt: number): void {
    this.shared.delete(key);
    this.shared.set(key, { value, expiresAt });
    if (this.shared.size > MAX_SHARED_PER_GROUP)
      this.shared.delete(this.shared.keys().next().value as string);
  }

  /** Forgets `value` if it is still the one kept for `key` (a failed computation). */
  dropShared(key: string, value: Promise<unknown>): void {
    if (this.shared.get(key)?.value === value) this.shared.delete(key);
  }

  clear(): void {
    this.copies.clear();
    this.bytes = 0;
    this.shared.clear();
  }
}

export function createReadCache(clock: Clock) {
  const groups = new Map<string, CopyGroup>();
  const groupOf = (group: string) => {
    const copies = groups.get(group) ?? new CopyGroup();
    groups.set(group, copies);
    return copies;
  };

  /** Runs a write; drops the group's copies once it succeeded. */
  const invalidatedBy =
    (group: string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) groupOf(group).clear();
    };

  /** Requests to a caller-only route: the cache of their group's routes passes them by. */
  const callerOnlyRequests = new WeakSet<Request>();

  /** Marks a route whose answer is the caller's own: never answered from a copy, and `private, no-store`. */
  function callerOnly(): MiddlewareHandler {
    return async (c, next) => {
      callerOnlyRequests.add(c.req.raw);
      await next();
      markPrivate(c);
    };
  }

  function serve(group: string, options: ServeOptions): MiddlewareHandler {
    const invalidate = invalidatedBy(group);
    return async (c, next) => {
      if (c.req.method !== 'GET') return invalidate(c, next);
      if (callerOnlyRequests.has(c.req.raw)) return next();
      if (options.callerScoped && c.req.header('Authorization') !== undefined) {
        await next();
        c.res.headers.set('Vary', 'Authorization');
        markPrivate(c);
        return;
      }
      const url = new URL(c.req.url);
      const key = url.pathname + url.search;
      const map = groupOf(group);
      const now = clock.now().getTime();
      const kept = map.get(key);
      if (kept && kept.expiresAt > now) return answer(c, kept, options);
      map.delete(key);
      await next();
      const copy = await copyOf(c, now);
      if (!copy) return;
      map.set(key, copy);
      // Replaces the handler's answer whole (assigning over it would carry its headers, Content-Length too).
      c.res = undefined;
      c.res = answer(c, copy, options);
    };
  }

  /**
   * The part of a caller-scoped answer that is the same for everyone (a page of a list, before the caller's
   * own marks are added), computed once per COPY_TTL_MS and dropped with the group's copies by its writes.
   * A failed computation is not kept.
   */
  function shared<T>(group: string, key: string, compute: () => Promise<T>): Promise<T> {
    const map = groupOf(group);
    const now = clock.now().getTime();
    const kept = map.sharedValue(key, now);
    if (kept) return kept as Promise<T>;
    const value = compute();
    map.keepShared(key, value, now + COPY_TTL_MS);
    value.catch(() => map.dropShared(key, value));
    return value;
  }

  return { serve, callerOnly, invalidatedBy, shared };
}

export type ReadCache = ReturnType<typeof createReadCache>;

/**
 * `private, no-store` on a caller's answer. A refusal for want of a session (401) is everyone's answer and
 * keeps its `no-store`.
 */
function markPrivate(c: Context): void {
  if (c.res.status !== 401) c.res.headers.set('Cache-Control', PRIVATE);
}

/** Whether the route itself said its answer is for this caller only (the session guards say `no-store`). */
function keptByNoOne(res: Response): boolean {
  return /\b(?:no-store|private)\b/i.test(res.headers.get('Cache-Control') ?? '');
}

/** A copy of a 200 JSON answer anyone may keep, or undefined (anything else passes through as it is). */
async function copyOf(c: Context, now: number): Promise<Copy | undefined> {
  const contentType = c.res.headers.get('Content-Type') ?? '';
  if (c.res.status !== 200 || !contentType.startsWith('application/json') || keptByNoOne(c.res)) {
    return undefined;
  }
  const body = new Uint8Array(await c.res.arrayBuffer());
  return { body, gzip: gzipped(body), etag: etagOf(body), contentType, expiresAt: now + COPY_TTL_MS };
}

function gzipped(body: Uint8Array): Uint8Array<ArrayBuffer> | undefined {
  if (body.byteLength < MIN_GZIP_BYTES) return undefined;
  const gzip = new Uint8Array(gzipSync(body, { level: 6 }));
  return gzip.byteLength < body.byteLength ? gzip : undefined;
}

/** A weak validator: the same JSON always gives the same tag. */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function answer(c: Context, copy: Copy, options: ServeOptions): Response {
  const vary = [
    ...(options.callerScoped ? ['Authorization'] : []),
    ...(copy.gzip ? ['Accept-Encoding'] : []),
  ];
  const headers: Record<string, string> = {
    ETag: copy.etag,
    'Cache-Control': options.cacheControl,
    ...(vary.length > 0 && { Vary: vary.join(', ') }),
  };
  if (noneMatchHits(c.req.header('If-None-Match'), copy.etag))
    return new Response(null, { status: 304, headers });
  const gzip = copy.gzip && acceptsGzip(c.req.header('Accept-Encoding')) ? copy.gzip : undefined;
  const body = gzip ?? copy.body;
  return new Response(body, {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': copy.contentType,
      'Content-Length': String(body.byteLength),
      ...(gzip && { 'Content-Encoding': 'gzip' }),
    },
  });
}
