import { isApiFailure } from '@contracts/api-failure';
import { MEMBERS_PAGE_SIZE, type Member, memberMessages } from '@contracts/members';
import { assign, fromPromise, setup } from 'xstate';

export interface MembersPage {
  members: Member[];
  totalPages: number;
}

export interface MembersPagerContext {
  /** The page shown or being fetched (1-based); the URL's `?page=` decides it. */
  page: number;
  members: Member[];
  totalPages: number;
  error: string | undefined;
}

/**
 * Spec §8 (Members): a non-ok answer (`httpText`: the list's text, or the detail page's), a body that is
 * not the contract, anything else. The server's own message is not shown here.
 */
export function membersErrorMessage(error: unknown, httpText: string = memberMessages.fetchFailed): string {
  if (!isApiFailure(error)) return memberMessages.unknown;
  if (error.kind === 'http') return httpText;
  if (error.kind === 'invalid-response') return memberMessages.invalidResponse;
  return memberMessages.unknown;
}

/**
 * The members list: fetch one page of 6, show it (numbered page buttons when there is more than one
 * page) or the error in place of the grid. Going to another page fetches again.
 */
export const membersPagerMachine = setup({
  types: {
    context: {} as MembersPagerContext,
    input: {} as { page: number },
    events: {} as { type: 'page.goto'; page: number } | { type: 'members.retry' },
  },
  actors: {
    fetchMembers: fromPromise<MembersPage, { page: number; limit: number }>(async () => {
      throw new Error('fetchMembers is provided by the app');
    }),
  },
  guards: {
    isOtherPage: ({ context, event }) => event.type === 'page.goto' && event.page !== context.page,
  },
  actions: {
    assignPage: assign({
      page: ({ context, event }) => (event.type === 'page.goto' ? event.page : context.page),
    }),
    assignMembers: assign({
      members: (_, page: MembersPage) => page.members,
      totalPages: (_, page: MembersPage) => page.totalPages,
      error: undefined,
    }),
    assignError: assign({
      members: [],
      error: (_, { error }: { error: unknown }) => membersErrorMessage(error),
    }),
  },
}).createMachine({
  id: 'membersPager',
  description: 'The /members grid: one page of members fetched from the API, numbered pages, errors.',
  context: ({ input }) => ({ page: input.page, members: [], totalPages: 1, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading members...' is shown in place of the grid.",
      tags: ['busy'],
      invoke: {
        id: 'fetchMembers',
        src: 'fetchMembers',
        input: ({ context }) => ({ page: context.page, limit: MEMBERS_PAGE_SIZE }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignMembers', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: {
        'page.goto': { guard: 'isOtherPage', target: 'loading', reenter: true, actions: 'assignPage' },
      },
    },
    loaded: {
      description: 'The grid of member cards; numbered page buttons when there is more than one page.',
      on: {
        'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
      },
    },
    failed: {
      description: 'The error text in red in place of the grid, with a way to try again.',
      on: {
        'page.goto': { guard: 'isOtherPage', target: 'loading', actions: 'assignPage' },
        'members.retry': { target: 'loading' },
      },
    },
  },
});
