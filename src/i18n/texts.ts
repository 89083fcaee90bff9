import { useLingui } from '@lingui/react';
import { loadCatalogs } from './catalogs';

/**
 * The `texts` catalog: translations of the English source texts machines and contracts hand to views
 * (see contracts/texts.ts). A view that shows such a text imports this module and renders it with
 * `useSourceText()`, in the page's language; a text with no translation shows as written.
 */
await loadCatalogs(import.meta.glob('../locales/*/texts.po'));

export function useSourceText() {
  const { i18n } = useLingui();
  return (text: string): string => i18n._(text);
}
