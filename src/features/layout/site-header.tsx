import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container } from '@/components/ui/layout.css';
import { AboutHubDropdown } from './about-hub-dropdown';
import { HubLogo } from './hub-logo';
import { MobileMenu } from './mobile-menu';
import * as css from './site-header.css';

/** The navigation bar of every public page. */
export function SiteHeader() {
  return (
    <header className={css.header}>
      <div className={`${container} ${css.bar}`}>
        <Link to="/" className={css.brand}>
          <HubLogo />
          Hub
        </Link>
        <nav aria-label="Main" className={css.desktopNav}>
          <ul className={css.navList}>
            <li>
              <Link to="/" className={css.navLink} activeOptions={{ exact: true }}>
                Home
              </Link>
            </li>
            <li>
              <AboutHubDropdown />
            </li>
            <li>
              <Link to="/members" className={css.navLink}>
                Members
              </Link>
            </li>
            <li>
              <Link to="/projects" className={css.navLink}>
                Projects
              </Link>
            </li>
            <li>
              <Link to="/dashboard" className={css.navLink}>
                User Dashboard
              </Link>
            </li>
            <li>
              {/* The resources room is a later issue: a plain link until its route exists. */}
              <a href="/resources-room" className={css.navLink}>
                Resources Room
              </a>
            </li>
          </ul>
          <Link to="/signup" className={button({ tone: 'accent', size: 'sm' })}>
            Sign In
          </Link>
        </nav>
        <nav aria-label="Mobile">
          <MobileMenu />
        </nav>
      </div>
    </header>
  );
}
