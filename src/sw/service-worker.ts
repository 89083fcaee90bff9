/**
 * The site's service worker, built by vite-plugin-pwa (injectManifest) to `/sw.js`, scope `/`; its
 * precache list is written in by `scripts/prerender.ts` once the offline pages exist. What it keeps and
 * why: docs/offline.md. Order matters: Workbox answers with the first route that matches, so the precache
 * (which holds the offline pages) comes before the runtime routes.
 */
// Registers its own `sync` listener on import: the hire-us inquiries kept on the device, sent when the
// connection is back (Background Sync).
import './background-sync';
import { startLifecycle } from './lifecycle';
import { registerOfflineFallback } from './offline-fallback';
import { registerRuntimeRoutes } from './runtime-routes';

startLifecycle();
registerRuntimeRoutes();
registerOfflineFallback();
