import type { WorkboxPlugin } from 'workbox-core/types';
import { CACHE_NAMES, SAVED_AT_HEADER, SAVED_COPY_ATTRIBUTE } from './cache-names';

/**
 * Marks the public pages the worker saves, so a copy served from the cache says so:
 * - as a page enters the cache, the time is written in a header (`X-Hub-Saved-At`);
 * - as a saved copy is served (the network failed or hung), its `<html ...>` start tag gets
 *   `data-saved-copy="<that time>"`, from which the app shows its "saved copy" banner.
 * Only complete 200 answers are kept (a 404 or an error page must not stand in for the page).
 */

/** Headers of a copy: the body is already decoded, so its encoding and length no longer apply. */
function copiedHeaders(response: Response): Headers {
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return headers;
}

const attributeValue = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export const savedCopyPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type !== 'basic') return null;
    const headers = copiedHeaders(response);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = cachedResponse?.headers.get(SAVED_AT_HEADER);
    if (!cachedResponse || !savedAt) return cachedResponse ?? null;
    const html = (await cachedResponse.text()).replace(
      /<html\b/i,
      `<html ${SAVED_COPY_ATTRIBUTE}="${attributeValue(savedAt)}"`,
    );
    return new Response(html, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers: copiedHeaders(cachedResponse),
    });
  },
};

/**
 * A saved page is kept under its path alone, its query dropped, as it enters the cache and as it is looked
 * up: one copy per page. A query never reaches the cache's keys (the offline page lists them, and
 * `/hire-us?email=…` would keep what a link carried), and links with every kind of query cannot push the
 * real pages out of the cache's 50. A page's query only tells the app what to show, and the app reads it
 * from the address bar, which keeps it; the network is still asked with the whole address.
 */
export const savedPageKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    if (!url.search && !url.hash) return request;
    url.search = '';
    url.hash = '';
    return url.href;
  },
};

/**
 * Deletes the saved pages an older worker kept under their query (`/hire-us?email=…`): no longer answered
 * (a page is looked up by its path), they would only keep what the link carried until they expire.
 */
export async function forgetQueriedPages(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  for (const request of await cache.keys()) if (new URL(request.url).search) await cache.delete(request);
}
