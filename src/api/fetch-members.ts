import { MEMBERS_PAGE_SIZE, type Member, MembersPageResponse } from '@contracts/members';
import { call, http } from './http';

/** GET /api/members?page={n}&limit=6: one page of the member directory and the number of pages. */
export async function fetchMembers({
  page,
  limit = MEMBERS_PAGE_SIZE,
}: {
  page: number;
  limit?: number;
}): Promise<{ members: Member[]; totalPages: number }> {
  const body = await call(() => http.get('members', { searchParams: { page, limit } }), MembersPageResponse);
  return { members: body.data.members, totalPages: body.totalPages };
}
