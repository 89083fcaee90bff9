import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { container, section } from '@/components/ui/layout.css';
import * as css from './not-found-page.css';

export function NotFoundPage() {
  return (
    <section className={section} aria-labelledby="not-found-title">
      <title>Page not found · Hub</title>
      <div className={`${container} ${css.box}`}>
        <p className={css.code}>404</p>
        <h1 id="not-found-title">Page not found</h1>
        <p>The page you asked for does not exist or has moved.</p>
        <Link to="/" className={button({ tone: 'primary' })}>
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
