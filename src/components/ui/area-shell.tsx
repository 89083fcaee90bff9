import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './area-shell.css';
import { CountBadge } from './badge';
import { button } from './button';
import { useDisclosure } from './use-disclosure';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** One sidebar link; a badge whose count is undefined (not fetched) is left out. */
export interface AreaNavEntry {
  /** A route of the area (some are built by other screens; the router resolves them at run time). */
  to: string;
  label: string;
  badge?: { count: number | undefined; says: (count: number) => string };
}

export interface AreaShellProps {
  /** The area's name: the sidebar's landmark label ('Admin', 'Member'), its nav is '<name> sections'. */
  name: string;
  /** The brand link at the top of the sidebar. */
  home: { to: string; label: string };
  entries: readonly AreaNavEntry[];
  /** The sidebar's last entry: the area's logout button. */
  logout: { label: string; busyLabel?: string; busy: boolean; onLogout: () => void };
  /** Above the main landmark (the member area's search and buttons). */
  header?: ReactNode;
  /** Above the header: e.g. the live stream's offline banner. */
  notice?: ReactNode;
  /** Called after each navigation to another address (not for the one that opened the shell). */
  onNavigate?: () => void;
  children: ReactNode;
}

/** Runs `onNavigate` after each navigation to another address inside the shell. */
function useAfterNavigation(onNavigate: (() => void) | undefined) {
  const router = useRouter();
  useEffect(() => {
    if (!onNavigate) return;
    let shownAt = router.state.location.href;
    return router.subscribe('onResolved', ({ toLocation }) => {
      if (toLocation.href === shownAt) return;
      shownAt = toLocation.href;
      onNavigate();
    });
  }, [router, onNavigate]);
}

/**
 * A signed-in area's frame (admin and member): a skip link, the sidebar (links with count badges, '99+'
 * above 99, and the logout button) and the main landmark. On narrow screens the links fold behind a Menu
 * button (hidden by the style sheet only, so wide screens always show them).
 */
export function AreaShell({
  name,
  home,
  entries,
  logout,
  header,
  notice,
  onNavigate,
  children,
}: AreaShellProps) {
  useAfterNavigation(onNavigate);
  const { t } = useLingui();
  const panelId = `${name.toLowerCase()}-nav`;
  const { isOpen, triggerProps, panelProps, onNavigate: closePanel } = useDisclosure<HTMLDivElement>(panelId);
  return (
    <div className={css.page}>
      <a href="#main" className={css.skipLink}>
        <Trans>Skip to content</Trans>
      </a>
      <aside className={css.sidebar} aria-label={name}>
        <div className={css.sidebarBar}>
          <Link to={home.to as never} className={css.brand}>
            {home.label}
          </Link>
          <button {...triggerProps} className={`${button({ tone: 'ghost', size: 'sm' })} ${css.menuToggle}`}>
            {isOpen ? t`Close menu` : t`Menu`}
          </button>
        </div>
        <div {...panelProps} hidden={undefined} data-open={isOpen} className={css.navPanel}>
          <nav aria-label={t`${name} sections`}>
            <ul className={css.navList}>
              {entries.map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to as never} className={css.navLink} onClick={closePanel}>
                    <span>{entry.label}</span>
                    {entry.badge?.count !== undefined && (
                      <CountBadge count={entry.badge.count} label={entry.badge.says} />
                    )}
                  </Link>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={css.navLink}
                  disabled={logout.busy}
                  aria-busy={logout.busy}
                  onClick={logout.onLogout}
                >
                  {logout.busy && logout.busyLabel ? logout.busyLabel : logout.label}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </aside>
      <div className={css.column}>
        {notice}
        {header}
        <main id="main" tabIndex={-1} className={css.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
