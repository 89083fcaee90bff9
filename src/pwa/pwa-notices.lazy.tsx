import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onPwaChange, pwaStarted } from './pwa-start';

const LazyPwaNotices = lazy(() => import('./pwa-notices').then((module) => ({ default: module.PwaNotices })));

/**
 * The service worker's notices (offline, a new version, the install offer), in a chunk that loads only once
 * the page is idle (`startPwaWhenIdle`, production builds): never part of a page's first load. Each layout
 * renders it; the actors behind it live as long as the tab.
 */
export function PwaNotices() {
  const started = useSyncExternalStore(onPwaChange, pwaStarted, () => false);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LazyPwaNotices />
    </Suspense>
  );
}
