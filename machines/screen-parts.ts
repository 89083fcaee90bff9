import type { AnyActorLogic, SnapshotFrom } from 'xstate';

/**
 * The pieces every screen machine repeats. A screen invokes its parts (a list, a form, a dialog…) with the
 * part's src as its id, so `snapshot.children.<id>` is typed; no part ends by design (each shows its own
 * failures), so a part that ends or fails leaves the screen in `stopped`, whose view shows the
 * unexpected-failure text.
 */

/** One invoked part of a screen: its id is its src; its end or failure stops the screen. */
export function part<const Src extends string>(
  src: Src,
): { id: Src; src: Src; onDone: 'stopped'; onError: 'stopped' };
export function part<const Src extends string, Input>(
  src: Src,
  input: Input,
): { id: Src; src: Src; input: Input; onDone: 'stopped'; onError: 'stopped' };
export function part(src: string, ...input: unknown[]) {
  const invoke = { id: src, src, onDone: 'stopped', onError: 'stopped' } as const;
  return input.length > 0 ? { ...invoke, input: input[0] } : invoke;
}

/** The final state a screen reaches when one of its parts ended or failed. */
export const stoppedState = {
  description:
    'A part of the screen ended or failed, which none of them does by design (each shows its own failures): the unexpected-failure text.',
  type: 'final',
} as const;

/**
 * An invoke's `onSnapshot` that hands each snapshot of the part (of `logic`, read for its type only) to the
 * named action as its params: how a machine keeps what it joins from its parts.
 */
export function eachSnapshotTo<Logic extends AnyActorLogic, const Action extends string>(
  type: Action,
  _logic: Logic,
) {
  return {
    onSnapshot: {
      actions: { type, params: ({ event }: { event: { snapshot: SnapshotFrom<Logic> } }) => event.snapshot },
    },
  };
}
