import { isApiFailure } from '@contracts/api-failure';
import { hasStatus } from '@contracts/failure-message';
import { liveStreamEvents } from '@contracts/live';
import type { LiveEvent, liveMachine } from '@machines/live.machine';
import { type ActorRefFrom, fromCallback } from 'xstate';
import { streamLiveEvents } from '@/api/live';

export type LiveActor = ActorRefFrom<typeof liveMachine>;

/** Opens the stream and reports what happens on it as the machine's events. */
export const connectLive = fromCallback<LiveEvent>(({ sendBack }) => {
  const controller = new AbortController();
  streamLiveEvents((message) => {
    if (message.type === liveStreamEvents.sessionEnded) sendBack({ type: 'live.ended', reason: 'session' });
    else if (message.type === liveStreamEvents.serverClosing)
      sendBack({ type: 'live.ended', reason: 'closing' });
    else sendBack({ type: 'live.message', message });
  }, controller.signal).then(
    () => sendBack({ type: 'live.ended', reason: 'dropped' }),
    (error: unknown) =>
      sendBack(
        hasStatus(error, 401) || (isApiFailure(error) && error.kind === 'signed-out')
          ? { type: 'live.ended', reason: 'session' }
          : { type: 'live.failed' },
      ),
  );
  return () => controller.abort();
});
