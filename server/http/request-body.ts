import { httpMessages } from '@contracts/text-codes';
import { hasControlCharacters, textMessages } from '@contracts/text-fields';
import { textsOf } from '@contracts/texts';
import { uploadMessages } from '@contracts/uploads';
import { fail } from '@lib/http/failure';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { findMultipartRoute, type MultipartRoute, multipartBodyLimit } from '../uploads/multipart-routes';
import { limitBody } from './body-limit';

export const MAX_BODY_BYTES = 100 * 1024;

const methodsWithBody = new Set(['POST', 'PUT', 'PATCH']);
const bodilessMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}

function isJson(contentType: string | undefined): boolean {
  const mediaType = mediaTypeOf(contentType);
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
    return fail(c, 415, textsOf(httpMessages).unsupportedMediaType);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail(c, 400, textsOf(httpMessages).malformedJson);
  }
  // NUL and the like are never stored (PostgreSQL refuses NUL in text): a clean 400 for every endpoint.
  if (containsControlCharacters(body)) return fail(c, 400, textsOf(textMessages).controlCharacters);
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

/** Runs `first` with `second` as its next step, keeping a Response `second` answers with. */
function chain(first: MiddlewareHandler, second: MiddlewareHandler): MiddlewareHandler {
  return (c: Context, next: Next) =>
    first(c, async () => {
      const response = await second(c, next);
      if (response instanceof Response) c.res = response;
    });
}

/**
 * The body rules of every API request. The declared multipart (upload) routes, and only those, are the
 * exception: they take `multipart/form-data` up to their own limit (413 with the upload message); every
 * other request keeps the JSON-only rule and the 100 KiB limit.
 */
export function requestBodyRules(multipartRoutes: readonly MultipartRoute[]): MiddlewareHandler {
  const jsonRules = chain(limitBody(MAX_BODY_BYTES, textsOf(httpMessages).payloadTooLarge), requireJsonBody);
  const uploadRules = new Map(
    multipartRoutes.map((route) => [
      route,
      // The type (multipart/form-data, else 415) is checked by the route after its guard (readMultipart).
      limitBody(multipartBodyLimit(route), textsOf(uploadMessages).tooLarge),
    ]),
  );
  return (c, next) => {
    // GET, HEAD and OPTIONS carry no body the API reads: asking for one would build the full Fetch Request
    // (with its AbortController) that @hono/node-server otherwise never makes for a read.
    if (bodilessMethods.has(c.req.method)) return next();
    const route = findMultipartRoute(multipartRoutes, c.req.method, c.req.path);
    const rules = route ? uploadRules.get(route) : undefined;
    return (rules ?? jsonRules)(c, next);
  };
}
