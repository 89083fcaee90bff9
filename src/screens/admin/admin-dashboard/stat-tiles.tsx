import { adminStatsMessages, statKeys, statLabels } from '@contracts/admin-stats';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import * as css from './admin-dashboard.css';
import type { adminStatsMachine } from './admin-stats.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The six stat tiles: loading, then the error, 'No stats found.' or the tiles. */
export function StatTiles({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof adminStatsMachine>;
  send: (event: { type: 'stats.retry' }) => void;
}) {
  const { t } = useLingui();
  const text = useSourceText();
  const { counts, error } = snapshot.context;
  const retry = () => send({ type: 'stats.retry' });
  const failure = text(error ?? adminStatsMessages.fallback);

  return (
    <section aria-label={t`Stats`} aria-busy={snapshot.hasTag('busy')}>
      {snapshot.hasTag('busy') && (
        <p role="status" className={css.status}>
          {text(adminStatsMessages.loading)}
        </p>
      )}
      {snapshot.matches('failed') && (
        <div className={css.messageRow}>
          <p role="alert" className={css.error}>
            {t`Error: ${failure}`}
          </p>
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('empty') && (
        <div className={css.messageRow}>
          <p className={css.status}>{text(adminStatsMessages.empty)}</p>
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={retry}>
            <Trans>Reload</Trans>
          </button>
        </div>
      )}
      {snapshot.matches('tiles') && (
        <ul className={css.tiles}>
          {statKeys.map((key) => (
            <li key={key} className={css.tile}>
              <p className={css.tileLabel}>{text(statLabels[key])}</p>
              <p className={css.tileValue}>{counts[key]}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
