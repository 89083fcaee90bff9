import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { container } from '@/components/ui/layout.css';
import * as css from './room.css';

/** The room's navigation (spec "Resources room"); CONTACTS points to the room's home. */
const entries = [
  { label: 'HOME', to: '/resources-room', exact: true },
  { label: 'ALL RESOURCES', to: '/resources-room/all-resources', exact: false },
  { label: 'CATEGORIES', to: '/resources-room/categories', exact: false },
] as const;

/** The resources room's frame: its own navigation bar above the room's page. */
export function RoomLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <nav className={css.nav} aria-label="Resources room">
        <ul className={`${container} ${css.navList}`}>
          {entries.map((entry) => (
            <li key={entry.label}>
              <Link to={entry.to} className={css.navLink} activeOptions={{ exact: entry.exact }}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/resources-room" className={css.navLink} activeProps={{ 'aria-current': undefined }}>
              CONTACTS
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </>
  );
}
