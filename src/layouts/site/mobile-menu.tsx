import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { button } from '@/components/ui/button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { useHydrated } from '@/lib/use-hydrated';
import { MobileAccount } from './header-account.lazy';
import { SignInLink } from './sign-in-link';
import * as css from './site-header.css';

const links = [
  { to: '/', label: 'Home' },
  { to: '/abouthub', label: 'AboutHub' },
  { to: '/blog', label: 'Blog' },
  { to: '/hub-information', label: 'Hub Information' },
  { to: '/members', label: 'Members' },
  { to: '/projects', label: 'Projects' },
  { to: '/dashboard', label: 'User Dashboard' },
] as const;

/**
 * The menu toggle shown on narrow screens: Home, AboutHub, Members and Projects (the spec's four), and
 * every other entry of the navigation bar, ending with 'Sign In' or the signed-in entries.
 */
export function MobileMenu() {
  const { triggerProps, panelProps, onNavigate } = useDisclosure<HTMLUListElement>('mobile-menu');
  const hydrated = useHydrated();
  const visitorEntry = (
    <li>
      <SignInLink onClick={onNavigate} />
    </li>
  );
  return (
    <>
      <button {...triggerProps} className={button({ tone: 'ghost', size: 'sm' })}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <ul {...panelProps} className={css.mobilePanel}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={css.navLink} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <a href="/resources-room" className={css.navLink} onClick={onNavigate}>
            Resources Room
          </a>
        </li>
        {/* A prerendered page shows 'Sign In' (the build has no session) until it has hydrated. */}
        {hydrated ? (
          <Suspense fallback={visitorEntry}>
            <MobileAccount onNavigate={onNavigate} />
          </Suspense>
        ) : (
          visitorEntry
        )}
      </ul>
    </>
  );
}
