import { type Text, textOfMessage } from '@contracts/texts';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { loadCatalogs } from './catalogs';

/**
 * The `texts` catalog: translations of the texts machines, contracts and the server hand to views (see
 * contracts/texts.ts), by code (`users.invalidRole`). A view that shows such a text imports this module and
 * renders it with `useSourceText()`, in the page's language. An English page never downloads the English
 * catalog: a text the page's catalog lacks shows its `message` as written.
 */
await loadCatalogs(import.meta.glob('../locales/*/texts.po'), { idsAreEnglish: true });

/**
 * A text in `i18n`'s language: the translation of its code with its values when the page's catalog has
 * it, else its English `message` as written (i18n._ is never asked for an id the catalog lacks). A plain
 * string (a machine that still hands English) is the text of a `defineTexts` object written so, if any.
 */
export function translateSourceText(i18n: I18n, text: Text | string): string {
  const descriptor = typeof text === 'string' ? (textOfMessage(text) ?? { id: text, message: text }) : text;
  if (i18n.messages[descriptor.id] !== undefined) return i18n._(descriptor.id, descriptor.values);
  // An entry that names another object's text (`network: commonFailureTexts.network`) has that text's code.
  const named = descriptor.values ? undefined : textOfMessage(descriptor.message);
  return named && i18n.messages[named.id] !== undefined ? i18n._(named.id) : descriptor.message;
}

export function useSourceText() {
  const { i18n } = useLingui();
  return (text: Text | string): string => translateSourceText(i18n, text);
}
