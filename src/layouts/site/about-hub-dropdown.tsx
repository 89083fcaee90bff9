import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useDisclosure } from '@/components/ui/use-disclosure';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './site-header.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'About Hub' in the navigation bar: a disclosure of Blog and Hub Information. */
export function AboutHubDropdown() {
  const { triggerProps, panelProps, onNavigate } = useDisclosure<HTMLUListElement>('about-hub-menu');
  return (
    <div className={css.dropdown}>
      <button {...triggerProps} className={css.navLink}>
        <Trans>About Hub</Trans>
        <svg className={css.caret} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul {...panelProps} className={css.dropdownPanel}>
        <li>
          <Link to="/blog" className={css.dropdownLink} onClick={onNavigate}>
            <Trans>Blog</Trans>
          </Link>
        </li>
        <li>
          <Link to="/hub-information" className={css.dropdownLink} onClick={onNavigate}>
            <Trans>Hub Information</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}
