/**
 * Marks an object of English source texts that machines and contracts hand to views (validation and
 * failure messages). Each text is its own message id: views show it with `i18n._(text)`, which finds its
 * translation in the `texts` catalog (`src/locales/<language>/texts.po`, filled by `npm run i18n:extract`
 * from every `defineTexts` object). Function-valued entries (texts with a number in them) are not
 * extracted: a view renders those through its own ICU message.
 */
export function defineTexts<const T extends Record<string, string | ((...args: never[]) => string)>>(
  texts: T,
): T {
  return texts;
}
