import { memberBadgesMachine } from '@machines/member-badges.machine';
import { memberSearchMachine } from '@machines/member-search.machine';
import { fromPromise } from 'xstate';
import { fetchMemberCounts } from '@/api/fetch-member-counts';
import { searchMemberArea } from '@/api/search-member-area';
import { liveLogic } from '@/session/live-actor';

/** Waits `ms` (the search's quiet moment); a new keystroke stops it. */
const waitQuiet = fromPromise<void, { ms: number }>(
  ({ input, signal }) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, input.ms);
      signal.addEventListener('abort', () => clearTimeout(timer));
    }),
);

/** The member shell's machines with their real actors. */
export const memberShellLogic = {
  badges: memberBadgesMachine.provide({ actors: { fetchCounts: fromPromise(() => fetchMemberCounts()) } }),
  search: memberSearchMachine.provide({
    actors: {
      waitQuiet,
      // The signal aborts the request when a newer keystroke (or Escape) stops this search.
      searchArea: fromPromise(({ input, signal }) => searchMemberArea(input.q, signal)),
    },
  }),
  live: liveLogic,
};
export type MemberShellLogic = typeof memberShellLogic;
