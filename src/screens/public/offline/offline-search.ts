import { routeSearch, sameSitePath } from '@/lib/route-search';

/**
 * `/offline?from=/blog`: the page the service worker could not load. Only a path of this site is kept (it
 * becomes the "Try again" link): `//host`, `/\host`, a tab or line break the browser would drop, or a full
 * URL would lead elsewhere.
 */
export const parseOfflineSearch = routeSearch({ from: sameSitePath });
