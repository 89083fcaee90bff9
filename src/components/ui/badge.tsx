import { badgeCountText } from '@contracts/badge';
import type { ReactNode } from 'react';
import * as css from './badge.css';

/**
 * A number beside a navigation entry ('99+' above 99). `label` says what is counted, for screen
 * readers ('6 pending inquiries'); the visible text is only the number.
 */
export function CountBadge({ count, label }: { count: number; label: (count: number) => string }) {
  return (
    <span className={css.count} role="img" aria-label={label(count)}>
      {badgeCountText(count)}
    </span>
  );
}

export type StatusTone = keyof typeof css.status;

/** A coloured status word: green success, red danger, yellow warning, blue info, grey neutral. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={css.status[tone]}>{children}</span>;
}
