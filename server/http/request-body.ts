import { hasControlCharacters, textMessages } from '@contracts/text-fields';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export const MAX_BODY_BYTES = 100 * 1024;

/** Bodies over 100 KiB → 413 `{ message }` (counted while streaming when there is no Content-Length). */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ message: 'Request body is too large (limit 100 KiB).' }, 413),
});

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);

function isJson(contentType: string | undefined): boolean {
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType);
}

/**
 * POST/PUT/PATCH with a body: the body must be JSON (else 415) and well-formed (else 400). The body text
 * stays cached on the request, so `vValidator('json', …)` and `c.req.json()` read it without the stream.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!methodsWithBody.has(c.req.method) || !c.req.raw.body || c.req.header('content-length') === '0') {
    return next();
  }
  // Bounded by limitBody, which runs first; the text stays cached for the route's own c.req.json().
  const text = await c.req.text();
  if (text.length === 0) return next();
  if (!isJson(c.req.header('content-type'))) {
    return c.json({ message: 'Content-Type must be application/json.' }, 415);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return c.json({ message: 'Malformed JSON in request body.' }, 400);
  }
  // NUL and the like are never stored (PostgreSQL refuses NUL in text): a clean 400 for every endpoint.
  if (containsControlCharacters(body)) return c.json({ message: textMessages.controlCharacters }, 400);
  return next();
};

/** Any string or key, at any depth, with a control character other than tab, CR or LF. */
function containsControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (Array.isArray(value)) return value.some(containsControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item),
    );
  }
  return false;
}
