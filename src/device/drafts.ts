import type {
  DraftPendingEvent,
  DraftPlace,
  DraftStorage,
  DraftValues,
  KeptDraft,
} from '@machines/draft.machine';
import { fromCallback, fromPromise } from 'xstate';
import { accountKey, forgetKept, keep, readKept } from './kept';

/**
 * The forms' drafts on the device: the storage actors of the draft machine (machines/draft.machine.ts), on
 * the `account` shelf, keyed `accountKey(email, 'draft:<form>[:<id>]')`, so logging out forgets them with the
 * rest of the account. Every form's `*.logic.ts` provides these same three (`draftsOnDevice()`).
 * Only the text values reach here: chosen files and images are not kept (a File is not worth a megabyte of
 * IndexedDB per key pause, and a picked file is one click to pick again).
 */
export function draftKey(owner: string, name: string): string {
  return accountKey(owner, `draft:${name}`);
}

export function draftsOnDevice(now: () => Date = () => new Date()): DraftStorage {
  const keepDraft = ({ owner, name, values }: DraftPlace & { values: DraftValues }) =>
    keep<KeptDraft>('account', draftKey(owner, name), { values, savedAt: now().toISOString() });
  return {
    readDraft: fromPromise(({ input }) => readKept<KeptDraft>('account', draftKey(input.owner, input.name))),
    keepDraft: fromPromise(({ input }) => keepDraft(input)),
    // The page is left (a link, the back button) within the pause after a change: it is written as the
    // form's actors stop. The write outlives them: nothing waits for it, and a failure is only a lost draft.
    keepOnStop: fromCallback<DraftPendingEvent>(({ receive }) => {
      let pending: (DraftPlace & { values: DraftValues }) | undefined;
      receive((event) => {
        pending = event.type === 'draft.pending' ? event : undefined;
      });
      return () => {
        if (pending) keepDraft(pending).catch(() => {});
      };
    }),
    forgetDraft: fromPromise(({ input }) => forgetKept('account', draftKey(input.owner, input.name))),
  };
}
