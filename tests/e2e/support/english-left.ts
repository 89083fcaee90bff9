import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { formatter } from '@lingui/format-po';
import type { Page } from 'playwright-core';

/**
 * English left on a page in another language: the site's own texts (every catalog of src/, the views' and
 * the `texts` of machines and contracts) whose translation differs from the English, looked for on the page.
 * Only catalog texts are looked for, so what users wrote (names, bios, messages), names and the brand never
 * count.
 *
 * How a text is looked for, so that English words inside users' writing or inside another language's
 * sentence give no false hits:
 * - a text of one or two words ("Save", "Hub Channel") only as a whole: a visible text node, an attribute
 *   or the page title equal to it;
 * - a longer text anywhere in the page's visible text (`innerText`) or in an attribute;
 * - a text with placeholders (`Signed in as {email}`) as a pattern whose placeholders match anything; its
 *   literal parts must hold three words or more, else it is skipped (`{count} members` would match any
 *   English-looking number line);
 * - plurals and selects (`{count, plural, …}`) are skipped: their English forms are not one text;
 * - an English text that is itself some translation in the language (a loanword, "Email" in Kinyarwanda)
 *   or that a translation contains is skipped: the page may rightly show it;
 * - text inside an element marked with another `lang` (the switcher's "English") is not the page's.
 */

const po = formatter();

interface Entry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}

function catalogFiles(dir: string, language: Language): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...catalogFiles(path, language));
    // `locales/<language>.po` per folder; `locales/<language>/texts.po` for the source texts.
    else if (path.endsWith(`/locales/${language}.po`) || path.includes(`/locales/${language}/`))
      found.push(path);
  }
  return found;
}

async function readCatalog(file: string, language: Language): Promise<Record<string, Entry>> {
  return (await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  })) as Record<string, Entry>;
}

/** The folder of a catalog (`src/layouts/site`), which pairs the English and the translated catalog. */
const folderOf = (file: string) => relative(process.cwd(), file).replace(/\/locales\/.*$/, '');

