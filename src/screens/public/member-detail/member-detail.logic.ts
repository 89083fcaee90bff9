import type { Member } from '@contracts/members';
import { fromPromise } from 'xstate';
import { fetchMember } from '@/api/fetch-member';
import { memberDetailWith } from './member-detail.machine';

/** /members/{id} with its real network: the API module the profile's load calls. */
export const memberDetailLogic = memberDetailWith({
  fetchMember: fromPromise<Member, { id: string }>(({ input }) => fetchMember(input)),
});
export type MemberDetailLogic = typeof memberDetailLogic;
