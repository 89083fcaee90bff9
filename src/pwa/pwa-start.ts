/**
 * The first, tiny part of the app's side of the service worker, loaded with the start: it holds back the
 * browser's install offer (which may come before the rest is loaded) and, once the page is idle, lets the
 * rest load (`pwa-notices.lazy.tsx` renders it then). Nothing of workbox-window, the machines or the texts is
 * fetched before the page is idle, so none of it adds to a page's first load.
 */

/** The `beforeinstallprompt` event (Chromium only, so not in TypeScript's DOM types). */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let heldOffer: InstallOfferEvent | null = null;
let installed = false;
let idle = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The install offer held back, if the browser made one (each may be shown once). */
export const heldInstallOffer = () => heldOffer;
export const appWasInstalled = () => installed;
export function forgetInstallOffer() {
  heldOffer = null;
}

/** Whether the page has gone idle since the start (the notices' code may load). */
export const pwaStarted = () => idle;
export function onPwaChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `then` once the page has loaded, its start's own requests are done and the browser is idle. */
function afterIdle(then: () => void) {
  const whenIdle = () =>
    // Past the load event, the app's own lazy chunks (session, header, footer) are still arriving for a
    // moment: wait a little, then for an idle period, so the worker's code is never part of the first load.
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(then, { timeout: 5_000 });
      else then();
    }, 1_500);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Called once by the app's start (production builds only). */
export function startPwaWhenIdle() {
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini bar is held back: the site offers installing itself, politely and once.
    event.preventDefault();
    heldOffer = event as InstallOfferEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    heldOffer = null;
    notify();
  });
  afterIdle(() => {
    idle = true;
    notify();
  });
}
