import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { useDisclosure } from '@/components/ui/use-disclosure';
import * as css from './site-header.css';

const links = [
  { to: '/', label: 'Home' },
  { to: '/abouthub', label: 'AboutHub' },
  { to: '/members', label: 'Members' },
  { to: '/projects', label: 'Projects' },
] as const;

/** The menu toggle shown on narrow screens, offering Home, AboutHub, Members and Projects. */
export function MobileMenu() {
  const { triggerProps, panelProps, onNavigate } = useDisclosure<HTMLUListElement>('mobile-menu');
  return (
    <>
      <button {...triggerProps} className={`${button({ tone: 'ghost', size: 'sm' })} ${css.mobileToggle}`}>
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
      </ul>
    </>
  );
}
