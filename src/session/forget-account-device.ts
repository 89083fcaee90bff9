import { forgetAccount } from '@/device/kept';
import { CACHE_NAMES } from '@/sw/cache-names';

/**
 * The caches a sign-out keeps: Workbox's precache (the build's own files), the pages (prerendered HTML and
 * the app's shell: a navigation never carries the token), the uploaded images and the site's own pictures
 * (public files). Every other
 * cache goes, the public API answers (`hub-public-api`) too: by design nothing fetched with the token is
 * cached, but a list read while signed in is simpler to drop than to prove harmless, and it costs only a
 * fetch on the next visit.
 */
const publicCaches = new Set<string>([CACHE_NAMES.pages, CACHE_NAMES.uploads, CACHE_NAMES.images]);
const keptCache = (name: string) => publicCaches.has(name) || name.startsWith('workbox-precache');

/** Deletes the account's caches in the browser (those the worker or anything else filled). */
export async function forgetAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !keptCache(name)).map((name) => caches.delete(name)));
}

/**
 * Logging out, or the session ending: nothing of the account stays on the device, neither its shelf in
 * IndexedDB (drafts, messages waiting to be sent) nor a cache that could hold its answers. A failure
 * (no IndexedDB in a private window) leaves nothing to clear; it is not the visitor's to handle.
 */
export function forgetAccountOnDevice(email: string): Promise<void> {
  return Promise.allSettled([forgetAccount(email), forgetAccountCaches()]).then(() => undefined);
}
