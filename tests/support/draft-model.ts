import type { Text } from '@contracts/texts';
import { type DraftStorage, type KeptDraft, sameDraftValues } from '@machines/draft.machine';
import { act, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { DeferredActors } from './deferred-actors';
import type { EventExecutors } from './model';

/**
 * What the model tests of the forms share for their drafts (machines/draft.machine.ts): the draft's storage
 * as deferred actors (a form that opens starts `readDraft`; a path that takes `draft.restored` answers it
 * with a stored draft, the others leave it unanswered, so nothing is kept or forgotten behind the walk's back),
 * the account the form keeps drafts for, and the executors and the notice's check.
 */

type User = ReturnType<typeof userEvent.setup>;

export const draftActorNames = ['readDraft', 'keepDraft', 'forgetDraft'] as const;

/** The signed-in account the walked forms keep their drafts for. */
export const draftAccount = 'aline@example.org';

/** When the walked drafts were kept. */
export const draftSavedAt = '2026-11-28T10:00:00.000Z';

/** The draft storage of the deferred actors (created with `draftActorNames` among their names). */
export function deferredDrafts(deferred: DeferredActors): DraftStorage {
  const { readDraft, keepDraft, forgetDraft } = deferred.actors;
  return { readDraft, keepDraft, forgetDraft } as unknown as DraftStorage;
}

/** The form's `draft.restored`: a stored draft with these values. */
export const restoredDraft = (values: Record<string, unknown>) => ({
  type: 'draft.restored' as const,
  draft: { values, savedAt: draftSavedAt } satisfies KeptDraft,
});

/**
 * `draft.restored`: the stored draft is what the form's read answers; `draft.discard`: the notice's button, in
 * `scope()`.
 */
export function draftExecutors(
  user: () => User,
  deferred: () => DeferredActors,
  scope: () => HTMLElement,
): EventExecutors {
  return {
    'draft.restored': (event) =>
      act(async () =>
        deferred().settle({
          type: 'xstate.done.actor.readDraft',
          output: (event as EventObject & { draft: KeptDraft }).draft,
        }),
      ),
    'draft.discard': () => user().click(within(scope()).getByRole('button', { name: 'Discard draft' })),
  };
}

/** The notice shows exactly when a draft was put back, with its time. */
export function expectDraftNotice(scope: HTMLElement, restoredAt: string | undefined) {
  const notice = within(scope).queryByText(/^Draft restored from /);
  expect(notice !== null).toBe(restoredAt !== undefined);
  if (restoredAt)
    expect(notice!.textContent).toBe(`Draft restored from ${new Date(restoredAt).toLocaleString('en')}`);
}

interface UploadFormSnapshot {
  matches(state: 'editing'): boolean;
  context: {
    item: unknown;
    values: Record<string, string>;
    fieldErrors: object;
    images: object;
    error: Text | string | undefined;
    restoredAt: string | undefined;
  };
}

/**
 * An upload form's walk with its draft: where the form has just opened (its opening values, nothing refused,
 * no image), a stored draft may come back (`draft.restored` with `drafted(item)`'s values); a form showing
 * one is discarded (`draft.discard`), which returns it to the opening values and so to the rest of the walk.
 */
export function withDraftWalk<Snap extends UploadFormSnapshot>(
  eventsFor: (snapshot: Snap) => EventObject[],
  opening: (item: Snap['context']['item']) => Record<string, string>,
  drafted: (item: Snap['context']['item']) => Record<string, string>,
) {
  return (snapshot: Snap): EventObject[] => {
    if (!snapshot.matches('editing')) return eventsFor(snapshot);
    const { item, values, fieldErrors, images, error, restoredAt } = snapshot.context;
    if (restoredAt) return [{ type: 'draft.discard' }];
    const justOpened =
      sameDraftValues(values, opening(item)) &&
      !error &&
      Object.keys(fieldErrors).length === 0 &&
      Object.keys(images).length === 0;
    return justOpened ? [...eventsFor(snapshot), restoredDraft(drafted(item))] : eventsFor(snapshot);
  };
}
