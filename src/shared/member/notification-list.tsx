import type { Notification, NotificationType } from '@contracts/notifications';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { visuallyHidden } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { useFormat } from '@/i18n/format';
import * as css from './notification-list.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const typeIcons: Record<NotificationType, { label: MessageDescriptor; paths: ReactNode }> = {
  upload: {
    label: msg`Upload`,
    paths: (
      <>
        <path d="M12 16V4" />
        <path d="m6 10 6-6 6 6" />
        <path d="M4 20h16" />
      </>
    ),
  },
  update: {
    label: msg`Update`,
    paths: (
      <>
        <path d="M20 11a8 8 0 0 0-14.9-4" />
        <path d="M4 4v4h4" />
        <path d="M4 13a8 8 0 0 0 14.9 4" />
        <path d="M20 20v-4h-4" />
      </>
    ),
  },
  message: {
    label: msg`Message`,
    paths: <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z" />,
  },
};

/** The type's icon, named for screen readers ('Upload', 'Update', 'Message'). */
function TypeIcon({ type }: { type: NotificationType }) {
  const { label, paths } = typeIcons[type];
  const { i18n } = useLingui();
  return (
    <span className={css.icon} role="img" aria-label={i18n._(label)}>
      <Icon>{paths}</Icon>
    </span>
  );
}

/**
 * Notifications as the server lists them (newest first): type icon, text (a link when it leads somewhere),
 * relative time and whether it is unread.
 */
export function NotificationList({ items, now }: { items: readonly Notification[]; now: Date }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <ul className={css.list}>
      {items.map((notification) => (
        <li key={notification.id} className={css.item[notification.read ? 'read' : 'unread']}>
          <TypeIcon type={notification.type} />
          <div className={css.body}>
            <p className={css.text}>
              {notification.read ? null : <span className={visuallyHidden}>{t`Unread: `}</span>}
              {notification.link.startsWith('/') ? (
                <Link to={notification.link as never}>{notification.text}</Link>
              ) : (
                notification.text
              )}
            </p>
            <time className={css.meta} dateTime={notification.createdAt}>
              {format.relative(new Date(notification.createdAt), now)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
