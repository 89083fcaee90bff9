import { type Member, MemberResponse } from '@contracts/members';
import { call } from './http';
import { prerenderedAnswer } from './prerendered-data';

/** The API path of one member's profile (also the key of its prerendered answer). */
export const memberApiPath = (id: string) => `members/${encodeURIComponent(id)}`;

/** GET /api/members/:id: one member by slug (rejects with an http 404 failure for an unknown id). */
export async function fetchMember({ id }: { id: string }): Promise<Member> {
  const body = await call(({ http }) => http.get(memberApiPath(id)), MemberResponse);
  return body.data.member;
}

/** The same profile as the prerendered HTML carries it, if it does. */
export function prerenderedMember(id: string): Member | undefined {
  return prerenderedAnswer(memberApiPath(id), MemberResponse)?.data.member;
}
