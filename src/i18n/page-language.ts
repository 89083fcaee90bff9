import { isLanguage, type Language, preferredLanguage } from '@contracts/languages';

/** Where the browser keeps the visitor's choice of language. */
const CHOICE_KEY = 'hub.language';

/**
 * The choice as last read or written: storage is read once, not at every parse of an address by the router;
 * `rememberLanguage` (the only writer here) keeps it current, and another tab's change (a `storage` event,
 * `key` null when it cleared everything) makes the next read go to storage again.
 */
let remembered: { language: Language | undefined } | undefined;
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === CHOICE_KEY || event.key === null) remembered = undefined;
});

function readChoice(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(CHOICE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/** The language the visitor chose (the switcher, or a page read in a language), if any. */
export function chosenLanguage(): Language | undefined {
  remembered ??= { language: readChoice() };
  return remembered.language;
}

export function rememberLanguage(language: Language): void {
  remembered = { language };
  try {
    globalThis.localStorage?.setItem(CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode, quota): the choice lasts as long as the page.
  }
}

/** The browser's preferred language (its Accept-Language), when the site speaks it. */
export function browserLanguage(): Language | undefined {
  return preferredLanguage(globalThis.navigator?.languages ?? []);
}

/**
 * The language a first visit is offered: its browser's, when that is not the page's and none was chosen.
 * Decided before the offer's code is fetched, so a visitor with nothing to be offered never downloads it.
 */
export function offeredLanguage(pageLanguage: string): Language | undefined {
  if (chosenLanguage()) return undefined;
  const preferred = browserLanguage();
  return preferred && preferred !== pageLanguage ? preferred : undefined;
}
