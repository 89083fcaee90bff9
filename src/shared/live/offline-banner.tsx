import { liveMessages } from '@contracts/live';
import { useSelector } from '@xstate/react';
import type { LiveActor } from '@/session/live-actor';
import * as css from './offline-banner.css';

/** Says so while the tab's live stream is down (it reconnects by itself; the button tries at once). */
export function OfflineBanner({ live }: { live: LiveActor }) {
  const offline = useSelector(live, (snapshot) => snapshot.hasTag('offline'));
  if (!offline) return null;
  return (
    <div role="status" className={css.banner}>
      <span>{liveMessages.offline}</span>
      <button type="button" className={css.retry} onClick={() => live.send({ type: 'live.retry' })}>
        Retry now
      </button>
    </div>
  );
}
