import { fromPromise } from 'xstate';
import { CACHE_NAMES } from '@/sw/cache-names';
import { offlineWith, type SavedPage } from './offline.machine';

const TITLE = /<title>([^<]*)<\/title>/i;

/** The text of a page's `<title>` (entities decoded), or undefined when it has none. */
export function titleOf(html: string): string | undefined {
  const title = TITLE.exec(html)?.[0];
  if (!title) return undefined;
  return new DOMParser().parseFromString(title, 'text/html').title.trim() || undefined;
}

/**
 * The pages the service worker saved (its `hub-pages` cache), each with the title it was saved with,
 * in address order, by path: the worker keeps one copy per path, and a copy an older worker saved with
 * its query is listed by its path too (once; the copy without a query names it), so no query a link
 * carried shows here. A browser without the Cache API (or a page not served over HTTPS) has none.
 */
export async function listSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const saved = (await cache.keys())
    .map((request) => ({ request, url: new URL(request.url) }))
    .filter(({ url }) => url.origin === window.location.origin)
    // The copy without a query first: it is the one the worker answers the path with.
    .sort((a, b) => Number(a.url.search !== '') - Number(b.url.search !== ''));
  const byPath = new Map<string, Request>();
  for (const { request, url } of saved) if (!byPath.has(url.pathname)) byPath.set(url.pathname, request);
  const pages = await Promise.all(
    [...byPath].map(async ([path, request]): Promise<SavedPage> => {
      const response = await cache.match(request);
      return { path, title: (response && titleOf(await response.text())) || path };
    }),
  );
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** /offline with the device's cache. */
export const offlineLogic = offlineWith({ listSavedPages: fromPromise(listSavedPages) });
export type OfflineLogic = typeof offlineLogic;
