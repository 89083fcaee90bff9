import { type HireInquiry, inquiryTitle } from '@contracts/hire-inquiries';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { StatusBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { localDateTime } from '@/shared/admin/format';
import { statusTone } from '@/shared/inquiries/inquiry-status';
import * as css from './admin-dashboard.css';
import type { latestInquiriesMachine } from './admin-dashboard.machine';

/**
 * 'Latest inquiries': the five newest hire-us inquiries, each a link to its detail page; loading, empty and
 * failed (with a retry) in its place, and a refresh.
 */
export function LatestInquiries({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof latestInquiriesMachine>;
  send: (event: { type: 'collection.refresh' } | { type: 'collection.retry' }) => void;
}) {
  return (
    <section
      className={css.panel}
      aria-labelledby="latest-inquiries-title"
      aria-busy={snapshot.hasTag('busy')}
    >
      <div className={css.widgetHeader}>
        <h2 id="latest-inquiries-title" className={css.panelTitle}>
          Latest inquiries
        </h2>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          disabled={snapshot.hasTag('busy')}
          onClick={() => send({ type: 'collection.refresh' })}
        >
          Refresh
        </button>
      </div>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText="Loading inquiries..."
        emptyText="No inquiries yet."
        error={snapshot.context.error}
        onRetry={() => send({ type: 'collection.retry' })}
      />
      {snapshot.matches('loaded') && (
        <ul className={css.widgetList}>
          {snapshot.context.items.map((inquiry: HireInquiry) => (
            <li key={inquiry.id} className={css.widgetItem}>
              <Link to="/admin/hire-inquiries/$id" params={{ id: inquiry.id }} className={css.widgetLink}>
                {inquiryTitle(inquiry)}
              </Link>
              <StatusBadge tone={statusTone(inquiry.status)}>{inquiry.status}</StatusBadge>
              <span className={css.widgetMeta}>
                From: {inquiry.first_name} {inquiry.last_name} ·{' '}
                <time dateTime={inquiry.created_at}>{localDateTime(inquiry.created_at)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/hire-requests" className={css.widgetLink}>
        All hire requests
      </Link>
    </section>
  );
}
