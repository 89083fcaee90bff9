import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';

/** The header's 'Sign In' button (to /signup, as the navigation bar's spec says), shown to visitors. */
export function SignInLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/signup" className={button({ tone: 'accent', size: 'sm' })} onClick={onClick}>
      Sign In
    </Link>
  );
}
