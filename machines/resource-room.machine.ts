import { commonFailureTexts, failureText } from '@contracts/failure-message';
import type { Resource, ResourceSort } from '@contracts/resources';
import { defineTexts, textsOf } from '@contracts/texts';
import { createCollectionMachine } from './collection.machine';

/**
 * The resources room's lists, each the
 * collection machine over `GET /api/resources`: the all-resources grid and one subcategory's results,
 * paged; the home's most liked (sorted by likes on the server, at most 10 after removing duplicate titles).
 */
export type ResourceFilters = {
  sort?: ResourceSort | undefined;
  subcategory?: string | undefined;
};

export const roomMessages = defineTexts('resourceRoom', {
  fetchFailed: 'Failed to fetch resources',
  // The spec's text, letter for letter.
  noResults: 'No resources found for this subcategory.',
  noResources: 'No resources yet.',
});

/** At most 10 in the most liked list. */
export const MOST_LIKED_MAX = 10;
/** Read for the most liked list: room for duplicate titles before the 10 are found. */
export const MOST_LIKED_FETCH = 30;
export const ROOM_PAGE_SIZE = 12;
/** A results page without a subcategory shows this one (spec "Resources room"). */
export const DEFAULT_SUBCATEGORY = 'UI/UX Design';

/** The first resource of each title, in the given (most liked first) order, at most 10. */
export function mostLikedOf(resources: readonly Resource[]): Resource[] {
  const seen = new Set<string>();
  const list: Resource[] = [];
  for (const resource of resources) {
    const key = resource.title.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    list.push(resource);
    if (list.length === MOST_LIKED_MAX) break;
  }
  return list;
}

/** The subcategory a results address names: decoded by the router already; blank → the default. */
export function subcategoryOf(param: string | undefined): string {
  const name = param?.trim();
  return name ? name : DEFAULT_SUBCATEGORY;
}

/** The room's text for a failed fetch (the server's message when it sent one). */
export const roomFetchFailed = (error: unknown) =>
  failureText(error, { http: textsOf(roomMessages).fetchFailed, ...textsOf(commonFailureTexts) });

/** The room's grid and a subcategory's results (the home's most liked list reads more at once: room.logic.ts). */
export const roomResourcesMachine = createCollectionMachine<Resource, ResourceFilters>({
  id: 'roomResources',
  pageSize: ROOM_PAGE_SIZE,
  errorMessage: roomFetchFailed,
});
