import { adminStatsMessages, statKeys, statLabels, statsErrorText } from '@contracts/admin-stats';
import type { adminStatsMachine } from '@machines/admin-stats.machine';
import type { SnapshotFrom } from 'xstate';
import { button } from '@/components/ui/button';
import * as css from './admin-dashboard.css';

/** The six stat tiles: loading, then the error, 'No stats found.' or the tiles. */
export function StatTiles({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof adminStatsMachine>;
  send: (event: { type: 'stats.retry' }) => void;
}) {
  const { counts, error } = snapshot.context;
  const retry = () => send({ type: 'stats.retry' });

  return (
    <section aria-label="Stats" aria-busy={snapshot.hasTag('busy')}>
      {snapshot.hasTag('busy') && (
        <p role="status" className={css.status}>
          {adminStatsMessages.loading}
        </p>
      )}
      {snapshot.matches('failed') && (
        <div className={css.messageRow}>
          <p role="alert" className={css.error}>
            {statsErrorText(error ?? adminStatsMessages.fallback)}
          </p>
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {snapshot.matches('empty') && (
        <div className={css.messageRow}>
          <p className={css.status}>{adminStatsMessages.empty}</p>
          <button type="button" className={button({ tone: 'outline', size: 'sm' })} onClick={retry}>
            Reload
          </button>
        </div>
      )}
      {snapshot.matches('tiles') && (
        <ul className={css.tiles}>
          {statKeys.map((key) => (
            <li key={key} className={css.tile}>
              <p className={css.tileLabel}>{statLabels[key]}</p>
              <p className={css.tileValue}>{counts[key]}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
