/**
 * Request-header negotiation shared by the static files and the read APIs' copies: which content codings the
 * client takes, and whether its `If-None-Match` names the current version.
 */

/** The codings `Accept-Encoding` allows (names lower-cased; `q=0` excludes one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name?.trim() && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/** Whether the client takes gzip (by name or by `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  const accepted = acceptedEncodings(header);
  return accepted.has('gzip') || accepted.has('*');
}

/** `If-None-Match` against the current tag, by the weak comparison (RFC 9110 §13.1.2): `W/` is ignored. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === opaque;
  });
}
