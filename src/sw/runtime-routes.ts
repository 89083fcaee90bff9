import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { RouteMatchCallback, RouteMatchCallbackOptions, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';
import { isPublicAnswer } from './public-answer';
import { isApiPath, isPublicApiPath, isSavedPagePath, isSiteImagePath, isUploadPath } from './public-paths';
import { savedCopyPlugin, savedPageKeyPlugin } from './saved-copy';

/**
 * The worker's runtime caching, one route per kind of request. Every match first asks `keepable`: a GET
 * to this site carrying no `Authorization` header. A request with a token is the signed-in person's own
 * (a member's list with their likes, their profile) and never enters nor is answered from a cache; a
 * write never is either.
 */

const DAY_SECONDS = 24 * 60 * 60;
/** A saved page or public answer older than this is dropped: a month-old list is no longer "the site". */
const MAX_AGE_SECONDS = 30 * DAY_SECONDS;
/** An upload larger than this is not kept: a few of them would fill a phone's share of storage. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

function keepable({ request, sameOrigin }: RouteMatchCallbackOptions): boolean {
  return sameOrigin && request.method === 'GET' && !request.headers.has('Authorization');
}

/** Refuses to cache a response larger than `maxBytes` (by its Content-Length, else by its body). */
function sizeLimitPlugin(maxBytes: number): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      const declared = Number(response.headers.get('Content-Length'));
      if (Number.isFinite(declared) && declared > 0) return declared <= maxBytes ? response : null;
      const size = (await response.clone().arrayBuffer()).byteLength;
      return size <= maxBytes ? response : null;
    },
  };
}

/**
 * Keeps only public answers: a phone shared by several people never keeps what one of them may see and
 * the next may not. The uploads' address tells nothing of who may see them (a project's picture and a
 * message's image look alike), their answer does.
 */
const publicAnswersOnlyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? response : null),
};

/**
 * How long a public page waits for the network before its saved copy shows. A page's HTML is 10–30 kB, so
 * a connection that has said nothing for 2 s is one that hangs (a weak signal), and the reader should be
 * reading within 3 s. A slow answer is not lost: the request goes on and updates the saved copy for the
 * next visit, and the copy on screen says it is one.
 */
const PAGE_NETWORK_TIMEOUT_SECONDS = 2;

/** One runtime route: which requests it takes, and the strategy that answers them. */
export interface RuntimeRoute {
  match: RouteMatchCallback;
  handler: Strategy;
}

/**
 * The runtime routes in the order Workbox tries them (the first that matches answers). A function, so each
 * call builds its own strategies and plugins: the worker registers them once, a test builds its own.
 */
export function runtimeRoutes(): RuntimeRoute[] {
  return [
    // Public pages: the network first, so a visitor online always reads the current page; a saved copy
    // when the network fails, or has not answered within PAGE_NETWORK_TIMEOUT_SECONDS.
    {
      match: (options) =>
        keepable(options) && options.request.mode === 'navigate' && isSavedPagePath(options.url.pathname),
      handler: new NetworkFirst({
        cacheName: CACHE_NAMES.pages,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
        plugins: [
          savedPageKeyPlugin,
          savedCopyPlugin,
          new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },

    // Every other navigation (the member and admin areas, forms with secrets): never kept, but its failure
    // reaches the catch handler, which answers with the offline page (offline-fallback.ts).
    {
      match: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && !isApiPath(url.pathname),
      handler: new NetworkOnly(),
    },

    // Public reads: answered at once from the cache when there is a copy, refreshed behind it.
    {
      match: (options) => keepable(options) && isPublicApiPath(options.url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.publicApi,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },

    // Uploaded images never change at one address: the cache first, a bounded number, none over 1 MB, and
    // only those answered public (a message's image is private: asked of the network each time).
    {
      match: (options) => keepable(options) && isUploadPath(options.url.pathname),
      handler: new CacheFirst({
        cacheName: CACHE_NAMES.uploads,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          publicAnswersOnlyPlugin,
          sizeLimitPlugin(MAX_UPLOAD_BYTES),
          new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },

    // The site's pictures a saved page shows (member photos, project covers): kept as they are seen, not
    // precached (most visitors never see most of them), bounded like the uploads. Their addresses are not
    // hashed, so a changed picture must show: answered from the cache, revalidated behind it (a 304).
    {
      match: (options) => keepable(options) && isSiteImagePath(options.url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: CACHE_NAMES.images,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          sizeLimitPlugin(MAX_UPLOAD_BYTES),
          new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
        ],
      }),
    },
  ];
}

export function registerRuntimeRoutes(): void {
  for (const { match, handler } of runtimeRoutes()) registerRoute(match, handler);
}
