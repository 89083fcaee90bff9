import type { LiveMessage } from '@contracts/live';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { LiveActor } from './live-actor';

/** The signed-in tab's live stream, given by the member shell to the pages inside it. */
export const LiveStream = createContext<LiveActor | null>(null);

/**
 * Calls `onMessage` for each live event whose type is one of `types`, while the component is mounted
 * (nothing outside a shell that runs a stream). The latest `onMessage` is used; `types` is read once.
 */
export function useLiveMessages(types: readonly string[], onMessage: (message: LiveMessage) => void): void {
  const live = useContext(LiveStream);
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const wanted = useRef(types);
  useEffect(() => {
    if (!live) return;
    const subscription = live.on('live.received', ({ message }) => {
      if (wanted.current.includes(message.type)) handler.current(message);
    });
    return () => subscription.unsubscribe();
  }, [live]);
}

/**
 * Calls `onReconnect` each time the stream opens again after a drop, while the component is mounted: what
 * happened while the tab was offline was not delivered, so the page reads it again.
 */
export function useLiveReconnect(onReconnect: () => void): void {
  const live = useContext(LiveStream);
  const handler = useRef(onReconnect);
  handler.current = onReconnect;
  useEffect(() => {
    if (!live) return;
    const subscription = live.on('live.reconnected', () => handler.current());
    return () => subscription.unsubscribe();
  }, [live]);
}
