import { adminStatsMessages, statKeys, statLabels, statsErrorText } from '@contracts/admin-stats';
import { useActor } from '@xstate/react';
import { button } from '@/components/ui/button';
import { inspect } from '@/lib/inspect';
import { adminStatsLogic } from './admin-stats.logic';
import * as css from './dashboard.css';

/** The six stat tiles: loading, then the error, 'No stats found.' or the tiles. */
export function StatTiles({ logic = adminStatsLogic }: { logic?: typeof adminStatsLogic }) {
  const [snapshot, send] = useActor(logic, { inspect });
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
