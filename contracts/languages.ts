/**
 * The languages the site speaks. English is the source: the specification's texts letter for letter.
 * Each language is named in itself wherever a visitor chooses one.
 */
export const LANGUAGES = ['en', 'fr', 'rw', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  rw: 'Ikinyarwanda',
  sw: 'Kiswahili',
};

/** The offer a first visit gets when its browser prefers another language: written in that language. */
export const LANGUAGE_OFFERS: Record<Language, string> = {
  en: 'This page is available in English.',
  fr: 'Cette page existe en français.',
  rw: 'Uru rupapuro ruraboneka mu Kinyarwanda.',
  sw: 'Ukurasa huu unapatikana kwa Kiswahili.',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the visitor's preferred languages (an Accept-Language list) the site speaks, if any. */
export function preferredLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return undefined;
}
