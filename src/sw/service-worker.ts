/**
 * The site's service worker, built by vite-plugin-pwa (injectManifest) to `/sw.js`, scope `/`; its
 * precache list is written in by `scripts/prerender.ts` once the offline pages exist. What it keeps and
 * why: docs/offline.md. Order matters: Workbox answers with the first route that matches, so the precache
 * (which holds the offline pages) comes before the runtime routes.
 */
import { startLifecycle } from './lifecycle';
import { registerOfflineFallback } from './offline-fallback';
import { registerRuntimeRoutes } from './runtime-routes';

startLifecycle();
registerRuntimeRoutes();
registerOfflineFallback();

// Modules that add their own listeners (each registers on import), after the routes above:
// e.g. `import './background-sync';` (the hire-us inquiries sent when the connection is back).
