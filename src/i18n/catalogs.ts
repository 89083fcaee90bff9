import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';
import { formatLocale, pageLanguage } from '@/lib/page-language';

/**
 * A folder's catalogs, one lazily imported module per language (`import.meta.glob('./locales/*.po')`;
 * the Lingui Vite plugin compiles each `.po` file into its messages).
 */
export type CatalogFiles = Record<string, () => Promise<unknown>>;

/**
 * Every registered catalog: one entry per module that registered one (the glob's keys are relative, the
 * same in every folder, so the files object itself is the identity; two modules of a folder share the
 * imported files, which load once).
 */
const registered = new Set<CatalogFiles>();
/** The languages each catalog has loaded, or is loading. */
const loaded = new WeakMap<CatalogFiles, Map<Language, Promise<void>>>();

/** `./locales/fr.po` or `../locales/fr/site.po`: the file of `language`. */
function fileOf(files: CatalogFiles, language: Language) {
  const key = Object.keys(files).find((path) => new RegExp(`(^|/)${language}(\\.po$|/)`).test(path));
  if (!key) throw new Error(`no ${language} catalog among ${Object.keys(files).join(', ')}`);
  return files[key]!;
}

/**
 * Catalogs an English page never downloads (the `texts` catalog, keyed by code: `users.invalidRole`): each
 * text it holds travels with its English `message`, which an English page shows as written.
 */
const idsAreEnglish = new WeakSet<CatalogFiles>();

function load(files: CatalogFiles, language: Language): Promise<void> {
  if (language === SOURCE_LANGUAGE && idsAreEnglish.has(files)) return Promise.resolve();
  const languages = loaded.get(files) ?? new Map<Language, Promise<void>>();
  loaded.set(files, languages);
  let loading = languages.get(language);
  if (!loading) {
    loading = fileOf(files, language)().then((module) => {
      i18n.load(language, (module as { messages: Messages }).messages);
    });
    // A failed download (offline) is tried again the next time.
    loading.catch(() => languages.delete(language));
    languages.set(language, loading);
  }
  return loading;
}

/**
 * Registers a folder's catalogs and loads the page's language. A module that renders text awaits this at
 * its top level, so its route renders only once its texts are there (and a language switch loads them too).
 */
export function loadCatalogs(files: CatalogFiles, { idsAreEnglish: english = false } = {}): Promise<void> {
  registered.add(files);
  if (english) idsAreEnglish.add(files);
  return load(files, pageLanguage());
}

/**
 * Loads every registered catalog in `language` without changing the page: a switch fetches them before it
 * renders once in the new language, and a pointer on the switcher's link starts them early.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...registered].map((files) => load(files, language)));
}

/** Loads every registered catalog in `language`, then makes it the page's language (and `<html lang>`). */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  // Activating a language with no catalog of a page loaded yet is fine (they merge in as they come).
  i18n.load(language, {});
  // The messages' numbers and plural forms (`#`) follow the same locale as useFormat's.
  if (i18n.locale !== language) i18n.activate(language, [formatLocale(language)]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

if (!i18n.locale) {
  i18n.load(SOURCE_LANGUAGE, {});
  i18n.activate(SOURCE_LANGUAGE);
}
