import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** The header's 'Sign In' button (to /signup, as the navigation bar's spec says), shown to visitors. */
export function SignInLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/signup" className={button({ tone: 'accent', size: 'sm' })} onClick={onClick}>
      <Trans>Sign In</Trans>
    </Link>
  );
}
