import { MEMBERS_PAGE_SIZE, type Member, membersErrorMessage } from '@contracts/members';
import { createCollectionMachine } from '@machines/collection.machine';
import { fromPromise } from 'xstate';
import { fetchMembers } from '@/api/fetch-members';

/** The /members grid: the collection machine at 6 a page, with the members list's error texts. */
export const membersPagerMachine = createCollectionMachine<Member>({
  id: 'membersPager',
  pageSize: MEMBERS_PAGE_SIZE,
  errorMessage: (error) => membersErrorMessage(error),
});

/** The members pager with its real network actor. */
export const membersPagerLogic = membersPagerMachine.provide({
  actors: { fetchPage: fromPromise(({ input }) => fetchMembers(input)) },
});
