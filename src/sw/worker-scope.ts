import type { PrecacheEntry } from 'workbox-precaching';

/**
 * What the worker uses of its global scope. The project compiles with the DOM library (the app's), whose
 * `self` is a window; the WebWorker library cannot be loaded beside it, so the worker names the few members
 * it reads here instead.
 */
export interface WorkerScope {
  readonly location: Location;
  /** The precache list: workbox-build writes it in place of this name after the build (scripts/prerender.ts). */
  readonly __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & WaitsUntil) => void): void;
}

/** An event whose handling the worker may extend (`ExtendableEvent`, in the WebWorker library only). */
export interface WaitsUntil {
  waitUntil(promise: Promise<unknown>): void;
}
