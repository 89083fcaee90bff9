import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@contracts/languages';
import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { loadCatalogs, loadLanguage } from './catalogs';
import * as css from './language-switcher.css';
import { pageAddressIn, switchLanguage } from './switch-language';

await loadCatalogs(import.meta.glob('./locales/*.po'));

/**
 * The languages, each named in itself, as links to this page in that language: they work as plain links
 * before the app has started; after, a click switches in place (see switchLanguage).
 */
export function LanguageSwitcher({ onSwitch }: { onSwitch?: (language: Language) => void }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  useRouterState({ select: (state) => state.location.href });
  const choose = (language: Language) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch?.(language);
    void switchLanguage(router, language);
  };
  // A pointer on a link (a finger touching it, a mouse over it) or the keyboard's focus starts its catalogs;
  // a failed download is simply tried again by the switch.
  const prefetch = (language: Language) => () => {
    loadLanguage(language).catch(() => undefined);
  };
  return (
    <ul aria-label={t`Language`} className={css.list}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            href={pageAddressIn(router, language)}
            hrefLang={language}
            lang={language}
            aria-current={i18n.locale === language ? 'true' : undefined}
            className={css.link}
            onClick={choose(language)}
            onPointerEnter={prefetch(language)}
            onFocus={prefetch(language)}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}
