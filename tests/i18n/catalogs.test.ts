import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, SOURCE_LANGUAGE } from '@contracts/languages';
import { formatter } from '@lingui/format-po';
import { describe, expect, test } from 'vitest';

/**
 * Every catalog has a translation of every text in every language: a text added to the code and not yet
 * translated fails here (run `npm run i18n:extract`, then translate it in each language's `.po` file).
 */
const root = path.resolve(import.meta.dirname, '../..');
const po = formatter({ lineNumbers: false });

function catalogFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name === 'locales') found.push(folder);
    else found.push(...catalogFolders(folder));
  }
  return found;
}

/** `src/locales/<language>/texts.po` beside the per-folder `locales/<language>.po`. */
function catalogFiles(folder: string): { language: string; file: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name.endsWith('.po'))
      return [{ language: entry.name.replace('.po', ''), file: path.join(folder, entry.name) }];
    if (entry.isDirectory())
      return readdirSync(path.join(folder, entry.name))
        .filter((name) => name.endsWith('.po'))
        .map((name) => ({ language: entry.name, file: path.join(folder, entry.name, name) }));
    return [];
  });
}

const catalogs = catalogFolders(path.join(root, 'src')).flatMap(catalogFiles);

async function messagesOf(file: string) {
  const catalog = await po.parse(readFileSync(file, 'utf8'), {
    locale: null,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  });
  return Object.entries(catalog).filter(([, message]) => !message.obsolete);
}

describe('catalogs', () => {
  test('each catalog exists in every language', () => {
    const byCatalog = new Map<string, Set<string>>();
    for (const { language, file } of catalogs) {
      const name = path.relative(root, file).replace(`/${language}.po`, '').replace(`/${language}/`, '/');
      byCatalog.set(name, (byCatalog.get(name) ?? new Set()).add(language));
    }
    expect(byCatalog.size).toBeGreaterThan(10);
    for (const [name, languages] of byCatalog)
      expect([name, [...languages].sort()]).toEqual([name, [...LANGUAGES].sort()]);
  });

  for (const { language, file } of catalogs.filter(({ language }) => language !== SOURCE_LANGUAGE))
    test(`${path.relative(root, file)} translates every text`, async () => {
      const untranslated = (await messagesOf(file))
        .filter(([, message]) => !message.translation?.trim())
        .map(([id, message]) => message.message ?? id);
      expect(untranslated, `untranslated in ${language}`).toEqual([]);
    });
});

describe('one text, one translation', () => {
  // Catalogs share one message per English text (its id), so the page shows whichever loaded last.
  for (const language of LANGUAGES.filter((language) => language !== SOURCE_LANGUAGE))
    test(`${language}: a text translated in several catalogs is translated alike`, async () => {
      const seen = new Map<string, { translation: string; file: string }>();
      const differing: string[] = [];
      for (const { file } of catalogs.filter((catalog) => catalog.language === language))
        for (const [id, message] of await messagesOf(file)) {
          const translation = message.translation ?? '';
          const before = seen.get(id);
          if (before && before.translation !== translation)
            differing.push(
              `${message.message ?? id}: "${before.translation}" (${path.relative(root, before.file)}) ≠ "${translation}" (${path.relative(root, file)})`,
            );
          else seen.set(id, { translation, file });
        }
      expect(differing).toEqual([]);
    });
});
