import { MEMBERS_PAGE_SIZE } from '@contracts/members';
import { blogsApiPath } from '@/api/fetch-blogs';
import { membersApiPath } from '@/api/fetch-members';
import { publishedProjectsApiPath } from '@/api/fetch-published-projects';
import { PUBLIC_BLOGS_LIMIT } from '@/features/blog/blog.logic';

/**
 * The public pages the build prerenders (`scripts/prerender.ts`), each with the API answers (paths under
 * /api) its first render starts from; the page embeds them and its list shows them at once. A page whose
 * search has defaults is listed with them (the router's server render answers anything else with a
 * redirect to that address); its file is that of the path alone. Paths are spelled as the route tree
 * spells them (the server serves a file for that spelling only). A page whose first screen is a list that
 * is not embedded is left out (`/resources-room/all-resources`: its grid arriving after the prerendered
 * footer shifted the page, CLS 0.577 against 0.000 client-rendered).
 */
export const PRERENDERED_PAGES: Record<string, readonly string[]> = {
  '/': [],
  '/members?page=1': [membersApiPath({ page: 1, limit: MEMBERS_PAGE_SIZE })],
  '/projects': [publishedProjectsApiPath],
  '/hire-us': [],
  '/blog': [blogsApiPath({ page: 1, limit: PUBLIC_BLOGS_LIMIT })],
  '/hub-information': [],
  '/abouthub': [],
  '/chatcard': [],
  '/login': [],
  '/signup': [],
  '/otp': [],
  '/forgot-password': [],
  '/resources-room': [],
  '/resources-room/categories': [],
};
