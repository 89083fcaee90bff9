import type { SearchSchemaInput } from '@tanstack/react-router';

export interface OfflineSearch {
  /** The address that failed, when it is one of this site's (a path, never another origin). */
  from?: string;
}

/**
 * `/offline?from=/blog`: the page the service worker could not load. Only a path of this site is kept (it
 * becomes the "Try again" link): `//host`, `/\host` or a full URL would lead elsewhere. A plain check, as
 * route search validation is part of the entry chunk.
 */
export function parseOfflineSearch(search: { from?: unknown } & SearchSchemaInput): OfflineSearch {
  const { from } = search;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) ? { from } : {};
}
