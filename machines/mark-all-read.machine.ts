import { failureText } from '@contracts/failure-message';
import { notificationMessages } from '@contracts/notifications';
import { type Text, textsOf } from '@contracts/texts';
import { assign, fromPromise, setup } from 'xstate';

/**
 * 'Mark all read' (/notifications and the dashboard's Recent Notifications): stores every notification of
 * the member as read, then `notifyMarked` (provided by the screen) shows the list again; a failure says so
 * and the button tries again.
 */
export const markAllReadMachine = setup({
  types: {
    context: {} as { error: Text | undefined },
    events: {} as { type: 'read.all' },
  },
  actors: {
    markAllRead: fromPromise<void, void>(async () => {
      throw new Error('markAllRead is provided by the app');
    }),
  },
  actions: {
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        failureText(error, {
          http: textsOf(notificationMessages).markFailed,
          network: textsOf(notificationMessages).markFailed,
          unexpected: textsOf(notificationMessages).markFailed,
        }),
    }),
    clearError: assign({ error: undefined }),
    /** The screen fetches its list again (every item now read). */
    notifyMarked: () => {},
  },
}).createMachine({
  id: 'markAllRead',
  description: 'Store every notification as read with POST /api/notifications/read-all.',
  context: { error: undefined },
  initial: 'idle',
  states: {
    idle: {
      description: "'Mark all read' is enabled.",
      on: { 'read.all': { target: 'marking', actions: 'clearError' } },
    },
    marking: {
      description: "'Mark all read' is disabled while the server stores it.",
      tags: ['busy'],
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        input: () => undefined,
        onDone: { target: 'idle', actions: 'notifyMarked' },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: "'Failed to mark notifications as read' in an alert; the button tries again.",
      on: { 'read.all': { target: 'marking', actions: 'clearError' } },
    },
  },
});
