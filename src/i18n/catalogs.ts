import { LANGUAGES, type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { i18n, type Messages } from '@lingui/core';

/**
 * A folder's catalogs, one lazily imported module per language (`import.meta.glob('./locales/*.po')`;
 * the Lingui Vite plugin compiles each `.po` file into its messages).
 */
export type CatalogFiles = Record<string, () => Promise<unknown>>;

/**
 * Each registered catalog, by its files' loader (a glob's keys are relative to the importing module, so
 * './locales/en.po' names every folder's; the loader function is the module's own).
 */
const registered = new Map<unknown, CatalogFiles>();
/** The languages each catalog has loaded, or is loading. */
const loaded = new Map<unknown, Map<Language, Promise<void>>>();

const idOf = (files: CatalogFiles) => Object.values(files)[0];

/** `./locales/fr.po` or `../locales/fr/site.po`: the file of `language`. */
function fileOf(files: CatalogFiles, language: Language) {
  const key = Object.keys(files).find((path) => new RegExp(`(^|/)${language}(\\.po$|/)`).test(path));
  if (!key) throw new Error(`no ${language} catalog among ${Object.keys(files).join(', ')}`);
  return files[key]!;
}

function load(files: CatalogFiles, language: Language): Promise<void> {
  const id = idOf(files);
  const languages = loaded.get(id) ?? new Map<Language, Promise<void>>();
  loaded.set(id, languages);
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

/** The page's language: the active one, or English before any is active. */
export function pageLanguage(): Language {
  const active = i18n.locale;
  return (LANGUAGES as readonly string[]).includes(active) ? (active as Language) : SOURCE_LANGUAGE;
}

/**
 * Registers a folder's catalogs and loads the page's language. A module that renders text awaits this at
 * its top level, so its route renders only once its texts are there (and a language switch loads them too).
 */
export function loadCatalogs(files: CatalogFiles): Promise<void> {
  registered.set(idOf(files), files);
  return load(files, pageLanguage());
}

/** Loads every registered catalog in `language`, then makes it the page's language. */
export async function activateLanguage(language: Language): Promise<void> {
  await Promise.all([...registered.values()].map((files) => load(files, language)));
  if (i18n.locale !== language) i18n.activate(language);
}

if (!i18n.locale) {
  i18n.load(SOURCE_LANGUAGE, {});
  i18n.activate(SOURCE_LANGUAGE);
}
