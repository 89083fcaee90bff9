import { type Member, MemberResponse } from '@contracts/members';
import { call, http } from './http';

/** GET /api/members/:id: one member by slug (rejects with an http 404 failure for an unknown id). */
export async function fetchMember({ id }: { id: string }): Promise<Member> {
  const body = await call(() => http.get(`members/${encodeURIComponent(id)}`), MemberResponse);
  return body.data.member;
}
