import { MEMBERS_PAGE_SIZE, type Member, MembersPageResponse } from '@contracts/members';
import type { Page, PageRequest } from '@contracts/paging';
import { call } from './http';
import { prerenderedAnswer } from './prerendered-data';

/** The API path of one page of the member directory (also the key of its prerendered answer). */
export const membersApiPath = ({ page, limit = MEMBERS_PAGE_SIZE }: PageRequest) =>
  `members?page=${page}&limit=${limit}`;

/** The endpoint answers its number of pages rather than of members: `total` counts whole pages of `limit`. */
const pageOf = (body: MembersPageResponse, limit: number): Page<Member> => ({
  items: body.data.members,
  total: body.totalPages * limit,
});

/** GET /api/members?page={n}&limit=6: one page of the member directory. */
export async function fetchMembers({ page, limit = MEMBERS_PAGE_SIZE }: PageRequest): Promise<Page<Member>> {
  const body = await call(({ http }) => http.get(membersApiPath({ page, limit })), MembersPageResponse);
  return pageOf(body, limit);
}

/** The same page as the prerendered HTML carries it, if it does. */
export function prerenderedMembers({
  page,
  limit = MEMBERS_PAGE_SIZE,
}: PageRequest): Page<Member> | undefined {
  const body = prerenderedAnswer(membersApiPath({ page, limit }), MembersPageResponse);
  return body && pageOf(body, limit);
}

/**
 * The page the prerendered HTML shows, with its members: the address's page when the HTML carries it, else
 * its first page. The server answers a path with its one prerendered page whatever the query, so a page
 * link followed before the scripts ran (`/members?page=2`) shows the first page's HTML: the app hydrates
 * that page as it is, then goes to the address's.
 */
export function prerenderedMembersPage(page: number): { page: number; items: Page<Member> } | undefined {
  for (const shown of [page, 1]) {
    const items = prerenderedMembers({ page: shown, limit: MEMBERS_PAGE_SIZE });
    if (items) return { page: shown, items };
  }
  return undefined;
}
