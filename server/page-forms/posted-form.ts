import { pageFormAnswers } from '@contracts/page-form-answers';
import { hasControlCharacters, textMessages } from '@contracts/text-fields';
import type { Context } from 'hono';

const URL_ENCODED = 'application/x-www-form-urlencoded';

export type PostedForm =
  | { ok: true; fields: URLSearchParams }
  | { ok: false; status: 400 | 415; message: string };

/**
 * The fields of a form the browser posted itself (URL-encoded; its size is limited before this reads it).
 * A name or value with a control character other than tab, CR or LF is refused, as in every JSON body.
 */
export async function readPostedForm(c: Context): Promise<PostedForm> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== URL_ENCODED) return { ok: false, status: 415, message: pageFormAnswers.notAForm };
  const fields = new URLSearchParams(await c.req.text());
  for (const [name, value] of fields) {
    if (hasControlCharacters(name) || hasControlCharacters(value))
      return { ok: false, status: 400, message: textMessages.controlCharacters };
  }
  return { ok: true, fields };
}

/**
 * Whether another site's page sent the form: the browser says so (`Sec-Fetch-Site` other than
 * same-origin, or none for an address typed in), or its `Origin` is none of the site's configured origins.
 * The origin is never compared with the address the request was sent to (its Host): another name for
 * this server (a DNS rebinding, a misrouted proxy) makes a page the browser calls same-origin, and its
 * `Sec-Fetch-Site` says so too. A request with neither header (no browser form) is not refused.
 */
export function isCrossSite(c: Context, siteOrigins: readonly string[]): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = c.req.header('origin');
  return origin !== undefined && !siteOrigins.includes(origin);
}
