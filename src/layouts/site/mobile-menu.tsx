import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { button } from '@/components/ui/button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { loadCatalogs } from '@/i18n/catalogs';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useHydrated } from '@/lib/use-hydrated';
import { MobileAccount } from './header-account.lazy';
import { SignInLink } from './sign-in-link';
import * as css from './site-header.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

const links = [
  { to: '/', label: msg`Home` },
  { to: '/abouthub', label: msg`AboutHub` },
  { to: '/blog', label: msg`Blog` },
  { to: '/hub-information', label: msg`Hub Information` },
  { to: '/members', label: msg`Members` },
  { to: '/projects', label: msg`Projects` },
  { to: '/dashboard', label: msg`User Dashboard` },
] as const;

/**
 * The menu toggle shown on narrow screens: Home, AboutHub, Members and Projects (the spec's four), and
 * every other entry of the navigation bar, ending with 'Sign In' or the signed-in entries.
 */
export function MobileMenu() {
  const { triggerProps, panelProps, onNavigate } = useDisclosure<HTMLUListElement>('mobile-menu');
  const hydrated = useHydrated();
  const { i18n } = useLingui();
  const visitorEntry = (
    <li>
      <SignInLink onClick={onNavigate} />
    </li>
  );
  // Until the app has hydrated, the menu is a popover the browser opens and closes by itself (a tap shows it
  // before the scripts run); once hydrated, the machine owns it. The hydration render is the prerendered one.
  const native = hydrated
    ? undefined
    : ({
        trigger: { popoverTarget: 'mobile-menu', 'aria-expanded': undefined },
        panel: { popover: 'auto', hidden: false },
      } as const);
  return (
    <>
      <button {...triggerProps} {...native?.trigger} className={button({ tone: 'ghost', size: 'sm' })}>
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        <Trans>Menu</Trans>
      </button>
      <ul {...panelProps} {...native?.panel} className={css.mobilePanel}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={css.navLink} onClick={onNavigate}>
              {i18n._(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/resources-room" className={css.navLink} onClick={onNavigate}>
            <Trans>Resources Room</Trans>
          </Link>
        </li>
        <li>
          <LanguageSwitcher onSwitch={onNavigate} />
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
