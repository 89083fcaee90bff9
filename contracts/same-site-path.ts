/** A second slash or a backslash after the first, raw or percent-encoded. */
const OTHER_HOST = /^\/(?:[/\\]|%2f|%5c)/i;
/** C0 controls, DEL and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same, percent-encoded (a C1 control is two bytes in UTF-8: %C2%80 to %C2%9F). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f|c2%[89][0-9a-f])/i;
/** Any origin does: only whether the path stays on it matters. */
const RESOLVED_AGAINST = new URL('http://site.invalid');

/**
 * A path of this site ("/members?page=2", "/fr/blog#top"), the only kind of address the app follows or links
 * to when it comes from the address bar (`?redirect=`, `?from=`). Everything else is refused:
 * - anything that is not a string (the router parses `?redirect=123` as a number);
 * - what does not start with one "/": a scheme (`https:`, `javascript:`), a relative path;
 * - `//host` and `/\host`, which browsers read as another host, also written `/%2F…` or `/%5C…`;
 * - control characters, raw or percent-encoded: browsers drop tabs and line breaks from an address, so
 *   "/\t/host" is followed as "//host", and a decoded "/%09/host" becomes the same;
 * - a path whose dot segments resolve to "//host" ("/.//host", "/..//host", "/%2e//host").
 * A plain function with no import: the route search of the entry chunk and the sign-in machine both use it.
 */
export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/')) return false;
  if (OTHER_HOST.test(value) || CONTROL.test(value) || ENCODED_CONTROL.test(value)) return false;
  try {
    const url = new URL(value, RESOLVED_AGAINST);
    return url.origin === RESOLVED_AGAINST.origin && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
