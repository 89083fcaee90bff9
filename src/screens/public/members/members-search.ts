import type { SearchSchemaInput } from '@tanstack/react-router';

export interface MembersSearch {
  page: number;
}

/**
 * `/members?page=2`: the page is a whole number from 1; anything else in the URL (or none) means page 1
 * (the server clamps pages past the end). A plain check rather than a valibot schema, and no import of the
 * members contract: route search validation is part of the entry chunk, which every page loads.
 */
export function parseMembersSearch(search: { page?: unknown } & SearchSchemaInput): MembersSearch {
  const { page } = search;
  return { page: typeof page === 'number' && Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}
