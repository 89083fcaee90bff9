import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import { loadCatalogs } from '@/i18n/catalogs';
import * as css from './info.css';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/** 'Still have questions?' with 'Chat with us', which opens the chatbot page. */
export function StillHaveQuestions() {
  return (
    <aside className={css.stillQuestions} aria-labelledby="still-questions-title">
      <h3 id="still-questions-title" className={css.stillTitle}>
        <Trans>Still have questions?</Trans>
      </h3>
      <p className={css.stillText}>
        <Trans>Our chatbot answers in English, French, Swahili and Kinyarwanda.</Trans>
      </p>
      <Link to="/chatcard" className={button({ tone: 'accent' })}>
        <Trans>Chat with us</Trans>
      </Link>
    </aside>
  );
}
