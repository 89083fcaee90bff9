import { MEMBERS_MAX_PAGE_SIZE, MEMBERS_PAGE_SIZE, MembersPageResponse } from '@contracts/members';
import { resourceCategories } from '@contracts/resources';
import { DEFAULT_SUBCATEGORY, MOST_LIKED_FETCH, ROOM_PAGE_SIZE } from '@machines/resource-room.machine';
import * as v from 'valibot';
import { blogsApiPath } from '@/api/fetch-blogs';
import { memberApiPath } from '@/api/fetch-member';
import { membersApiPath } from '@/api/fetch-members';
import { publishedProjectsApiPath } from '@/api/fetch-published-projects';
import { resourcesApiPath } from '@/api/fetch-resources';
import { PUBLIC_BLOGS_LIMIT } from '@/screens/public/blog/blog.machine';
import { MOST_LIKED_FILTERS } from '@/screens/public/resources-room-home/resources-room-home.machine';

/**
 * The public pages the build prerenders (`scripts/prerender.ts`), each with the API answers (paths under
 * /api) its first render starts from; the page embeds them and its list shows them at once. A page whose
 * search has defaults is listed with them (the router's server render answers anything else with a
 * redirect to that address); its file is that of the path alone. Paths are spelled as the route tree
 * spells them (the server serves a file for that spelling only). A page whose first screen is a list
 * embeds that list's first page: a list arriving after the prerendered footer shifts the page (CLS 0.577
 * on the all-resources grid before it was embedded).
 */
export const PRERENDERED_PAGES: Record<string, readonly string[]> = {
  '/': [],
  '/members?page=1': [membersApiPath({ page: 1, limit: MEMBERS_PAGE_SIZE })],
  '/projects': [publishedProjectsApiPath],
  '/hire-us': [],
  '/blog': [blogsApiPath({ page: 1, limit: PUBLIC_BLOGS_LIMIT })],
  '/hub-information': [],
  // The spelling of the specification's links: the router matches either, the page's active link differs.
  '/Hub-information': [],
  '/abouthub': [],
  '/chatcard': [],
  '/login': [],
  '/signup': [],
  '/otp': [],
  '/forgot-password': [],
  // Precached by the service worker, which sends a failed navigation there (src/sw/offline-fallback.ts).
  '/offline': [],
  '/resources-room': [resourcesApiPath({ page: 1, limit: MOST_LIKED_FETCH, ...MOST_LIKED_FILTERS })],
  '/resources-room/categories': [],
  '/resources-room/all-resources': [resourcesApiPath({ page: 1, limit: ROOM_PAGE_SIZE })],
  // Every subcategory's results, named as the category chips link to them ('DevOps%20%26%20Deployment'),
  // and the default one's (the specification's 'UI/UX Design', outside the tree: 'No resources found…').
  ...Object.fromEntries(
    [...Object.values(resourceCategories).flat(), DEFAULT_SUBCATEGORY].map((subcategory) => [
      `/resources-room/categories/${encodeURIComponent(subcategory)}`,
      [resourcesApiPath({ page: 1, limit: ROOM_PAGE_SIZE, subcategory })],
    ]),
  ),
};

/** Reads one API answer (a path under /api) at build time. */
export type ReadAnswer = (apiPath: string) => Promise<unknown>;

/** A path segment the server's file lookup and the URL spell alike. */
const PLAIN_SEGMENT = /^[\w-]+$/;

/**
 * The pages made for each item of a list the build reads whole: every member's profile, `/members/<id>`,
 * with its answer (the directory read 24 at a time).
 */
export async function prerenderedItemPages(read: ReadAnswer): Promise<Record<string, readonly string[]>> {
  const pages: Record<string, readonly string[]> = {};
  for (let page = 1; ; page += 1) {
    const answer = v.parse(
      MembersPageResponse,
      await read(membersApiPath({ page, limit: MEMBERS_MAX_PAGE_SIZE })),
    );
    for (const { id } of answer.data.members)
      if (PLAIN_SEGMENT.test(id)) pages[`/members/${id}`] = [memberApiPath(id)];
    if (page >= answer.totalPages) return pages;
  }
}
