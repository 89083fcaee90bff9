import { type InquiryStatus, inquiryTitle } from '@contracts/inquiries';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@/components/ui/badge';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { loadCatalogs } from '@/i18n/catalogs';
import { initialsOf } from '@/shared/admin/format';
import { LocalTime } from '@/shared/admin/local-time';
import { statusTone, useStatusLabel } from '@/shared/inquiries/inquiry-status';
import * as css from './hire-requests.css';
import type { HireRequestsEvent, InquiryCardView } from './hire-requests.machine';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The menu item that gives an inquiry a status (which ones a card offers is the screen machine's). */
const statusActionLabels: Record<InquiryStatus, MessageDescriptor> = {
  Approved: msg`Approve`,
  Rejected: msg`Reject`,
  Pending: msg`Set pending`,
};

/**
 * One inquiry of the queue as the spec shows it: initials avatar, 'company - job title', the status
 * badge, 'From: first last', the message and the created time; a three-dot menu of actions. Everything
 * the inquirer typed is React text, never HTML.
 */
export function InquiryCard({
  card,
  send,
}: {
  /** The card as the screen machine shows it (`selectCards`). */
  card: InquiryCardView;
  /** The screen machine's send: each menu item is one event. */
  send: (event: HireRequestsEvent) => void;
}) {
  const { inquiry, offered, saving } = card;
  const { i18n, t } = useLingui();
  const statusLabel = useStatusLabel();
  const title = inquiryTitle(inquiry);
  const items: MenuItem[] = [
    { label: t`View`, onSelect: () => send({ type: 'inquiry.view', inquiry }) },
    { label: t`Reply`, onSelect: () => send({ type: 'inquiry.reply', inquiry }) },
    { label: t`Delete`, onSelect: () => send({ type: 'inquiry.delete', inquiry }) },
    ...offered.map((status) => ({
      label: i18n._(statusActionLabels[status]),
      onSelect: () => send({ type: 'inquiry.setStatus', inquiry, status }),
    })),
  ];
  return (
    <li>
      <article className={css.card} aria-labelledby={`inquiry-${inquiry.id}`} aria-busy={saving}>
        <span className={css.avatar} aria-hidden="true">
          {initialsOf(inquiry.first_name, inquiry.last_name)}
        </span>
        <div className={css.cardBody}>
          <h2 id={`inquiry-${inquiry.id}`} className={css.cardHeading}>
            {title}
            <StatusBadge tone={statusTone(inquiry.status)}>
              {saving ? t`Saving…` : statusLabel(inquiry.status)}
            </StatusBadge>
          </h2>
          <p className={css.from}>
            <Trans>
              From: {inquiry.first_name} {inquiry.last_name}
            </Trans>
          </p>
          <p className={css.message}>{inquiry.message}</p>
          <LocalTime className={css.time} iso={inquiry.created_at} />
        </div>
        <MenuButton id={`inquiry-menu-${inquiry.id}`} label={t`Actions for ${title}`} items={items} />
      </article>
    </li>
  );
}
