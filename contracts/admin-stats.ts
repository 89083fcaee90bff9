import { isApiFailure } from './api-failure';
import { defineTexts, type Text, textOfEntry, textsOf } from './texts';

/**
 * The admin dashboard's stat tiles: six count calls in parallel, each tile showing its call's `total`. Texts
 * letter for letter from the spec.
 */
export const statKeys = ['users', 'projects', 'resources', 'blogs', 'inquiries', 'tasks'] as const;
export type StatKey = (typeof statKeys)[number];
export type StatCounts = Record<StatKey, number>;

/** The tiles' labels, in the spec's order (source texts: the page shows them in its language). */
export const statLabels = defineTexts('statLabels', {
  users: 'Users',
  projects: 'Projects',
  resources: 'Resources',
  blogs: 'Blogs',
  inquiries: 'Inquiries',
  tasks: 'Tasks',
}) satisfies Record<StatKey, string>;

/** The API's name in the spec's messages ('User API request failed', 'Malformed User API response'). */
const apiNames: Record<StatKey, string> = {
  users: 'User',
  projects: 'Project',
  resources: 'Resource',
  blogs: 'Blog',
  inquiries: 'Hire Inquiries',
  tasks: 'Tasks',
};

export const adminStatsMessages = defineTexts('adminStats', {
  loading: 'Loading dashboard stats...',
  empty: 'No stats found.',
  noToken: 'No auth token found',
  fallback: 'Failed to fetch stats',
  /**
   * Built from the API's name (`apiNames`), so the texts catalog holds one template each
   * (`{api} API request failed`); a translation chooses its words by name with an ICU `select` on
   * `User`, `Project`, `Resource`, `Blog` and `Tasks`, its `other` being 'Hire Inquiries' (a select key
   * cannot hold a space).
   */
  requestFailed: (api: string) => `${api} API request failed`,
  malformed: (api: string) => `Malformed ${api} API response`,
});

/** One of the API-named templates as a descriptor with the API's name as its value. */
function apiText(entry: 'requestFailed' | 'malformed', key: StatKey): Text {
  return textOfEntry(adminStatsMessages, entry, { api: apiNames[key] });
}

/**
 * The text of one failed count call: a body without the expected array or total is 'Malformed …',
 * no answer or a non-2xx one is '… API request failed' (descriptors with the API's name, translated by
 * code), anything else the fallback.
 */
export function statFailureMessage(key: StatKey, error: unknown): Text {
  if (!isApiFailure(error)) return textsOf(adminStatsMessages).fallback;
  return apiText(error.kind === 'invalid-response' ? 'malformed' : 'requestFailed', key);
}
