import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import * as css from './auth.css';

/** A signed-in user opened a page their role may not see. */
export function NotAllowedPage() {
  return (
    <section className={css.page} aria-labelledby="not-allowed-title">
      <title>Not allowed · Hub</title>
      <div className={css.card}>
        <h1 id="not-allowed-title" className={css.title}>
          Not allowed
        </h1>
        <p className={css.centered}>Your account is not allowed to open this page.</p>
        <Link to="/dashboard" className={button({ tone: 'primary' })}>
          Go to your dashboard
        </Link>
      </div>
    </section>
  );
}
