import { setCatchHandler } from 'workbox-routing';
import { offlinePageFor } from './public-paths';

/**
 * A navigation that fails with nothing saved (offline, or the server unreachable) is sent to the offline
 * page of its language, `/offline?from=<path>` (`/fr/offline?from=…`), which the worker precached: it says
 * the page is not saved and lists those that are. A redirect rather than the page itself, so the address
 * bar, the app's router and "Try again" all agree on where the visitor is. Anything else fails as it would
 * without a worker.
 */
export function registerOfflineFallback(): void {
  setCatchHandler(async ({ request, url }) => {
    if (request.mode !== 'navigate') return Response.error();
    return Response.redirect(new URL(offlinePageFor(url), url.origin).href, 302);
  });
}
