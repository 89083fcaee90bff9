import { liveMessages } from '@contracts/live';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSyncExternalStore } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import type { LiveActor } from '@/session/live-actor';
import * as css from './offline-banner.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

function onConnectionChange(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the service worker's notices already say the device is offline (src/pwa/pwa-root.tsx marks
 * `<html data-pwa-notices>` while they run): the browser reports no connection and those notices are
 * running. Then this banner stays away: one notice says it.
 */
const deviceOfflineSaidElsewhere = () =>
  !navigator.onLine && document.documentElement.hasAttribute('data-pwa-notices');

/**
 * Says so while the tab's live stream is down (it reconnects by itself; the button tries at once): the
 * server cannot be reached though the device has a connection. When the device itself is offline, the
 * service worker's notice says so instead (one notice at a time).
 */
export function OfflineBanner({ live }: { live: LiveActor }) {
  const offline = useSelector(live, (snapshot) => snapshot.hasTag('offline'));
  const saidElsewhere = useSyncExternalStore(onConnectionChange, deviceOfflineSaidElsewhere, () => false);
  const text = useSourceText();
  if (!offline || saidElsewhere) return null;
  return (
    <div role="status" className={css.banner}>
      <span>{text(liveMessages.offline)}</span>
      <button type="button" className={css.retry} onClick={() => live.send({ type: 'live.retry' })}>
        <Trans>Retry now</Trans>
      </button>
    </div>
  );
}
