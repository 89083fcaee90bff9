import { isApiFailure } from '@contracts/api-failure';
import { hasStatus } from '@contracts/failure-message';
import { liveStreamEvents } from '@contracts/live';
import { type LiveEvent, liveMachine } from '@machines/live.machine';
import { type ActorRefFrom, createActor, fromCallback } from 'xstate';
import { streamLiveEvents } from '@/api/live';
import { inspect } from '@/lib/inspect';
import { waitMs } from '@/lib/wait';

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

/** The live machine with its real stream and timer (a shell runs it with `useActorRef`). */
export const liveLogic = liveMachine.provide({ actors: { connectLive, waitBackoff: waitMs } });

/** The live stream of a signed-in tab, started by the area shell that shows live data; stop it on unmount. */
export function createLiveActor(
  overrides: Partial<{ connectLive: typeof connectLive; waitBackoff: typeof waitMs }> = {},
) {
  return createActor(liveLogic.provide({ actors: overrides }), { inspect }).start();
}
