import { forgetAccount } from '@/device/kept';
import { CACHE_NAMES } from '@/sw/cache-names';
import { isPublicAnswer } from '@/sw/public-answer';

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

/**
 * Deletes the account's caches in the browser (those the worker or anything else filled), and from the
 * uploads every image whose stored answer is not public content: the worker keeps only public ones (a
 * message's image is answered `private`), but one kept before that rule, or by anything else, must not stay
 * for the next person on the device. Public content is what the worker's uploads route keeps
 * (`isPublicAnswer`): Cache-Control says `public`, and neither `private` nor `no-store`.
 */
export async function forgetAccountCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  const forgetPrivateUploads = async () => {
    if (!names.includes(CACHE_NAMES.uploads)) return;
    const uploads = await caches.open(CACHE_NAMES.uploads);
    for (const request of await uploads.keys())
      if (!isPublicAnswer((await uploads.match(request)) ?? Response.error())) await uploads.delete(request);
  };
  await Promise.all([
    ...names.filter((name) => !keptCache(name)).map((name) => caches.delete(name)),
    forgetPrivateUploads(),
  ]);
}

/**
 * Logging out, or the session ending: nothing of the account stays on the device, neither its shelf in
 * IndexedDB (drafts, messages waiting to be sent) nor a cache that could hold its answers. A failure
 * (no IndexedDB in a private window) leaves nothing to clear; it is not the visitor's to handle.
 */
export function forgetAccountOnDevice(email: string): Promise<void> {
  return Promise.allSettled([forgetAccount(email), forgetAccountCaches()]).then(() => undefined);
}
