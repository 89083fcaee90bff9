import { MEMBERS_PAGE_SIZE, type Member, membersErrorMessage } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import { part, stoppedState } from '@machines/screen-parts';
import { type PromiseActorLogic, sendTo, setup } from 'xstate';

/**
 * /members, the member cards a page at a time: one screen machine, the parent of the grid (the collection
 * machine at 6 a page with the members list's error texts). The grid starts at the address's page with the
 * page the prerendered HTML carries, if any; the screen turns each later page of the address (a page link,
 * Back, a shared link: the router's, forwarded by the view) into the grid's page.
 */

/** The grid: the collection machine at 6 a page, with the members list's error texts. */
export const membersGridMachine = createCollectionMachine<Member>({
  id: 'membersGrid',
  pageSize: MEMBERS_PAGE_SIZE,
  errorMessage: (error) => membersErrorMessage(error),
});

/** The address's page, and the page the prerendered HTML carries (shown at once, then fetched again). */
export interface MembersInput {
  page: number;
  initial?: Page<Member> | undefined;
}

/** What the view sends: the address's page. */
export type MembersEvent = { type: 'members.page'; page: number };

/** The children as the screen runs them. */
const children = { membersGrid: membersGridMachine };

/** The network actor the grid calls (`fetchPage`). */
export interface MembersNetwork {
  fetchPage: PromiseActorLogic<Page<Member>, CollectionQuery>;
}

export const membersMachine = setup({
  types: {
    context: {} as MembersInput,
    input: {} as MembersInput,
    events: {} as MembersEvent,
    /** The child's id is its src: `snapshot.children.membersGrid` is typed. */
    children: {} as { membersGrid: 'membersGrid' },
  },
  actors: children,
  actions: {
    /** The grid goes to the address's page (it ignores the page it already shows). */
    showPage: sendTo('membersGrid', ({ event }) => ({ type: 'page.goto' as const, page: event.page })),
  },
}).createMachine({
  id: 'members',
  description: "The member cards, 6 a page, at the address's page, with the numbered pages.",
  context: ({ input }) => ({ page: input.page, initial: input.initial }),
  initial: 'open',
  states: {
    open: {
      description:
        "The grid: the page the HTML came with (fetched again quietly) or 'Loading members...', then the cards, the empty text or the error with a retry.",
      invoke: part('membersGrid', ({ context }: { context: MembersInput }) => ({
        page: context.page,
        initial: context.initial,
      })),
      on: { 'members.page': { actions: 'showPage' } },
    },
    stopped: stoppedState,
  },
});

/** The screen with the network its grid calls: the app's (members.logic.ts) or a test's. */
export function membersWith(network: MembersNetwork) {
  return membersMachine.provide({
    actors: { membersGrid: children.membersGrid.provide({ actors: { fetchPage: network.fetchPage } }) },
  });
}
