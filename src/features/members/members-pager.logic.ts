import { membersPagerMachine } from '@machines/members-pager.machine';
import { fromPromise } from 'xstate';
import { fetchMembers } from '@/api/fetch-members';

/** The members pager with its real network actor. */
export const membersPagerLogic = membersPagerMachine.provide({
  actors: { fetchMembers: fromPromise(({ input }) => fetchMembers(input)) },
});
