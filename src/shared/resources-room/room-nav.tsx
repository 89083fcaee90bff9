import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { container } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './room.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The room's navigation (spec "Resources room"); CONTACTS points to the room's home. */
const entries: readonly {
  label: MessageDescriptor;
  to: '/resources-room' | '/resources-room/all-resources' | '/resources-room/categories';
  exact: boolean;
}[] = [
  { label: msg`HOME`, to: '/resources-room', exact: true },
  { label: msg`ALL RESOURCES`, to: '/resources-room/all-resources', exact: false },
  { label: msg`CATEGORIES`, to: '/resources-room/categories', exact: false },
];

/** The resources room's frame: its own navigation bar above the room's page. */
export function RoomLayout({ children }: { children: ReactNode }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <nav className={css.nav} aria-label={t`Resources room`}>
        <ul className={`${container} ${css.navList}`}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={css.navLink} activeOptions={{ exact: entry.exact }}>
                {i18n._(entry.label)}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/resources-room" className={css.navLink} activeProps={{ 'aria-current': undefined }}>
              <Trans>CONTACTS</Trans>
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </>
  );
}
