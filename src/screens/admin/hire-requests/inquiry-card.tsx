import { type HireInquiry, type InquiryStatus, inquiryTitle } from '@contracts/hire-inquiries';
import { StatusBadge } from '@/components/ui/badge';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { initialsOf, localDateTime } from '@/shared/admin/format';
import { statusTone } from '@/shared/inquiries/inquiry-status';
import * as css from './hire-requests.css';
import type { HireRequestsEvent } from './hire-requests.machine';

const statusActions: readonly { label: string; status: InquiryStatus }[] = [
  { label: 'Approve', status: 'Approved' },
  { label: 'Reject', status: 'Rejected' },
  { label: 'Set pending', status: 'Pending' },
];

/**
 * One inquiry of the queue as the spec shows it: initials avatar, 'company - job title', the status
 * badge, 'From: first last', the message and the created time; a three-dot menu of actions. Everything
 * the inquirer typed is React text, never HTML.
 */
export function InquiryCard({
  inquiry,
  saving,
  send,
}: {
  inquiry: HireInquiry;
  /** Its status change is on its way. */
  saving: boolean;
  /** The screen machine's send: each menu item is one event. */
  send: (event: HireRequestsEvent) => void;
}) {
  const title = inquiryTitle(inquiry);
  const items: MenuItem[] = [
    { label: 'View', onSelect: () => send({ type: 'inquiry.view', inquiry }) },
    { label: 'Reply', onSelect: () => send({ type: 'inquiry.reply', inquiry }) },
    { label: 'Delete', onSelect: () => send({ type: 'inquiry.delete', inquiry }) },
    ...statusActions
      .filter((action) => action.status !== inquiry.status)
      .map((action) => ({
        label: action.label,
        onSelect: () => send({ type: 'inquiry.setStatus', inquiry, status: action.status }),
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
            <StatusBadge tone={statusTone(inquiry.status)}>{saving ? 'Saving…' : inquiry.status}</StatusBadge>
          </h2>
          <p className={css.from}>
            From: {inquiry.first_name} {inquiry.last_name}
          </p>
          <p className={css.message}>{inquiry.message}</p>
          <time className={css.time} dateTime={inquiry.created_at}>
            {localDateTime(inquiry.created_at)}
          </time>
        </div>
        <MenuButton id={`inquiry-menu-${inquiry.id}`} label={`Actions for ${title}`} items={items} />
      </article>
    </li>
  );
}
