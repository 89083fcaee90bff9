import type { ComposerDevice } from '@machines/composer.machine';
import { fromCallback, fromPromise } from 'xstate';
import { forgetWaiting, keepWaiting, readWaiting } from '@/device/message-outbox';

/**
 * The composer's device in the browser: its outbox on the author's shelf (src/device/message-outbox.ts),
 * and the `online` event. A write that fails (no IndexedDB, a full disk, the author no longer signed in)
 * only means the message is not kept across a reload: it is still in the page's outbox.
 */
export function keptOutboxDevice(): ComposerDevice {
  return {
    restoreOutbox: fromPromise(({ input }) => readWaiting(input.author, input.partnerId)),
    watchConnection: fromCallback(({ sendBack }) => {
      const back = () => sendBack({ type: 'connection.back' });
      window.addEventListener('online', back);
      return () => window.removeEventListener('online', back);
    }),
    keepMessage: ({ author, partnerId, message }) => {
      keepWaiting(author, partnerId, message).catch(() => {});
    },
    forgetMessage: ({ author, partnerId, clientId }) => {
      forgetWaiting(author, partnerId, clientId).catch(() => {});
    },
  };
}
