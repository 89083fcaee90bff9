import { failureText } from '@contracts/failure-message';
import type { Text } from '@contracts/texts';
import { assertEvent, assign, fromPromise, setup } from 'xstate';

/**
 * Every delete of the admin area (inquiries, projects, blogs, resources): the screen asks first ('Delete
 * Confirmation'), then deletes on the server; a failure keeps the question open with the reason. When the
 * server has deleted it, `notifyDeleted` (provided by the screen) tells the list (`item.remove`).
 */
export interface DeleteTarget {
  id: string;
  /** What is deleted, in words the dialog can show ('Acme - Designer'). */
  name: string;
}

export interface ConfirmDeleteContext {
  target: DeleteTarget | undefined;
  error: Text | undefined;
  /** The screen's text for a failed delete when the server gave no message ('Failed to delete inquiry'). */
  failedText: Text;
}

export type ConfirmDeleteEvent =
  | ({ type: 'delete.request' } & DeleteTarget)
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

export const confirmDeleteMachine = setup({
  types: {
    context: {} as ConfirmDeleteContext,
    events: {} as ConfirmDeleteEvent,
    input: {} as { failedText: Text },
  },
  actors: {
    deleteItem: fromPromise<void, { id: string }>(async () => {
      throw new Error('deleteItem is provided by the app');
    }),
  },
  actions: {
    assignTarget: assign({
      target: ({ event }) => {
        assertEvent(event, 'delete.request');
        return { id: event.id, name: event.name };
      },
      error: undefined,
    }),
    clearTarget: assign({ target: undefined, error: undefined }),
    assignError: assign({
      error: ({ context }, { error }: { error: unknown }) =>
        failureText(error, {
          http: context.failedText,
          network: context.failedText,
          unexpected: context.failedText,
        }),
    }),
    /** The screen drops the item from its list (and refreshes what counts it). */
    notifyDeleted: (_, _params: { id: string }) => {},
  },
}).createMachine({
  id: 'confirmDelete',
  description: 'Ask, then delete on the server; the list is told once it is gone.',
  context: ({ input }) => ({ target: undefined, error: undefined, failedText: input.failedText }),
  initial: 'idle',
  states: {
    idle: {
      description: 'No question is open.',
      on: { 'delete.request': { target: 'asking', actions: 'assignTarget' } },
    },
    asking: {
      description: "'Delete Confirmation' is open with Cancel and Delete (and the last failure, if any).",
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: 'clearTarget' },
      },
    },
    deleting: {
      description: 'The delete is on its way; both buttons are disabled.',
      tags: ['busy'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.target?.id ?? '' }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notifyDeleted', params: ({ context }) => ({ id: context.target?.id ?? '' }) },
            'clearTarget',
          ],
        },
        onError: {
          target: 'asking',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
