import {
  assertEvent,
  assign,
  type CallbackActorLogic,
  fromCallback,
  fromPromise,
  type PromiseActorLogic,
  sendParent,
  sendTo,
  setup,
} from 'xstate';

/**
 * The draft of a form, kept on the device until it is sent or discarded: one child every form machine
 * invokes (id and src `draft`) and talks to with four events. The form opens it with its name and the values
 * it starts with (`draft.open`); a stored draft that differs from them is handed back to the form
 * (`draft.restored`, sent to its parent: this machine is only ever a form's child); each change of the values (`draft.update`) is
 * kept after a pause in the typing (`DRAFT_DELAY`), so a draft is written once per pause, not per key; a saved
 * form forgets it (`draft.forget`, also the notice's 'Discard draft'); Cancel closes it (`draft.close`), keeping
 * what was typed. Without an account (`owner`) there is no draft at all: the shelf it lives on is the
 * account's, emptied at logout.
 * Storage is three promise actors the app provides (`src/device/drafts.ts`: the account shelf of IndexedDB),
 * and a fourth, `keepOnStop`, told of every change still waiting for its pause: when the form's page is left
 * (its actors stopped) before the pause ends, it keeps that change then. A storage failure only means no
 * draft, never a form that stops working.
 */

/** Where a draft lives: the account's e-mail and the form's name (`profile`, `project:<id>`). */
export interface DraftPlace {
  owner: string;
  name: string;
}

/** A draft as stored: the form's values and when they were kept (ISO time). */
export interface KeptDraft<Values = Record<string, unknown>> {
  values: Values;
  savedAt: string;
}

export type DraftValues = Record<string, unknown>;

/** What `keepOnStop` hears: a change waiting for its pause (kept if the draft stops now), or none. */
export type DraftPendingEvent =
  | ({ type: 'draft.pending'; values: DraftValues } & DraftPlace)
  | { type: 'draft.settled' };

export interface DraftContext {
  /** The account's e-mail; undefined: no draft is kept. */
  owner: string | undefined;
  /** The open form's name ('' while closed). */
  name: string;
  /** What the open form started with: a stored draft equal to it is no draft. */
  start: DraftValues;
  /** The latest values, kept at the next pause. */
  values: DraftValues;
}

export type DraftEvent =
  | { type: 'draft.open'; name: string; start: DraftValues }
  | { type: 'draft.update'; values: DraftValues }
  | { type: 'draft.forget' }
  | { type: 'draft.close' };

/** The pause in the typing after which the values are kept. */
export const DRAFT_DELAY = 500;

/** The same values, whatever the order of their keys (drafts come back from storage). */
export function sameDraftValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameDraftValues(item, b[index]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameDraftValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return false;
}

const placeOf = (context: DraftContext): DraftPlace => ({ owner: context.owner ?? '', name: context.name });

/** Writes the values on the device, then goes to `target` whether or not the device kept them. */
const keepDraftThen = <Target extends string>(target: Target) => ({
  id: 'keepDraft' as const,
  src: 'keepDraft' as const,
  input: ({ context }: { context: DraftContext }) => ({ ...placeOf(context), values: context.values }),
  onDone: { target },
  onError: { target },
});

