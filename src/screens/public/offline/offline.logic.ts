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
 * in address order. A browser without the Cache API (or a page not served over HTTPS) has none.
 */
export async function listSavedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined') return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request): Promise<SavedPage | undefined> => {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin) return undefined;
      const path = url.pathname + url.search;
      const response = await cache.match(request);
      return { path, title: (response && titleOf(await response.text())) || path };
    }),
  );
  return pages
    .filter((page): page is SavedPage => page !== undefined)
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** /offline with the device's cache. */
export const offlineLogic = offlineWith({ listSavedPages: fromPromise(listSavedPages) });
export type OfflineLogic = typeof offlineLogic;
