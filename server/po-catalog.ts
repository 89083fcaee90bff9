import { readFileSync } from 'node:fs';
import { type Language, SOURCE_LANGUAGE } from '@contracts/languages';
import { formatter } from '@lingui/format-po';

const po = formatter({ explicitIdAsDefault: true });

/**
 * A PO catalog's translations by message id, read with Lingui's own PO reader: obsolete and untranslated
 * entries left out. The server's catalogs (mails, page-form answers) are read
 * once, at startup or on first use, with this.
 */
export function readPoTexts(file: string, language: Language): Record<string, string> {
  const catalog = po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: SOURCE_LANGUAGE,
    filename: file,
  }) as Record<string, { translation?: string; obsolete?: boolean }>;
  const texts: Record<string, string> = {};
  for (const [id, entry] of Object.entries(catalog))
    if (id && !entry.obsolete && entry.translation) texts[id] = entry.translation;
  return texts;
}