export const draftMachine = setup({
  types: {
    context: {} as DraftContext,
    events: {} as DraftEvent,
    input: {} as { owner?: string | undefined },
  },
  actors: {
    readDraft: fromPromise<KeptDraft | undefined, DraftPlace>(async () => {
      throw new Error('readDraft is provided by the app');
    }),
    keepDraft: fromPromise<void, DraftPlace & { values: DraftValues }>(async () => {
      throw new Error('keepDraft is provided by the app');
    }),
    forgetDraft: fromPromise<void, DraftPlace>(async () => {
      throw new Error('forgetDraft is provided by the app');
    }),
    // Without the app's (a test of something else), a change waiting when the draft stops is dropped.
    keepOnStop: fromCallback<DraftPendingEvent>(() => {}),
  },
  delays: { DRAFT_DELAY },
  guards: {
    hasOwner: ({ context }) => context.owner !== undefined && context.owner !== '',
    isChanged: ({ context }) => !sameDraftValues(context.values, context.start),
    differsFromStart: ({ context }, { draft }: { draft: KeptDraft | undefined }) =>
      draft !== undefined && !sameDraftValues(draft.values, context.start),
    isSameAsStart: ({ context }, { draft }: { draft: KeptDraft | undefined }) =>
      draft !== undefined && sameDraftValues(draft.values, context.start),
  },
  actions: {
    assignForm: assign(({ event }) => {
      assertEvent(event, 'draft.open');
      return { name: event.name, start: event.start, values: event.start };
    }),
    assignValues: assign(({ event }) => {
      assertEvent(event, 'draft.update');
      return { values: event.values };
    }),
    assignRestored: assign((_, { draft }: { draft: KeptDraft }) => ({ values: draft.values })),
    notePending: sendTo('keepOnStop', ({ context }) => ({
      type: 'draft.pending' as const,
      ...placeOf(context),
      values: context.values,
    })),
    noteSettled: sendTo('keepOnStop', { type: 'draft.settled' as const }),
    /** The form puts the draft's values back and says so. */
    notifyRestored: sendParent((_, { draft }: { draft: KeptDraft }) => ({ type: 'draft.restored', draft })),
  },
}).createMachine({
  id: 'draft',
  description:
    "A form's draft on the device: read when the form opens (handed back if it differs), kept after each pause in the typing, forgotten once saved or discarded.",
  context: ({ input }) => ({ owner: input?.owner, name: '', start: {}, values: {} }),
  // Lives as long as the draft: keeps a change still waiting for its pause if the draft stops (the page left).
  invoke: { id: 'keepOnStop', src: 'keepOnStop', onDone: {}, onError: {} },
  initial: 'start',
  on: {
    'draft.open': { guard: 'hasOwner', target: '.reading', actions: 'assignForm' },
  },
  states: {
    start: {
      description: 'Decides at once: without an account nothing is kept.',
      always: [{ guard: 'hasOwner', target: 'closed' }, { target: 'off' }],
    },
    off: {
      description: 'No account (no session): no draft is read or kept.',
    },
    closed: {
      description: 'No form open: waits for one to open.',
      entry: 'noteSettled',
    },
    reading: {
      description: "The form's stored draft, if any, is read; a change typed meanwhile is kept after it.",
      tags: ['busy'],
      invoke: {
        id: 'readDraft',
        src: 'readDraft',
        input: ({ context }) => placeOf(context),
        onDone: [
          { guard: 'isChanged', target: 'waiting' },
          {
            guard: { type: 'differsFromStart', params: ({ event }) => ({ draft: event.output }) },
            target: 'open',
            actions: [
              { type: 'assignRestored', params: ({ event }) => ({ draft: event.output as KeptDraft }) },
              { type: 'notifyRestored', params: ({ event }) => ({ draft: event.output as KeptDraft }) },
            ],
          },
          {
            guard: { type: 'isSameAsStart', params: ({ event }) => ({ draft: event.output }) },
            target: 'forgetting',
          },
          { target: 'open' },
        ],
        onError: { target: 'open' },
      },
      on: {
        'draft.update': { actions: 'assignValues' },
        'draft.forget': { target: 'forgetting' },
        'draft.close': [{ guard: 'isChanged', target: 'closing' }, { target: 'closed' }],
      },
    },
    open: {
      description: 'The form is open and what it holds is kept: nothing typed since.',
      on: {
        'draft.update': { target: 'waiting', actions: 'assignValues' },
        'draft.forget': { target: 'forgetting' },
        'draft.close': { target: 'closed' },
      },
    },
    waiting: {
      description: 'A change not kept yet: kept once the typing pauses (each change waits again).',
      entry: 'notePending',
      after: { DRAFT_DELAY: { target: 'keeping' } },
      on: {
        'draft.update': { target: 'waiting', reenter: true, actions: 'assignValues' },
        'draft.forget': { target: 'forgetting' },
        'draft.close': { target: 'closing' },
      },
    },
    keeping: {
      description: 'The values are being written on the device.',
      tags: ['busy'],
      entry: 'noteSettled',
      invoke: keepDraftThen('open'),
      on: {
        'draft.update': { target: 'waiting', actions: 'assignValues' },
        'draft.forget': { target: 'forgetting' },
        'draft.close': { target: 'closed' },
      },
    },
    closing: {
      description: 'Closed with a change not kept yet (Cancel right after typing): it is kept first.',
      tags: ['busy'],
      entry: 'noteSettled',
      invoke: keepDraftThen('closed'),
    },
    forgetting: {
      description: 'Saved or discarded: the draft is removed from the device.',
      tags: ['busy'],
      entry: 'noteSettled',
      invoke: {
        id: 'forgetDraft',
        src: 'forgetDraft',
        input: ({ context }) => placeOf(context),
        onDone: { target: 'open' },
        onError: { target: 'open' },
      },
      on: {
        'draft.update': { target: 'waiting', actions: 'assignValues' },
        'draft.close': { target: 'closed' },
      },
    },
  },
});

/** What the draft tells its form: the stored draft to put back (and when it was kept). */
export type DraftRestoredEvent = { type: 'draft.restored'; draft: KeptDraft };

/** The storage actors of drafts (the app's: `src/device/drafts.ts`; tests give their own). */
export interface DraftStorage {
  readDraft: PromiseActorLogic<KeptDraft | undefined, DraftPlace>;
  keepDraft: PromiseActorLogic<void, DraftPlace & { values: DraftValues }>;
  forgetDraft: PromiseActorLogic<void, DraftPlace>;
  keepOnStop?: CallbackActorLogic<DraftPendingEvent>;
}

/** The draft child with its storage; without one (a test of something else) drafts stay the defaults. */
export function draftWith(storage: DraftStorage | undefined) {
  return storage ? draftMachine.provide({ actors: storage }) : draftMachine;
}

/** The form's `draft.open` event: its name (with the item's id when it edits one) and its start values. */
export function openDraft(name: string, id: string | undefined, start: DraftValues) {
  return { type: 'draft.open' as const, name: id ? `${name}:${id}` : name, start };
}
