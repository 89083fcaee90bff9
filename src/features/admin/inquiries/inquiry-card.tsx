import type { HireInquiry, InquiryStatus } from '@contracts/hire-inquiries';
import { StatusBadge } from '@/components/ui/badge';
import { MenuButton, type MenuItem } from '@/components/ui/menu-button';
import { initialsOf, localDateTime } from '../format';
import * as css from './inquiries.css';
import { statusTone } from './inquiry-status';

export interface InquiryCardActions {
  view: (inquiry: HireInquiry) => void;
  reply: (inquiry: HireInquiry) => void;
  remove: (inquiry: HireInquiry) => void;
  setStatus: (inquiry: HireInquiry, status: InquiryStatus) => void;
}

const statusActions: readonly { label: string; status: InquiryStatus }[] = [
  { label: 'Approve', status: 'Approved' },
  { label: 'Reject', status: 'Rejected' },
  { label: 'Set pending', status: 'Pending' },
];

/** 'company - job title': how the spec names an inquiry on its card. */
export function inquiryTitle(inquiry: Pick<HireInquiry, 'company_name' | 'job_title'>): string {
  return `${inquiry.company_name} - ${inquiry.job_title}`;
}

/**
 * One inquiry of the queue as the spec shows it: initials avatar, 'company - job title', the status
 * badge, 'From: first last', the message and the created time; a three-dot menu of actions. Everything
 * the inquirer typed is React text, never HTML.
 */
export function InquiryCard({
  inquiry,
  saving,
  actions,
}: {
  inquiry: HireInquiry;
  /** Its status change is on its way. */
  saving: boolean;
  actions: InquiryCardActions;
}) {
  const title = inquiryTitle(inquiry);
  const items: MenuItem[] = [
    { label: 'View', onSelect: () => actions.view(inquiry) },
    { label: 'Reply', onSelect: () => actions.reply(inquiry) },
    { label: 'Delete', onSelect: () => actions.remove(inquiry) },
    ...statusActions
      .filter((action) => action.status !== inquiry.status)
      .map((action) => ({ label: action.label, onSelect: () => actions.setStatus(inquiry, action.status) })),
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
