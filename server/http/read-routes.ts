import type { Hono } from 'hono';
import { REVALIDATE, type ReadCache, type ServeOptions, SHORT_LIVED } from './read-cache';

/**
 * The one list of what the read cache serves. Only a route listed in `cachedReads` is ever answered from a
 * copy, so a new route under a cached prefix is kept by no one until it is listed here.
 * `tests/server/read-cache-privacy.test.ts` walks every route of these lists with two members and a visitor
 * and fails on a GET route under a cached prefix that is in neither list.
 */

/** Rows whose writes drop a group's copies together. */
export type ReadGroup = 'members' | 'blogs' | 'projects' | 'resources';

/** A GET route whose answer is the same for everyone (or, `callerScoped`, for every visitor without a token). */
export interface CachedRead extends ServeOptions {
  /** The route's path pattern, as the app declares it. */
  path: string;
  group: ReadGroup;
}

export const cachedReads: readonly CachedRead[] = [
  { path: '/api/members', group: 'members', cacheControl: SHORT_LIVED },
  { path: '/api/members/:id', group: 'members', cacheControl: SHORT_LIVED },
  { path: '/api/blogs', group: 'blogs', cacheControl: REVALIDATE },
  { path: '/api/blogs/:id', group: 'blogs', cacheControl: REVALIDATE },
  // Visible projects, the caller's own (`?owner=me`) and the liked resources (`?liked=me`) depend on the
  // session: only a visitor's answer is kept.
  { path: '/api/projects', group: 'projects', cacheControl: REVALIDATE, callerScoped: true },
  { path: '/api/projects/:id', group: 'projects', cacheControl: REVALIDATE, callerScoped: true },
  { path: '/api/resources', group: 'resources', cacheControl: REVALIDATE, callerScoped: true },
  { path: '/api/resources/:id', group: 'resources', cacheControl: REVALIDATE, callerScoped: true },
];

/**
 * Routes under the cached prefixes whose answer is the caller's own: never answered from a copy, and
 * `private, no-store`. Mounted before the cached reads, since `/api/members/:id` also matches `/me`.
 */
export const callerOnlyReads: readonly string[] = ['/api/members/me'];

/** Where each group's rows are written: a successful write there drops the group's copies. */
export const groupWrites: readonly { path: string; group: ReadGroup }[] = [
  { path: '/api/members/*', group: 'members' },
  { path: '/api/blogs/*', group: 'blogs' },
  { path: '/api/projects/*', group: 'projects' },
  { path: '/api/admin/projects/*', group: 'projects' },
  { path: '/api/resources/*', group: 'resources' },
];

/** Mounts the read cache on `app`: the caller-only routes, then the cached reads, then the groups' writes. */
export function mountReadCache(app: Hono, reads: ReadCache): void {
  for (const path of callerOnlyReads) app.use(path, reads.callerOnly());
  for (const { path, group, ...options } of cachedReads) app.use(path, reads.serve(group, options));
  for (const { path, group } of groupWrites) app.use(path, reads.invalidatedBy(group));
}
