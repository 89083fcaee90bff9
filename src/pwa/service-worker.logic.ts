import { installPromptMachine } from '@machines/install-prompt.machine';
import { type ServiceWorkerEvent, serviceWorkerMachine } from '@machines/service-worker.machine';
import { Workbox } from 'workbox-window';
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';
import { inspect } from '@/lib/inspect';
import { SAVED_COPY_ATTRIBUTE } from '@/sw/cache-names';

/** The `beforeinstallprompt` event (Chromium only, so not in TypeScript's DOM types). */
export interface InstallOfferEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The install offer held back, if the browser made one (each may be shown once). */
let offer: InstallOfferEvent | undefined;

const DISMISSED_KEY = 'hub.install-dismissed';
const VISITED_KEY = 'hub.visited';

/** localStorage may throw (storage disabled): then nothing is remembered. */
function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {}
}

/** Registers /sw.js and turns workbox-window's lifecycle events into the machine's `worker.*` events. */
const watchWorker = fromCallback<{ type: 'worker.skipWaiting' }>(({ sendBack, receive }) => {
  const send = (event: ServiceWorkerEvent) => sendBack(event);
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => send({ type: 'worker.waiting' }));
  workbox.addEventListener('activated', () => send({ type: 'worker.activated' }));
  workbox.addEventListener('controlling', () => send({ type: 'worker.controlling' }));
  // The worker in control going redundant is the expected end of an update (the new one takes over next);
  // only a new version discarded (installing or waiting) ends the wait for it.
  workbox.addEventListener('redundant', (event) => {
    if (event.sw && event.sw !== navigator.serviceWorker.controller) send({ type: 'worker.redundant' });
  });
  receive(() => workbox.messageSkipWaiting());
  workbox.register().then(
    (registration) => {
      if (!registration) return send({ type: 'worker.failed', error: 'No registration' });
      // A new version found later (an update check, another tab) installs beside the one in charge.
      registration.addEventListener('updatefound', () => send({ type: 'worker.installing' }));
      // A worker already waiting is reported by workbox-window itself ('waiting').
      if (registration.waiting) return;
      send({ type: registration.installing ? 'worker.installing' : 'worker.registered' });
    },
    (error: unknown) =>
      send({ type: 'worker.failed', error: error instanceof Error ? error.message : String(error) }),
  );
});

const watchConnection = fromCallback(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  const offline = () => sendBack({ type: 'connection.offline' });
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
});

export const serviceWorkerLogic = serviceWorkerMachine.provide({
  actors: { watchWorker, watchConnection },
  actions: { reloadPage: () => window.location.reload() },
});

export const installPromptLogic = installPromptMachine.provide({
  actors: {
    showInstallPrompt: fromPromise(async () => {
      const shown = offer;
      if (!shown) throw new Error('No install offer held');
      offer = undefined;
      await shown.prompt();
      return (await shown.userChoice).outcome;
    }),
  },
  actions: { rememberDismissal: () => store(DISMISSED_KEY, new Date().toISOString()) },
});

export type ServiceWorkerActor = Actor<typeof serviceWorkerLogic>;
export type InstallPromptActor = Actor<typeof installPromptLogic>;

let running: { worker: ServiceWorkerActor; install: InstallPromptActor } | null = null;

/**
 * The tab's two actors, created once (the layouts come and go; the worker and the offer stay): the worker
 * only where the browser has service workers and in a production build.
 */
export function pwaActors() {
  if (running) return running;
  const savedAt = document.documentElement.getAttribute(SAVED_COPY_ATTRIBUTE);
  const worker = createActor(serviceWorkerLogic, {
    input: {
      supported: import.meta.env.PROD && 'serviceWorker' in navigator,
      online: navigator.onLine,
      savedAt: savedAt || null,
    },
    inspect,
  }).start();
  const install = createActor(installPromptLogic, {
    input: { laterVisit: stored(VISITED_KEY) !== null, dismissedBefore: stored(DISMISSED_KEY) !== null },
    inspect,
  }).start();
  store(VISITED_KEY, '1');
  const offered = (event: InstallOfferEvent) => {
    offer = event;
    install.send({ type: 'install.available' });
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered(event as InstallOfferEvent);
  });
  window.addEventListener('appinstalled', () => {
    offer = undefined;
    install.send({ type: 'app.installed' });
  });
  running = { worker, install };
  return running;
}
