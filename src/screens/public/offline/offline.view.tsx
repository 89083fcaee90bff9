import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { inspect } from '@/lib/inspect';
import { useHydrated } from '@/lib/use-hydrated';
import * as css from './offline.css';
import { type OfflineLogic, offlineLogic } from './offline.logic';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * /offline: the service worker sends here a navigation that failed with nothing saved (`from`). It says
 * so, lists the pages saved on this device (the screen machine reads them), and links back to `from`.
 * The page is prerendered once for every `from` and precached, so `from` shows only once hydrated (the
 * build's HTML has none). Links are plain `<a>`: a full navigation, which the worker answers with the
 * saved copy. Not for search engines (`noindex`).
 */
export function OfflineView({
  from,
  logic = offlineLogic,
}: {
  from?: string | undefined;
  logic?: OfflineLogic;
}) {
  const { t } = useLingui();
  const asked = useHydrated() ? from : undefined;
  const [snapshot] = useActor(logic, { inspect });
  const { pages } = snapshot.context;
  return (
    <section className={section} aria-labelledby="offline-title">
      <title>{t`Offline · Hub`}</title>
      <meta name="robots" content="noindex" />
      <div className={`${container} ${css.page}`}>
        <h1 id="offline-title" className={css.title}>
          <Trans>You are offline</Trans>
        </h1>
        <p className={css.lead}>
          {asked ? (
            <Trans>
              The page <span className={css.from}>{asked}</span> is not saved on this device, and the device
              is offline.
            </Trans>
          ) : (
            <Trans>This page is not saved on this device, and the device is offline.</Trans>
          )}
        </p>
        <h2 id="offline-saved" className={css.heading}>
          <Trans>Pages saved on this device</Trans>
        </h2>
        {snapshot.hasTag('busy') && (
          <p role="status" className={css.status}>
            <Trans>Looking for saved pages...</Trans>
          </p>
        )}
        {snapshot.matches('listed') && (
          <ul className={css.list} aria-labelledby="offline-saved">
            {pages.map((page) => (
              <li key={page.path}>
                <a href={page.path} className={css.savedLink}>
                  <span className={css.savedTitle}>{page.title}</span>
                  <span className={css.savedPath}>{page.path}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
        {snapshot.matches('none') && (
          <p className={css.status}>
            <Trans>
              No page is saved on this device yet. The public pages you read while online are saved here.
            </Trans>
          </p>
        )}
        {snapshot.matches('failed') && (
          <p role="alert" className={css.status}>
            <Trans>This browser keeps no saved pages.</Trans>
          </p>
        )}
        {asked && (
          <p className={css.actions}>
            <a href={asked} className={button({ tone: 'primary' })}>
              <Trans>Try again</Trans>
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
