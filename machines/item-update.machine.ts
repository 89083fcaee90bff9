import { failureText } from '@contracts/failure-message';
import type { Text } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * One change to one item of a list, stored on the server (an inquiry's status, an account's role or
 * disabled flag): send it, then `notifyUpdated` (provided by the screen) puts the server's answer in the
 * list (`item.replace`); a failure shows the server's message (e.g. the last-admin rule) until dismissed.
 */
export interface ItemUpdateContext<Changes> {
  /** The item being changed, or the one whose change failed. */
  id: string | undefined;
  changes: Changes | undefined;
  error: Text | undefined;
  /** The screen's text when the server gave no message ('Failed to update the status'). */
  failedText: Text;
}

export type ItemUpdateEvent<Changes> =
  | { type: 'update.submit'; id: string; changes: Changes }
  | { type: 'update.dismiss' };

export function createItemUpdateMachine<Item, Changes>({ id }: { id: string }) {
  return setup({
    types: {
      context: {} as ItemUpdateContext<Changes>,
      events: {} as ItemUpdateEvent<Changes>,
      input: {} as { failedText: Text },
    },
    actors: {
      updateItem: fromPromise<Item, { id: string; changes: Changes }>(async () => {
        throw new Error('updateItem is provided by the app');
      }),
    },
    actions: {
      assignChange: assign(({ event }) => {
        assertEvent(event, 'update.submit');
        return { id: event.id, changes: event.changes, error: undefined };
      }),
      clear: assign({ id: undefined, changes: undefined, error: undefined }),
      assignError: assign({
        error: ({ context }, { error }: { error: unknown }) =>
          failureText(error, {
            http: context.failedText,
            network: context.failedText,
            unexpected: context.failedText,
          }),
      }),
      /** The screen shows the server's copy of the item. */
      notifyUpdated: (_, _params: { item: Item }) => {},
    },
  }).createMachine({
    id,
    description: 'Store one change to one item; the list shows the answer, a failure says why.',
    context: ({ input }) => ({
      id: undefined,
      changes: undefined,
      error: undefined,
      failedText: input.failedText,
    }),
    initial: 'idle',
    states: {
      idle: {
        description: 'Nothing is being changed.',
        on: { 'update.submit': { target: 'updating', actions: 'assignChange' } },
      },
      updating: {
        description: "The change is on its way; that item's controls are disabled.",
        tags: ['busy'],
        invoke: {
          id: 'updateItem',
          src: 'updateItem',
          input: ({ context }) => ({ id: context.id ?? '', changes: context.changes as Changes }),
          onDone: {
            target: 'idle',
            actions: [{ type: 'notifyUpdated', params: ({ event }) => ({ item: event.output }) }, 'clear'],
          },
          onError: {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      failed: {
        description:
          'The change was refused or lost: the reason in a red banner; nothing changed in the list.',
        on: {
          'update.submit': { target: 'updating', actions: 'assignChange' },
          'update.dismiss': { target: 'idle', actions: 'clear' },
        },
      },
    },
  });
}

/** The chart's instance (docs/flows/item-update.md). */
export const itemUpdateMachine = createItemUpdateMachine<unknown, Record<string, unknown>>({
  id: 'itemUpdate',
});
