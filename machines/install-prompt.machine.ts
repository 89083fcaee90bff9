import { fromPromise, setup } from 'xstate';

/** What the app knows at start (from localStorage): an earlier visit, and an offer dismissed before. */
export interface InstallPromptInput {
  laterVisit: boolean;
  dismissedBefore: boolean;
}

export interface InstallPromptContext {
  /** Not the first screen of a first visit any more: a later visit, or a second page view. */
  pastFirstScreen: boolean;
  dismissedBefore: boolean;
}

export type InstallPromptEvent =
  | { type: 'install.available' }
  | { type: 'page.view' }
  | { type: 'install.accept' }
  | { type: 'install.dismiss' }
  | { type: 'app.installed' };

/**
 * "Install the Hub app", offered once and politely: only when the browser offers installing
 * (`beforeinstallprompt`, held back by the app), never on the first screen of a first visit, never again
 * once dismissed (remembered on the device), gone once the app is installed.
 */
export const installPromptMachine = setup({
  types: {
    context: {} as InstallPromptContext,
    events: {} as InstallPromptEvent,
    input: {} as InstallPromptInput,
  },
  actors: {
    /** Shows the browser's own install dialog (the held `beforeinstallprompt`): whether it was accepted. */
    showInstallPrompt: fromPromise<'accepted' | 'dismissed'>(async () => {
      throw new Error('showInstallPrompt is provided by the app');
    }),
  },
  guards: {
    isDismissedBefore: ({ context }) => context.dismissedBefore,
    isPastFirstScreen: ({ context }) => context.pastFirstScreen,
    isAccepted: (_, { outcome }: { outcome: 'accepted' | 'dismissed' }) => outcome === 'accepted',
  },
  actions: {
    /** Remembers on the device that the visitor said no (localStorage). Provided by the app. */
    rememberDismissal: () => {},
  },
}).createMachine({
  id: 'installPrompt',
  description:
    "'Install the Hub app', offered once the browser allows it, never on a first visit's first screen; a no is remembered.",
  context: ({ input }) => ({ pastFirstScreen: input.laterVisit, dismissedBefore: input.dismissedBefore }),
  initial: 'starting',
  on: { 'app.installed': { target: '.installed' } },
  states: {
    starting: {
      description: 'An offer dismissed on an earlier visit is never made again.',
      always: [{ guard: 'isDismissedBefore', target: 'dismissed' }, { target: 'waiting' }],
    },
    waiting: {
      description: 'The browser has not offered installing (yet): nothing shown.',
      on: {
        'install.available': [{ guard: 'isPastFirstScreen', target: 'offered' }, { target: 'deferred' }],
      },
    },
    deferred: {
      description:
        'The browser offers installing, but this is the first screen of a first visit: wait for the next page.',
      on: { 'page.view': { target: 'offered' } },
    },
    offered: {
      description: "A small dismissible bar: 'Install the Hub app', Install and Not now.",
      on: {
        'install.accept': { target: 'prompting' },
        'install.dismiss': { target: 'dismissed', actions: 'rememberDismissal' },
      },
    },
    prompting: {
      description: "The browser's own install dialog is open.",
      tags: ['busy'],
      invoke: {
        id: 'showInstallPrompt',
        src: 'showInstallPrompt',
        input: {},
        onDone: [
          {
            guard: { type: 'isAccepted', params: ({ event }) => ({ outcome: event.output }) },
            target: 'installed',
          },
          { target: 'dismissed', actions: 'rememberDismissal' },
        ],
        // The held prompt can be shown once only: without it, the offer ends for this visit.
        onError: { target: 'dismissed' },
      },
    },
    dismissed: { description: 'Said no (now or before): the offer is not made again.' },
    installed: { description: 'The app is installed: the offer is gone.' },
  },
});
