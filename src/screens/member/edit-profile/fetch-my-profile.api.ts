import { hasStatus } from '@contracts/failure-message';
import type { Member } from '@contracts/members';
import { ProfileResponse } from '@contracts/profile';
import { call } from '@/api/http';

/** GET /api/members/me: the signed-in member's public profile, or undefined when there is none yet (404). */
export async function fetchMyProfile(): Promise<Member | undefined> {
  try {
    const body = await call(({ sessionHttp }) => sessionHttp.get('members/me'), ProfileResponse);
    return body.data.member;
  } catch (error) {
    if (hasStatus(error, 404)) return undefined;
    throw error;
  }
}
