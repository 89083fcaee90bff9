import type { Member } from '@contracts/members';
import type { Page } from '@contracts/paging';
import type { CollectionQuery } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchMembers } from '@/api/fetch-members';
import { membersWith } from './members.machine';

/** /members with its real network: the API module the grid calls. */
export const membersLogic = membersWith({
  fetchPage: fromPromise<Page<Member>, CollectionQuery>(({ input }) => fetchMembers(input)),
});
export type MembersLogic = typeof membersLogic;
