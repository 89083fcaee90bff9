import { useActor } from '@xstate/react';
import { useRef } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { inspect } from '@/lib/inspect';
import { newClientPrefix } from './composer';
import { type LiveScreenEvent, useLiveForward } from './live-forward';
import { useThreadScroll } from './use-thread-scroll';

/** Who reads and writes on the page: read once, when the screen starts. */
export interface PageReader {
  readerId: () => string | null;
  author: () => string | null;
}

/**
 * Starts a screen that runs a conversation room: its DOM work (the list's scrolling, the text box's focus)
 * provided, its input completed with the reader, the author and this page's client-id prefix, the live
 * stream's events of `liveEvents` forwarded. Returns the screen's snapshot and send, and what the room's
 * pane needs of the DOM.
 */
export function useRoomScreen<Logic extends AnyStateMachine>(
  logic: Logic,
  input: Omit<InputFrom<Logic>, 'readerId' | 'author' | 'clientPrefix'>,
  reader: PageReader,
  liveEvents: readonly string[],
) {
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scroll = useThreadScroll(listRef);
  const [snapshot, send] = useActor(
    logic.provide({
      actions: { ...scroll.actions, focusInput: () => inputRef.current?.focus() },
    }) as Logic,
    {
      input: {
        ...input,
        readerId: reader.readerId(),
        author: reader.author(),
        clientPrefix: newClientPrefix(),
      },
      inspect,
    } as never,
  );
  useLiveForward(liveEvents, send as (event: LiveScreenEvent) => void);
  return { snapshot, send, dom: { listRef, inputRef, scroll } };
}