export interface EnglishText {
  text: string;
  /** Where it comes from (the catalog's folder), for the report. */
  catalog: string;
  /** How it is found: whole (equal to a node or attribute), contained, or a pattern. */
  kind: 'whole' | 'contained' | 'pattern';
  pattern?: string;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TAG = /<\/?\d+\/?>/g;

async function pairsOf(language: Language, root: string) {
  const english = new Map<string, string>();
  for (const file of catalogFiles(root, SOURCE_LANGUAGE))
    for (const [id, entry] of Object.entries(await readCatalog(file, SOURCE_LANGUAGE)))
      if (id && !entry.obsolete)
        english.set(`${folderOf(file)}\0${id}`, entry.translation || entry.message || id);

  const pairs: { english: string; translated: string; catalog: string }[] = [];
  for (const file of catalogFiles(root, language))
    for (const [id, entry] of Object.entries(await readCatalog(file, language))) {
      const source = english.get(`${folderOf(file)}\0${id}`) ?? entry.message;
      if (!id || entry.obsolete || !source || !entry.translation) continue;
      pairs.push({ english: source, translated: entry.translation, catalog: folderOf(file) });
    }
  return pairs;
}

/**
 * The site's translation of an English text in `language` (a label or a button's name to find it by, so
 * that finding it checks it is translated). Tags (`<0>…</0>`) are left out.
 */
export async function translatorOf(language: Language, root = join(process.cwd(), 'src')) {
  const translations = new Map(
    (await pairsOf(language, root)).map((pair) => [pair.english, pair.translated.replace(TAG, '')]),
  );
  return (english: string): string => {
    const translated = translations.get(english);
    if (translated === undefined) throw new Error(`No ${language} translation of "${english}"`);
    return translated;
  };
}

/** The English texts of every src catalog that the page in `language` must not show. */
export async function englishTextsOf(language: Language, root = join(process.cwd(), 'src')) {
  const pairs = await pairsOf(language, root);
  const translations = pairs.map((pair) => normalize(pair.translated.replace(TAG, '')));
  const translationSet = new Set(translations);
  const texts = new Map<string, EnglishText>();
  for (const pair of pairs) {
    const text = normalize(pair.english.replace(TAG, ''));
    if (normalize(pair.translated.replace(TAG, '')) === text || texts.has(text)) continue;
    if (/\{\w+,\s*(plural|select|selectordinal)/.test(text)) continue;
    if (translationSet.has(text)) continue;
    if (text.includes('{')) {
      const literal = text.split(/\{\w+\}/);
      if (words(literal.join(' ')) < 3) continue;
      if (translations.some((translated) => literal.every((part) => translated.includes(part.trim()))))
        continue;
      const pattern = literal.map((part) => escapeRegExp(normalize(part))).join('.{1,200}?');
      texts.set(text, { text, catalog: pair.catalog, kind: 'pattern', pattern });
    } else if (words(text) < 3) {
      if (!/\p{L}/u.test(text)) continue;
      texts.set(text, { text, catalog: pair.catalog, kind: 'whole' });
    } else {
      if (translations.some((translated) => translated.includes(text))) continue;
      texts.set(text, { text, catalog: pair.catalog, kind: 'contained' });
    }
  }
  return [...texts.values()];
}

/**
 * What of the page is its text in its language: its visible text, its text nodes and its labelling
 * attributes, each with where it is (its element and the nearest named ancestors), for the report.
 */
function pageTexts(language: string) {
  const ownLanguage = (element: Element | null) => {
    const marked = element?.closest('[lang]')?.getAttribute('lang');
    return !marked || marked === language;
  };
  const describe = (element: Element) => {
    const names: string[] = [];
    for (
      let at: Element | null = element;
      at && at !== document.body && names.length < 4;
      at = at.parentElement
    ) {
      const name = at.getAttribute('aria-label') ?? at.id;
      if (at === element || name) names.push(`${at.tagName.toLowerCase()}${name ? `[${name}]` : ''}`);
    }
    return names.join(' < ');
  };
  const seen: [string, string][] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text || !parent || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
    if (parent.checkVisibility() && ownLanguage(parent)) seen.push([text, describe(parent)]);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (!ownLanguage(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (value) seen.push([value, `${name} of ${describe(element)}`]);
    }
  }
  seen.push([document.title.trim(), 'title']);
  // Text another language marks as its own is left out of the visible text too.
  let body = document.body.innerText;
  for (const element of document.body.querySelectorAll(`[lang]:not([lang="${language}"])`)) {
    const text = (element as HTMLElement).innerText;
    if (text) body = body.replace(text, ' ');
  }
  return { body: body.replace(/\s+/g, ' ').trim(), seen };
}

/**
 * The English texts (of `texts`) the page shows, each with where it was seen. `written`: what the test's
 * data holds that happens to equal a site text (a seeded project called "Hub Assistant", the admin's name
 * "Hub Admin"): users wrote it, it is not left over.
 */
export async function englishLeftOn(
  page: Page,
  language: Language,
  texts: EnglishText[],
  written: readonly string[] = [],
) {
  const { body, seen } = await page.evaluate(pageTexts, language);
  const hits: string[] = [];
  for (const entry of texts) {
    if (written.includes(entry.text)) continue;
    const pattern = entry.kind === 'pattern' ? new RegExp(entry.pattern ?? '') : undefined;
    const matches = (value: string) =>
      entry.kind === 'whole'
        ? value === entry.text
        : entry.kind === 'contained'
          ? value.includes(entry.text)
          : (pattern as RegExp).test(value);
    const where = seen.filter(([value]) => matches(value)).map(([, at]) => at);
    // Text split over several nodes (`<0>…</0>`) is found in the visible text as a whole.
    if (where.length === 0 && entry.kind !== 'whole' && matches(body)) where.push('the visible text');
    if (where.length > 0) hits.push(`"${entry.text}" (${[...new Set(where)].slice(0, 3).join('; ')})`);
  }
  return hits;
}
