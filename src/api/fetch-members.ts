import { MEMBERS_PAGE_SIZE, type Member, MembersPageResponse } from '@contracts/members';
import type { Page, PageRequest } from '@contracts/paging';
import { call, http } from './http';

/**
 * GET /api/members?page={n}&limit=6: one page of the member directory. The endpoint answers its number of
 * pages rather than of members, so `total` counts whole pages of `limit` (all the pager needs).
 */
export async function fetchMembers({ page, limit = MEMBERS_PAGE_SIZE }: PageRequest): Promise<Page<Member>> {
  const body = await call(() =>
    http.get('members', { searchParams: { page, limit } }).json(MembersPageResponse),
  );
  return { items: body.data.members, total: body.totalPages * limit };
}
