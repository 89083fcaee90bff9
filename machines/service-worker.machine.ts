import { assign, fromCallback, sendTo, setup } from 'xstate';

/**
 * What the page knows at start: whether the browser can run a service worker here (and the build is a
 * production one), whether the browser says it is online, and when the page was saved if the worker served
 * it from its cache (`<html data-saved-copy>`), else null.
 */
export interface ServiceWorkerInput {
  supported: boolean;
  online: boolean;
  savedAt: string | null;
}

export interface ServiceWorkerContext {
  supported: boolean;
  /** Offline at start: the browser says so, or the page is a saved copy (the network failed). */
  startedOffline: boolean;
  savedAt: string | null;
  /** Why registration failed: the site works without a worker, this is only shown to whoever asks. */
  error: string | null;
}

/**
 * Events from the worker (the workbox-window actor the app provides), from the browser's connection, and
 * from the visitor. `update.reload` is only ever sent by a click: nothing reloads by itself.
 */
export type ServiceWorkerEvent =
  | { type: 'worker.registered' }
  | { type: 'worker.installing' }
  | { type: 'worker.waiting' }
  | { type: 'worker.activated' }
  | { type: 'worker.controlling' }
  | { type: 'worker.redundant' }
  | { type: 'worker.failed'; error: string }
  | { type: 'connection.online' }
  | { type: 'connection.offline' }
  | { type: 'update.reload' }
  | { type: 'page.reload' };

/**
 * The app's side of the service worker, two regions at once:
 * - `worker`: registering it (lazily, once the page is idle: the app starts this actor then), a new version
 *   installed and waiting for the visitor's Reload, then skip waiting and a reload once it controls the page;
 * - `connection`: online or offline (the browser's events), and whether the page is a saved copy.
 * The worker's events come from the invoked `watchWorker` actor; `skipWaiting` and `reloadPage` are
 * provided by the app (src/pwa/service-worker.logic.ts).
 */
export const serviceWorkerMachine = setup({
  types: {
    context: {} as ServiceWorkerContext,
    events: {} as ServiceWorkerEvent,
    input: {} as ServiceWorkerInput,
  },
  actors: {
    /**
     * Registers /sw.js with workbox-window and reports its lifecycle as `worker.*` events; takes
     * `worker.skipWaiting` (messageSkipWaiting). Provided by the app.
     */
    watchWorker: fromCallback<{ type: 'worker.skipWaiting' }>(() => {
      throw new Error('watchWorker is provided by the app');
    }),
    /** Reports the browser's `online` / `offline` events as `connection.*` events. Provided by the app. */
    watchConnection: fromCallback(() => {
      throw new Error('watchConnection is provided by the app');
    }),
  },
  guards: {
    isSupported: ({ context }) => context.supported,
    isStartedOffline: ({ context }) => context.startedOffline,
    isSavedCopy: ({ context }) => context.savedAt !== null,
  },
  actions: {
    assignError: assign((_, { error }: { error: string }) => ({ error })),
    /** Tells the waiting worker to take over (workbox-window's messageSkipWaiting). */
    skipWaiting: sendTo('watchWorker', { type: 'worker.skipWaiting' }),
    /** Reloads the page (location.reload): only after the visitor chose to. */
    reloadPage: () => {},
  },
}).createMachine({
  id: 'serviceWorker',
  description:
    'The app side of the service worker: registered once idle, a waiting update reloaded only on request, and the connection.',
  context: ({ input }) => ({
    supported: input.supported,
    startedOffline: !input.online || input.savedAt !== null,
    savedAt: input.savedAt,
    error: null,
  }),
  type: 'parallel',
  states: {
    worker: {
      description: 'The registration and the versions of the worker.',
      initial: 'starting',
      states: {
        starting: {
          description: 'Whether this browser and build can have a worker at all.',
          always: [{ guard: 'isSupported', target: 'running' }, { target: 'unsupported' }],
        },
        unsupported: {
          description: 'No service worker here (old browser, development build): the site works online only.',
        },
        running: {
          description:
            'The worker registered (lazily: the app starts this actor once the page is idle) and watched.',
          invoke: {
            id: 'watchWorker',
            src: 'watchWorker',
            input: {},
            onDone: {
              target: 'failed',
              actions: { type: 'assignError', params: { error: 'The worker watch stopped.' } },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: String(event.error) }) },
            },
          },
          on: {
            'worker.failed': {
              target: 'failed',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
          },
          initial: 'registering',
          states: {
            registering: {
              description: 'navigator.serviceWorker.register("/sw.js") is under way.',
              tags: ['busy'],
              on: {
                'worker.registered': { target: 'active' },
                'worker.installing': { target: 'installing' },
                'worker.waiting': { target: 'updateWaiting' },
              },
            },
            installing: {
              description:
                'A worker is installing: the first one, or a new version beside the one in charge.',
              on: {
                'worker.activated': { target: 'active' },
                'worker.waiting': { target: 'updateWaiting' },
                'worker.redundant': { target: 'active' },
              },
            },
            active: {
              description: 'The current worker serves the site (or none yet); nothing to ask the visitor.',
              on: {
                'worker.installing': { target: 'installing' },
                'worker.waiting': { target: 'updateWaiting' },
              },
            },
            updateWaiting: {
              description:
                'A new version is installed and waiting: "A new version is ready — Reload" until the visitor clicks Reload.',
              on: {
                'update.reload': { target: 'reloading' },
                'worker.redundant': { target: 'active' },
              },
            },
            reloading: {
              description:
                'The visitor chose Reload: the waiting worker is told to skip waiting; the page reloads once it controls the page.',
              tags: ['busy'],
              entry: 'skipWaiting',
              on: {
                'worker.controlling': { actions: 'reloadPage' },
                'worker.redundant': { target: 'active' },
              },
            },
          },
        },
        failed: {
          description: 'Registration failed (the error is kept as a value): the site works without a worker.',
        },
      },
    },
    connection: {
      description: 'The connection as the browser reports it, and whether the page is a saved copy.',
      invoke: {
        id: 'watchConnection',
        src: 'watchConnection',
        input: {},
        onDone: '.online',
        onError: '.online',
      },
      initial: 'starting',
      states: {
        starting: {
          description: 'Offline at start when the browser says so or the worker served a saved copy.',
          always: [
            {
              guard: 'isStartedOffline',
              target: 'offline',
            },
            { target: 'online' },
          ],
        },
        offline: {
          description:
            'Offline, or a saved copy of the page: "You are offline. This is a saved copy of the page (saved …)".',
          on: {
            'connection.online': [{ guard: 'isSavedCopy', target: 'online.stale' }, { target: 'online' }],
          },
        },
        online: {
          description: 'The browser says it is online.',
          initial: 'current',
          on: { 'connection.offline': { target: 'offline' } },
          states: {
            current: { description: 'A page from the network: nothing to say.' },
            stale: {
              description: 'Back online on a saved copy: "You are back online — Reload for the latest".',
              on: { 'page.reload': { actions: 'reloadPage' } },
            },
          },
        },
      },
    },
  },
});
