import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * The member area's small reads: `GET /api/users/me/counts` (the sidebar badges) and `GET /api/search?q=`
 * (the header search: resources and projects, grouped). Counts also arrive live as `counts.changed`.
 */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_LIMIT_PER_GROUP = 5;

export const memberAreaMessages = defineTexts('memberArea', {
  searchPlaceholder: 'Search a resource or project',
  searchFailed: 'Search failed. Please try again.',
  searchEmpty: 'No resources or projects match.',
  queryTooLong: 'The search is at most 100 characters.',
  countsFailed: 'Failed to fetch counts',
});

export const BadgeCounts = v.object({
  /** Unread notifications. */
  notifications: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Resources the member liked. */
  resources: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The member's own projects. */
  projects: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Unread direct messages. */
  messages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Events that have not ended yet. */
  events: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BadgeCounts = v.InferOutput<typeof BadgeCounts>;

export const BadgeCountsResponse = v.object({ data: v.object({ counts: BadgeCounts }) });
export type BadgeCountsResponse = v.InferOutput<typeof BadgeCountsResponse>;

export const SearchQuery = v.object({
  q: v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX_LENGTH, memberAreaMessages.queryTooLong)),
});

export const SearchHit = v.object({
  id: v.string(),
  title: v.string(),
  /** Resource: its subcategory; project: its status. */
  detail: v.string(),
  /** Where the hit opens: the resource's material URL, or the project's page in the app. */
  href: v.string(),
});
export type SearchHit = v.InferOutput<typeof SearchHit>;

export const SearchResponse = v.object({
  data: v.object({ resources: v.array(SearchHit), projects: v.array(SearchHit) }),
});
export type SearchResponse = v.InferOutput<typeof SearchResponse>;

/** The counts a live `counts.changed` event carries (its data is `BadgeCounts`); undefined when malformed. */
export function countsOfLiveEvent(data: unknown): BadgeCounts | undefined {
  const parsed = v.safeParse(BadgeCounts, data);
  return parsed.success ? parsed.output : undefined;
}
