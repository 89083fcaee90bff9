import { MEMBERS_PAGE_SIZE } from '@contracts/members';
import { membersApiPath } from '@/api/fetch-members';
import { publishedProjectsApiPath } from '@/api/fetch-published-projects';

/**
 * The public pages the build prerenders (`scripts/prerender.ts`), each with the API answers (paths under
 * /api) its first render starts from; the page embeds them and its list shows them at once. A page whose
 * search has defaults is listed with them (the router's server render answers anything else with a
 * redirect to that address); its file is that of the path alone. Paths are spelled as the route tree
 * spells them (the server serves a file for that spelling only).
 */
export const PRERENDERED_PAGES: Record<string, readonly string[]> = {
  '/': [],
  '/members?page=1': [membersApiPath({ page: 1, limit: MEMBERS_PAGE_SIZE })],
  '/projects': [publishedProjectsApiPath],
  '/hire-us': [],
  '/blog': [],
  '/hub-information': [],
  '/abouthub': [],
  '/chatcard': [],
  '/login': [],
  '/signup': [],
  '/otp': [],
  '/forgot-password': [],
  '/resources-room': [],
  '/resources-room/all-resources': [],
  '/resources-room/categories': [],
};
