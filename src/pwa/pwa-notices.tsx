import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import * as css from './pwa-notices.css';
import type { InstallPromptActor, ServiceWorkerActor } from './service-worker.logic';

/** On `<html>` while these notices run: the live stream's banner then leaves the offline notice to them. */
export const PWA_NOTICES_ATTRIBUTE = 'data-pwa-notices';

await loadCatalogs(import.meta.glob('./locales/*.po'));

export interface PwaActors {
  worker: ServiceWorkerActor;
  install: InstallPromptActor;
}

/**
 * Tells the install offer that the visitor has moved past the first screen: each new address (the router's
 * pushState and the back button; these notices live outside the router).
 */
function usePageViews(install: InstallPromptActor) {
  const { pathname } = window.location;
  const first = useRef(pathname);
  useEffect(() => {
    const viewed = () => {
      if (window.location.pathname !== first.current) install.send({ type: 'page.view' });
    };
    const navigation = (window as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigatesuccess', viewed);
    window.addEventListener('popstate', viewed);
    return () => {
      navigation?.removeEventListener('navigatesuccess', viewed);
      window.removeEventListener('popstate', viewed);
    };
  }, [install]);
}

/**
 * The service worker's notices, at the bottom of the page, polite (`role="status"`), never taking the focus:
 * offline / a saved copy, back online on a saved copy, a new version ready, and the install offer. Nothing
 * reloads by itself: only a click on Reload does, so nothing typed is lost to an update.
 */
export function PwaNotices({ actors }: { actors: PwaActors }) {
  const { worker, install } = actors;
  const { t } = useLingui();
  const format = useFormat();
  usePageViews(install);
  const savedAt = useSelector(worker, (snapshot) => snapshot.context.savedAt);
  const offline = useSelector(worker, (snapshot) => snapshot.matches({ connection: 'offline' }));
  const stale = useSelector(worker, (snapshot) => snapshot.matches({ connection: { online: 'stale' } }));
  const updateReady = useSelector(worker, (snapshot) =>
    snapshot.matches({ worker: { running: 'updateWaiting' } }),
  );
  const reloading = useSelector(worker, (snapshot) => snapshot.matches({ worker: { running: 'reloading' } }));
  const offered = useSelector(install, (snapshot) => snapshot.matches('offered'));

  const saved = savedAt ? format.dateTime(savedAt) : '';
  return (
    <div role="status" className={css.stack}>
      {offline && (
        <p className={css.offline}>
          {savedAt
            ? t`You are offline. This is a saved copy of the page (saved ${saved}).`
            : t`You are offline.`}
        </p>
      )}
      {stale && (
        <p className={css.notice}>
          <span>
            <Trans>You are back online —</Trans>
          </span>
          <button type="button" className={css.action} onClick={() => worker.send({ type: 'page.reload' })}>
            <Trans>Reload for the latest</Trans>
          </button>
        </p>
      )}
      {(updateReady || reloading) && (
        <p className={css.notice}>
          <span>
            <Trans>A new version is ready —</Trans>
          </span>
          <button
            type="button"
            className={css.action}
            aria-disabled={reloading}
            onClick={() => worker.send({ type: 'update.reload' })}
          >
            {reloading ? <Trans>Reloading…</Trans> : <Trans>Reload</Trans>}
          </button>
        </p>
      )}
      {offered && (
        <p className={css.notice}>
          <span>
            <Trans>Install the Hub app</Trans>
          </span>
          <button
            type="button"
            className={css.action}
            onClick={() => install.send({ type: 'install.accept' })}
          >
            <Trans>Install</Trans>
          </button>
          <button
            type="button"
            className={css.action}
            onClick={() => install.send({ type: 'install.dismiss' })}
          >
            <Trans>Not now</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
