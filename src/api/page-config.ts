import { PUBLIC_CONFIG_META, PublicConfigResponse } from '@contracts/config';
import * as v from 'valibot';

/**
 * The public settings the server wrote into the page (`<meta name="hub-config">`); undefined where the
 * page carries none (the dev server's index.html, an old page), and the caller asks GET /api/config.
 */
export function readPageConfig(): PublicConfigResponse | undefined {
  const content = document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    const parsed = v.safeParse(PublicConfigResponse, JSON.parse(content));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}
