import { loadCatalogs } from '@/i18n/catalogs';

/**
 * The `site` catalog: texts of the app frame (src/app, src/components, src/session, src/lib) and of the
 * landing content (src/content). A module rendering them imports this one first.
 */
await loadCatalogs(import.meta.glob('./*/site.po'));
