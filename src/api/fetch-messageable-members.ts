import { type MessageableMember, MessageableMembersResponse } from '@contracts/messaging';
import type { Page, PageRequest } from '@contracts/paging';
import { call } from './http';

/** GET /api/conversations/members?q&page&limit: members one can start a conversation with. */
export async function fetchMessageableMembers({
  page,
  limit,
  q,
}: PageRequest & { q: string }): Promise<Page<MessageableMember>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('conversations/members', { searchParams: { page, limit, q } }),
    MessageableMembersResponse,
  );
  return { items: body.data.members, total: body.total };
}
