import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { container } from '@/components/ui/layout.css';
import { loadCatalogs } from '@/i18n/catalogs';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useHydrated } from '@/lib/use-hydrated';
import { AboutHubDropdown } from './about-hub-dropdown';
import { DesktopAccount } from './header-account.lazy';
import { MobileMenu } from './mobile-menu';
import { SignInLink } from './sign-in-link';
import * as css from './site-header.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * A prerendered page shows 'Sign In' (the build has no session) until it has hydrated. The render after
 * hydration is this slot's alone: read in the header, it would render the whole bar again, every link with it.
 */
function DesktopAccountSlot() {
  const hydrated = useHydrated();
  if (!hydrated) return <SignInLink />;
  return (
    <Suspense fallback={<SignInLink />}>
      <DesktopAccount />
    </Suspense>
  );
}

/** The navigation bar of every page: 'Sign In' for visitors; who is signed in, their area and Logout. */
export function SiteHeader() {
  const { t } = useLingui();
  return (
    <header className={css.header}>
      <div className={`${container} ${css.bar}`}>
        <Link to="/" className={css.brand}>
          {/* The favicon is the hub's mark: already fetched, so it costs no request and no entry bytes. */}
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Hub
        </Link>
        <nav aria-label={t`Main`} className={css.desktopNav}>
          <ul className={css.navList}>
            <li>
              <Link to="/" className={css.navLink} activeOptions={{ exact: true }}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <AboutHubDropdown />
            </li>
            <li>
              <Link to="/members" className={css.navLink}>
                <Trans>Members</Trans>
              </Link>
            </li>
            <li>
              <Link to="/projects" className={css.navLink}>
                <Trans>Projects</Trans>
              </Link>
            </li>
            <li>
              <Link to="/dashboard" className={css.navLink}>
                <Trans>User Dashboard</Trans>
              </Link>
            </li>
            <li>
              <Link to="/resources-room" className={css.navLink}>
                <Trans>Resources Room</Trans>
              </Link>
            </li>
          </ul>
          <LanguageSwitcher />
          <DesktopAccountSlot />
        </nav>
        <nav aria-label={t`Mobile`} className={css.mobileNav}>
          <MobileMenu />
        </nav>
      </div>
    </header>
  );
}
