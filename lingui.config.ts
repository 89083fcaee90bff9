import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LANGUAGES, SOURCE_LANGUAGE } from './contracts/languages';
import { sourceTextsExtractor } from './scripts/i18n/source-texts-extractor';

/**
 * One catalog per folder that renders text, so a page loads only its own texts in its own language:
 * each screen folder, each shared area, each layout, the app frame's folders, the landing content, and `texts` (the source
 * texts machines, contracts and the server hand to views, keyed by their code `namespace.key` with the English as the
 * comment, see contracts/texts.ts). `npm run i18n:extract` updates
 * them all; translators edit the `.po` files (docs/translating.md).
 */
const folderCatalogs = [
  'src/screens/public',
  'src/screens/auth',
  'src/screens/member',
  'src/screens/admin',
  'src/shared',
  'src/layouts',
].map((parent) => ({
  path: `<rootDir>/${parent}/{name}/locales/{locale}`,
  include: [`<rootDir>/${parent}/{name}/`],
  // Machines hold no markup: their texts are source texts (the `texts` catalog).
  exclude: ['**/*.machine.ts', '**/locales/**'],
}));

export default defineConfig({
  sourceLocale: SOURCE_LANGUAGE,
  locales: [...LANGUAGES],
  fallbackLocales: { default: SOURCE_LANGUAGE },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    ...folderCatalogs,
    ...['src/app', 'src/i18n', 'src/session', 'src/lib', 'src/content', 'src/components/ui', 'src/pwa'].map(
      (folder) => ({
        path: `<rootDir>/${folder}/locales/{locale}`,
        include: [`<rootDir>/${folder}/`],
        exclude: ['**/locales/**'],
      }),
    ),
    {
      path: '<rootDir>/src/locales/{locale}/texts',
      include: ['<rootDir>/contracts/', '<rootDir>/machines/', '<rootDir>/src/screens/**/*.machine.ts'],
    },
  ],
  extractors: [sourceTextsExtractor],
});
