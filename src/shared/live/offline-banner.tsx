import { liveMessages } from '@contracts/live';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import type { LiveActor } from '@/session/live-actor';
import * as css from './offline-banner.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** Says so while the tab's live stream is down (it reconnects by itself; the button tries at once). */
export function OfflineBanner({ live }: { live: LiveActor }) {
  const offline = useSelector(live, (snapshot) => snapshot.hasTag('offline'));
  const text = useSourceText();
  if (!offline) return null;
  return (
    <div role="status" className={css.banner}>
      <span>{text(liveMessages.offline)}</span>
      <button type="button" className={css.retry} onClick={() => live.send({ type: 'live.retry' })}>
        <Trans>Retry now</Trans>
      </button>
    </div>
  );
}
