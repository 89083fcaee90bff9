import { LANGUAGE_NAMES, LANGUAGE_OFFERS, type Language } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { type MouseEvent, useState } from 'react';
import { loadCatalogs } from './catalogs';
import * as css from './language-offer.css';
import { rememberLanguage } from './page-language';
import { pageAddressIn, switchLanguage } from './switch-language';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * A first visit stays on the page it asked for (no redirect) and is offered, in its own language, the page
 * in its browser's language. It floats over the page's foot, so the page does not move when it appears.
 * Either answer is remembered as the visitor's choice. Its lazy wrapper (language-offer.lazy.tsx) renders it
 * only in the browser, once the page has hydrated, when there is a language to offer.
 */
export function LanguageOffer({ offered }: { offered: Language }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [answered, setAnswered] = useState(false);
  if (answered) return null;
  const accept = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setAnswered(true);
    void switchLanguage(router, offered);
  };
  const decline = () => {
    rememberLanguage(i18n.locale as Language);
    setAnswered(true);
  };
  return (
    <aside className={css.offer} lang={offered} aria-label={LANGUAGE_NAMES[offered]}>
      <p className={css.text}>{LANGUAGE_OFFERS[offered]}</p>
      <a href={pageAddressIn(router, offered)} hrefLang={offered} className={css.accept} onClick={accept}>
        {LANGUAGE_NAMES[offered]}
      </a>
      <button type="button" className={css.dismiss} onClick={decline} lang={i18n.locale}>
        {t`Keep this language`}
      </button>
    </aside>
  );
}
