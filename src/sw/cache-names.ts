/**
 * The worker's runtime caches, by name (Workbox's precache keeps its own name). The page reads them too:
 * logging out deletes every cache that is not one of these or the precache.
 */
export const pagesCache = 'hub-pages';
export const publicApiCache = 'hub-public-api';
export const uploadsCache = 'hub-uploads';
