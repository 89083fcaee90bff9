import { MEMBERS_PAGE_SIZE, type Member, membersErrorMessage } from '@contracts/members';
import type { Page } from '@contracts/paging';
import { type CollectionQuery, createCollectionMachine } from '@machines/collection.machine';
import type { PromiseActorLogic } from 'xstate';

/**
 * /members, the member cards a page at a time: the grid is the whole screen, so the screen machine is the
 * collection machine itself, at 6 a page with the members list's error texts. It starts at the address's
 * page with the page the prerendered HTML carries, if any; each later page of the address (a page link,
 * Back, a shared link: the router's, forwarded by the view) is its `page.goto`, which ignores the page it
 * already shows.
 */
export const membersMachine = createCollectionMachine<Member>({
  id: 'members',
  pageSize: MEMBERS_PAGE_SIZE,
  errorMessage: (error) => membersErrorMessage(error),
});

/** The address's page, and the page the prerendered HTML carries (shown at once, then fetched again). */
export interface MembersInput {
  page: number;
  initial?: Page<Member> | undefined;
}

/** The network actor the grid calls (`fetchPage`). */
export interface MembersNetwork {
  fetchPage: PromiseActorLogic<Page<Member>, CollectionQuery>;
}

/** The screen with the network its grid calls: the app's (members.logic.ts) or a test's. */
export function membersWith(network: MembersNetwork) {
  return membersMachine.provide({ actors: { fetchPage: network.fetchPage } });
}
