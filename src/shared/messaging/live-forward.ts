import type { LiveMessage } from '@contracts/live';
import { useLiveMessages, useLiveReconnect } from '@/session/live-context';

/** What a messaging screen hears from the live stream, as one screen event each. */
export type LiveScreenEvent = { type: 'live.message'; message: LiveMessage } | { type: 'live.reconnected' };

/**
 * Forwards each live event of `types` and each reconnect of the stream to the screen as it comes; the
 * screen machine decides what each one changes.
 */
export function useLiveForward(types: readonly string[], send: (event: LiveScreenEvent) => void): void {
  useLiveMessages(types, (message) => send({ type: 'live.message', message }));
  useLiveReconnect(() => send({ type: 'live.reconnected' }));
}
