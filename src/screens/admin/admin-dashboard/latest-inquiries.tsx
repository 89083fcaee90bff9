import { type Inquiry, inquiryTitle } from '@contracts/inquiries';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { StatusBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { LoadStatus, loadStateOf } from '@/components/ui/load-state';
import { loadCatalogs } from '@/i18n/catalogs';
import { useSourceText } from '@/i18n/texts';
import { LocalTime } from '@/shared/admin/local-time';
import { statusTone, useStatusLabel } from '@/shared/inquiries/inquiry-status';
import * as css from './admin-dashboard.css';
import type { latestInquiriesMachine } from './admin-dashboard.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

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
  const { t } = useLingui();
  const text = useSourceText();
  const statusLabel = useStatusLabel();
  return (
    <section
      className={css.panel}
      aria-labelledby="latest-inquiries-title"
      aria-busy={snapshot.hasTag('busy')}
    >
      <div className={css.widgetHeader}>
        <h2 id="latest-inquiries-title" className={css.panelTitle}>
          <Trans>Latest inquiries</Trans>
        </h2>
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          disabled={snapshot.hasTag('busy')}
          onClick={() => send({ type: 'collection.refresh' })}
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      <LoadStatus
        state={loadStateOf(snapshot)}
        loadingText={t`Loading inquiries...`}
        emptyText={t`No inquiries yet.`}
        error={snapshot.context.error && text(snapshot.context.error)}
        onRetry={() => send({ type: 'collection.retry' })}
      />
      {snapshot.matches('loaded') && (
        <ul className={css.widgetList}>
          {snapshot.context.items.map((inquiry: Inquiry) => (
            <li key={inquiry.id} className={css.widgetItem}>
              <Link to="/admin/hire-inquiries/$id" params={{ id: inquiry.id }} className={css.widgetLink}>
                {inquiryTitle(inquiry)}
              </Link>
              <StatusBadge tone={statusTone(inquiry.status)}>{statusLabel(inquiry.status)}</StatusBadge>
              <span className={css.widgetMeta}>
                <Trans>
                  From: {inquiry.first_name} {inquiry.last_name}
                </Trans>{' '}
                · <LocalTime iso={inquiry.created_at} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/hire-requests" className={css.widgetLink}>
        <Trans>All hire requests</Trans>
      </Link>
    </section>
  );
}
