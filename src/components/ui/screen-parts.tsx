import { commonFailureTexts } from '@contracts/failure-message';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useSourceText } from '@/i18n/texts';
import { LoadStatus } from './load-state';

type Refs<Children, Name extends keyof Children> = { [K in Name]-?: NonNullable<Children[K]> };

/** The parts a view reads, as refs (to send to) and as their current snapshots (to render). */
export interface ScreenParts<Children, Name extends keyof Children> {
  refs: Refs<Children, Name>;
  snapshots: { [K in Name]-?: SnapshotFrom<NonNullable<Children[K]>> };
}

/**
 * The parts `names` of a screen machine (`snapshot.children`), each read as `useSelector(ref, (s) => s)`
 * would: the view renders again when any of them changes. Undefined when one is not there: a screen's
 * parts run from its start and none ends by design, so one is missing only when the screen has stopped
 * (`stoppedState`, `machines/screen-parts.ts`), and the view shows `<ScreenStopped />` in its place. A
 * part that runs in some states only (an edit form's detail) is read with `useSelector` on its own.
 */
export function useScreenParts<
  Children extends Partial<Record<string, AnyActorRef>>,
  const Name extends keyof Children & string,
>(children: Children, names: readonly Name[]): ScreenParts<Children, Name> | undefined {
  const refs = names.map((name) => children[name]);
  const current = useRef<{ refs: unknown[]; snapshots: unknown[] }>({ refs: [], snapshots: [] });
  const key = refs;
  // The refs change only when the screen stops (they go); subscribe again then.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs, compared one by one
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscriptions = key.map((ref) => ref?.subscribe({ next: onChange, error: onChange }));
      return () => {
        for (const subscription of subscriptions) subscription?.unsubscribe();
      };
    },
    [...key],
  );
  const read = () => {
    const snapshots = refs.map((ref) => ref?.getSnapshot());
    const last = current.current;
    const same =
      last.refs.length === refs.length &&
      refs.every((ref, index) => last.refs[index] === ref && last.snapshots[index] === snapshots[index]);
    if (!same) current.current = { refs, snapshots };
    return current.current;
  };
  const shown = useSyncExternalStore(subscribe, read, read);
  if (shown.refs.some((ref) => ref === undefined)) return undefined;
  const parts = { refs: {}, snapshots: {} } as ScreenParts<Children, Name>;
  names.forEach((name, index) => {
    (parts.refs as Record<string, unknown>)[name] = shown.refs[index];
    (parts.snapshots as Record<string, unknown>)[name] = shown.snapshots[index];
  });
  return parts;
}

/** What a screen shows in place of its parts once it has stopped: the unexpected-failure text. */
export function ScreenStopped() {
  const text = useSourceText();
  return <LoadStatus state="failed" loadingText="" error={text(commonFailureTexts.unexpected)} />;
}
