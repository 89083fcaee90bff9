import { assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

/**
 * /offline, where the service worker sends a navigation that failed with nothing saved: the screen machine
 * lists the pages this device has saved (the worker's `hub-pages` cache), so the visitor can read one of
 * them instead. It holds no text: the view says what each state means.
 */

/** One saved page: its address on this site and the title it was saved with. */
export interface SavedPage {
  path: string;
  title: string;
}

/** The actor the screen calls (`listSavedPages`): the app reads the cache (offline.logic.ts). */
export interface OfflineNetwork {
  listSavedPages: PromiseActorLogic<SavedPage[]>;
}

export const offlineMachine = setup({
  types: { context: {} as { pages: readonly SavedPage[] } },
  actors: {
    listSavedPages: fromPromise<SavedPage[]>(async () => {
      throw new Error('listSavedPages is provided by the app');
    }),
  },
  guards: {
    hasPages: (_, pages: readonly SavedPage[]) => pages.length > 0,
  },
  actions: {
    assignPages: assign({ pages: (_, pages: readonly SavedPage[]) => pages }),
  },
}).createMachine({
  id: 'offline',
  description: 'The device is offline and the page asked for is not saved: the pages it has saved instead.',
  context: { pages: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The saved pages are being read from the device.',
      tags: ['busy'],
      invoke: {
        id: 'listSavedPages',
        src: 'listSavedPages',
        input: {},
        onDone: [
          {
            guard: { type: 'hasPages', params: ({ event }) => event.output },
            target: 'listed',
            actions: { type: 'assignPages', params: ({ event }) => event.output },
          },
          { target: 'none' },
        ],
        onError: { target: 'failed' },
      },
    },
    listed: { description: 'The saved pages, each a link to its saved copy.' },
    none: { description: 'No page is saved on this device yet.' },
    failed: { description: 'The saved pages could not be read (the browser keeps no cache here).' },
  },
});

/** The screen with the actor it calls: the app's (offline.logic.ts) or a test's. */
export function offlineWith(network: OfflineNetwork) {
  return offlineMachine.provide({ actors: { listSavedPages: network.listSavedPages } });
}
