import type { ComposerDevice } from '@machines/composer.machine';
import { fromCallback, fromPromise } from 'xstate';
import { readStoredAuth } from '@/api/auth-storage';
import { forgetWaiting, keepWaiting, readWaiting } from '@/device/message-outbox';

/** The signed-in account's e-mail, whose shelf keeps the outbox (none when signed out). */
function storedEmail(): string | undefined {
  const stored = readStoredAuth();
  return stored?.stage === 'session' && stored.email ? stored.email : undefined;
}

/**
 * The composer's device in the browser: its outbox on the account's shelf (src/device/message-outbox.ts),
 * and the `online` event. A write that fails (no IndexedDB, a full disk) only means the message is not
 * kept across a reload: it is still in the page's outbox and is sent from there.
 */
export function keptOutboxDevice(accountEmail: () => string | undefined = storedEmail): ComposerDevice {
  return {
    restoreOutbox: fromPromise(async ({ input }) => {
      const email = accountEmail();
      return email ? readWaiting(email, input.partnerId) : [];
    }),
    watchConnection: fromCallback(({ sendBack }) => {
      const back = () => sendBack({ type: 'connection.back' });
      window.addEventListener('online', back);
      return () => window.removeEventListener('online', back);
    }),
    keepMessage: ({ partnerId, message }) => {
      const email = accountEmail();
      if (email) keepWaiting(email, partnerId, message).catch(() => {});
    },
    forgetMessage: ({ partnerId, clientId }) => {
      const email = accountEmail();
      if (email) forgetWaiting(email, partnerId, clientId).catch(() => {});
    },
  };
}
