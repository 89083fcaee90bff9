import { memberDetailMachine } from '@machines/member-detail.machine';
import { fromPromise } from 'xstate';
import { fetchMember } from '@/api/fetch-member';

/** The member detail machine with its real network actor. */
export const memberDetailLogic = memberDetailMachine.provide({
  actors: { fetchMember: fromPromise(({ input }) => fetchMember(input)) },
});
