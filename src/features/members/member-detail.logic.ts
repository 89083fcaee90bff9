import { fromPromise } from 'xstate';
import { fetchMember } from '@/api/fetch-member';
import { memberDetailMachine } from '../../../machines/member-detail.machine';

/** The member detail machine with its real network actor. */
export const memberDetailLogic = memberDetailMachine.provide({
  actors: { fetchMember: fromPromise(({ input }) => fetchMember(input)) },
});
