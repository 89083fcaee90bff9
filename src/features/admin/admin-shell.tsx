import type { AdminBadgeCounts } from '@machines/admin-badges.machine';
import { Link, useRouter } from '@tanstack/react-router';
import { useActor, useSelector } from '@xstate/react';
import { type ReactNode, useCallback, useEffect } from 'react';
import { CountBadge } from '@/components/ui/badge';
import { button } from '@/components/ui/button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { inspect } from '@/lib/inspect';
import type { SessionActor } from '@/session/router-context';
import { adminBadgesLogic } from './admin-badges.logic';
import { RefreshAdminBadges } from './admin-badges-context';
import * as css from './admin-shell.css';

interface SidebarEntry {
  /** An admin route (some are built by other screens of the area; the router resolves them at run time). */
  to: string;
  label: string;
  badge?: { count: keyof AdminBadgeCounts; says: (count: number) => string };
}

/** The spec's sidebar, in its order. */
export const sidebarEntries: readonly SidebarEntry[] = [
  { to: '/Admindashboard', label: 'Dashboard' },
  {
    to: '/hire-requests',
    label: 'Hire Requests',
    badge: { count: 'inquiries', says: (count) => `${count} pending` },
  },
  { to: '/resources', label: 'Resources', badge: { count: 'resources', says: (count) => `${count} in all` } },
  {
    to: '/Admin-projects',
    label: 'Projects',
    badge: { count: 'projects', says: (count) => `${count} in review` },
  },
  { to: '/Admin-blogs', label: 'Blogs' },
  { to: '/Admin-members', label: 'Members' },
];

/**
 * The admin area's frame: a skip link, the sidebar (its live badges, LOGOUT) and the main landmark. On
 * narrow screens the sidebar's links fold behind a Menu button. Counts are fetched again after every
 * navigation and whenever a screen changes what they count.
 */
export function AdminShell({
  session,
  children,
  logic = adminBadgesLogic,
}: {
  session: SessionActor;
  children: ReactNode;
  logic?: typeof adminBadgesLogic;
}) {
  const [badges, sendBadges] = useActor(logic, { inspect });
  const refresh = useCallback(() => sendBadges({ type: 'badges.refresh' }), [sendBadges]);
  const router = useRouter();
  useEffect(() => router.subscribe('onResolved', refresh), [router, refresh]);

  const { isOpen, triggerProps, panelProps, onNavigate } = useDisclosure<HTMLDivElement>('admin-nav');
  const loggingOut = useSelector(session, (snapshot) => snapshot.matches('loggingOut'));
  const { counts } = badges.context;

  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        Skip to content
      </a>
      <aside className={css.sidebar} aria-label="Admin">
        <div className={css.sidebarBar}>
          <Link to="/Admindashboard" className={css.brand}>
            Hub Admin
          </Link>
          <button {...triggerProps} className={`${button({ tone: 'ghost', size: 'sm' })} ${css.menuToggle}`}>
            {isOpen ? 'Close menu' : 'Menu'}
          </button>
        </div>
        <div {...panelProps} className={css.navPanel}>
          <nav aria-label="Admin sections">
            <ul className={css.navList}>
              {sidebarEntries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to as never} className={css.navLink} onClick={onNavigate}>
                    <span>{entry.label}</span>
                    {entry.badge && counts && (
                      <CountBadge count={counts[entry.badge.count]} label={entry.badge.says} />
                    )}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={css.navLink}
                  disabled={loggingOut}
                  onClick={() => session.send({ type: 'session.logout' })}
                >
                  {loggingOut ? 'Logging out...' : 'LOGOUT'}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </aside>
      <main id="main" tabIndex={-1} className={css.main}>
        <RefreshAdminBadges.Provider value={refresh}>{children}</RefreshAdminBadges.Provider>
      </main>
    </div>
  );
}
