import type { Member } from '@contracts/members';
import { type ProfileRequest, ProfileResponse } from '@contracts/profile';
import { call } from '@/api/http';

/** PUT /api/members/me: creates or updates the signed-in member's public profile; answers it as stored. */
export async function saveMyProfile(profile: ProfileRequest): Promise<Member> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.put('members/me', { json: profile }),
    ProfileResponse,
  );
  return body.data.member;
}
