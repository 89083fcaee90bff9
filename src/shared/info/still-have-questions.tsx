import { Link } from '@tanstack/react-router';
import { button } from '@/components/ui/button';
import * as css from './info.css';

/** 'Still have questions?' with 'Chat with us', which opens the chatbot page. */
export function StillHaveQuestions() {
  return (
    <aside className={css.stillQuestions} aria-labelledby="still-questions-title">
      <h3 id="still-questions-title" className={css.stillTitle}>
        Still have questions?
      </h3>
      <p className={css.stillText}>Our chatbot answers in English, French, Swahili and Kinyarwanda.</p>
      <Link to="/chatcard" className={button({ tone: 'accent' })}>
        Chat with us
      </Link>
    </aside>
  );
}
