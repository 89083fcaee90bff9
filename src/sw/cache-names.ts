/**
 * The names of the worker's runtime caches, in one module: the worker opens them, the offline page lists
 * the saved pages of `pages`, and the app's logout deletes those a signed-in visit may have filled (none
 * holds anything of an account, since no request carrying `Authorization` is ever cached, but a shared
 * device should keep nothing of a visit).
 */
export const CACHE_NAMES = {
  /** Public pages (navigations), network first: the saved copies shown offline. */
  pages: 'hub-pages',
  /** Public read APIs (members, projects, resources, blogs), stale while revalidate. */
  publicApi: 'hub-public-api',
  /**
   * Uploaded images (`/api/uploads/:id`) whose answer is public content, cache first: an upload's address
   * never changes content. (Named anew when the worker stopped keeping private answers: what `hub-uploads`
   * holds was kept without that rule, and goes as this worker takes over.)
   */
  uploads: 'hub-public-uploads',
  /** The site's own pictures (`/images/…`: member photos, project covers, logos), cache first. */
  images: 'hub-images',
} as const;

/** Every runtime cache the worker fills (the precache is Workbox's own, named per scope). */
const RUNTIME_CACHE_NAMES: readonly string[] = Object.values(CACHE_NAMES);

/** A runtime cache of an earlier release that this one no longer fills: it goes as this worker takes over. */
export const isEarlierRuntimeCache = (name: string) =>
  name.startsWith('hub-') && !RUNTIME_CACHE_NAMES.includes(name);

/** The header a saved page carries: when it was saved (an ISO time), set as it enters the cache. */
export const SAVED_AT_HEADER = 'X-Hub-Saved-At';

/** The attribute the `<html>` start tag of a page served from the cache carries (the saved time). */
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';
