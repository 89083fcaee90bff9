import { memberSearchMachine } from '@machines/member-search.machine';
import { memberShellWith } from '@machines/member-shell.machine';
import { fromPromise } from 'xstate';
import { fetchMemberCounts } from '@/api/fetch-member-counts';
import { searchMemberArea } from '@/api/search-member-area';
import { waitMs } from '@/lib/wait';
import { connectLive } from '@/session/live-actor';

/** The member shell's machine (the live stream and the badges) and the header's search, with their real actors. */
export const memberShellLogic = {
  shell: memberShellWith({
    connectLive,
    waitBackoff: waitMs,
    fetchCounts: fromPromise(() => fetchMemberCounts()),
  }),
  search: memberSearchMachine.provide({
    actors: {
      waitQuiet: waitMs,
      // The signal aborts the request when a newer keystroke (or Escape) stops this search.
      searchArea: fromPromise(({ input, signal }) => searchMemberArea(input.q, signal)),
    },
  }),
};
export type MemberShellLogic = typeof memberShellLogic;
