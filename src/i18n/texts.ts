import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { loadCatalogs } from './catalogs';

/**
 * The `texts` catalog: translations of the English source texts machines and contracts hand to views
 * (see contracts/texts.ts). A view that shows such a text imports this module and renders it with
 * `useSourceText()`, in the page's language; a text built from a template (`Invalid role: {role}`) is
 * translated with its values; a text with no translation shows as written. Its ids are the English texts
 * themselves, so an English page shows them as written without downloading the English catalog.
 */
await loadCatalogs(import.meta.glob('../locales/*/texts.po'), { idsAreEnglish: true });

/**
 * A template's pattern: `Invalid role: {role}` matches `Invalid role: Admin` and names `role`; a plural
 * whose English branches start with the number (`{seconds, plural, one {# second} other {# seconds}}`)
 * matches `30 seconds` and `1 second` and names `seconds`.
 */
const patterns = new Map<string, RegExp>();
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function patternOf(template: string): RegExp {
  let pattern = patterns.get(template);
  if (!pattern) {
    const source = template
      .split(/(\{\w+(?:, plural,(?:[^{}]|\{[^{}]*\})*)?\})/)
      .map((part) => {
        const [, name, plural] = /^\{(\w+)(.*)\}$/s.exec(part) ?? [];
        if (!name) return escaped(part);
        const words = [...plural!.matchAll(/\{#([^{}]*)\}/g)].map(([, word]) => escaped(word!));
        return words.length > 0 ? `(?<${name}>\\d+)(?:${words.join('|')})` : `(?<${name}>.+?)`;
      })
      .join('');
    pattern = new RegExp(`^${source}$`);
    patterns.set(template, pattern);
  }
  return pattern;
}

/**
 * The ids of the templates among `i18n`'s messages, gathered once rather than at every text a catalog
 * lacks; Lingui's `change` (a catalog loaded, a language activated) has them gathered again.
 */
const templates = new WeakMap<I18n, string[]>();
const watched = new WeakSet<I18n>();
function templateIds(i18n: I18n): string[] {
  if (!watched.has(i18n)) {
    watched.add(i18n);
    i18n.on('change', () => templates.delete(i18n));
  }
  let ids = templates.get(i18n);
  if (!ids) {
    ids = Object.keys(i18n.messages).filter((id) => id.includes('{'));
    templates.set(i18n, ids);
  }
  return ids;
}

/** A text a machine built from a template (`Invalid role: Admin`): the template and its values. */
function fromTemplate(i18n: I18n, text: string) {
  for (const id of templateIds(i18n)) {
    const values = patternOf(id).exec(text)?.groups;
    if (values) return { id, values };
  }
  return undefined;
}

/** A source text in `i18n`'s language: its translation, its template's with its values, or as written. */
export function translateSourceText(i18n: I18n, text: string): string {
  if (i18n.messages[text] !== undefined) return i18n._(text);
  const template = fromTemplate(i18n, text);
  return template ? i18n._(template.id, template.values) : text;
}

export function useSourceText() {
  const { i18n } = useLingui();
  return (text: string): string => translateSourceText(i18n, text);
}
