import { PUBLIC_CONFIG_META, type PublicConfigResponse } from '@contracts/config';
import { SITE_ORIGIN_MARKER } from '@lib/app-routes';
import type { Config } from '../config';

/**
 * What the server writes into every built page it sends, whether served for a GET (`static.ts`) or as the
 * answer to a form posted without scripts (`page-forms.ts`): the public settings (`<meta name="hub-config">`,
 * empty in the build), and its origin in the pages' absolute links (the `hreflang` addresses).
 */
export interface PageSettings {
  configTag: string;
  siteOrigin: string;
}

/** The settings of the configured site: its Google client id, and its first origin. */
export function pageSettingsOf(config: Pick<Config, 'googleClientId' | 'siteOrigins'>): PageSettings {
  const siteOrigin = config.siteOrigins[0];
  if (!siteOrigin) throw new Error('No site origin is configured');
  return { configTag: publicConfigTag({ googleClientId: config.googleClientId ?? null }), siteOrigin };
}

/** A built page with the settings written in. */
export function withPageSettings(html: string, page: PageSettings): string {
  return html.replace(EMPTY_CONFIG_TAG, page.configTag).replaceAll(SITE_ORIGIN_MARKER, page.siteOrigin);
}

/** The empty config tag of the built pages (index.html's, kept by every prerendered page). */
const EMPTY_CONFIG_TAG = new RegExp(`<meta name="${PUBLIC_CONFIG_META}" content=""\\s*/?>`);

/** The config tag with the settings as JSON, escaped for an attribute. */
function publicConfigTag(config: PublicConfigResponse): string {
  const json = JSON.stringify(config)
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;');
  return `<meta name="${PUBLIC_CONFIG_META}" content="${json}">`;
}
