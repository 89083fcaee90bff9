import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isEarlierRuntimeCache } from './cache-names';
import { forgetQueriedPages } from './saved-copy';
import type { WorkerScope } from './worker-scope';

declare const self: WorkerScope;

/** What the app sends (workbox-window's `messageSkipWaiting()`) when the visitor accepts the new version. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

/**
 * The precache (built JS, CSS, catalogs, icons and the offline pages, listed by the build) and the
 * worker's life: a new version waits until the app asks it to take over (the visitor chose "Reload"),
 * so a page never runs against files of another release; the first install takes the open pages at once.
 */
export async function forgetEarlierCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isEarlierRuntimeCache).map((name) => caches.delete(name)));
}

export function startLifecycle(): void {
  cleanupOutdatedCaches();
  // `from` names the page that failed; the offline page itself is the same file for every `from`.
  precacheAndRoute(self.__WB_MANIFEST, {
    ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^from$/],
    cleanURLs: false,
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  });
  // Pages saved under their query, and the runtime caches, of an earlier release go as this one takes over.
  self.addEventListener('activate', (event) =>
    event.waitUntil(Promise.all([forgetQueriedPages(), forgetEarlierCaches()]).catch(() => {})),
  );
  clientsClaim();
}
