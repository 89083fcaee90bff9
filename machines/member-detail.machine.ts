import { hasStatus } from '@contracts/failure-message';
import { type Member, memberMessages, membersErrorMessage } from '@contracts/members';
import { assign, fromPromise, setup } from 'xstate';

export interface MemberDetailContext {
  id: string;
  member: Member | undefined;
  error: string | undefined;
}

/** An unknown id answers 404; a malformed one 400: either way there is no such member. */
function isNoSuchMember(error: unknown): boolean {
  return hasStatus(error, 404) || hasStatus(error, 400);
}

/** /members/{id}: fetch one member; show it, 'Member not found', or an error with a way to try again. */
export const memberDetailMachine = setup({
  types: {
    context: {} as MemberDetailContext,
    input: {} as { id: string },
    events: {} as { type: 'member.retry' },
  },
  actors: {
    fetchMember: fromPromise<Member, { id: string }>(async () => {
      throw new Error('fetchMember is provided by the app');
    }),
  },
  guards: {
    isNoSuchMember: (_, { error }: { error: unknown }) => isNoSuchMember(error),
  },
  actions: {
    assignMember: assign({ member: (_, member: Member) => member, error: undefined }),
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        membersErrorMessage(error, memberMessages.detailFetchFailed),
    }),
  },
}).createMachine({
  id: 'memberDetail',
  description: 'One member profile fetched by its id from GET /api/members/:id.',
  context: ({ input }) => ({ id: input.id, member: undefined, error: undefined }),
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading member...' is shown.",
      tags: ['busy'],
      invoke: {
        id: 'fetchMember',
        src: 'fetchMember',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'loaded',
          actions: { type: 'assignMember', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: { type: 'isNoSuchMember', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      description: 'Photo, name, role, bio, education, contact links and skills of the member.',
    },
    notFound: {
      description: "'Member not found', with a link back to the members list.",
    },
    failed: {
      description: 'The error text in red, with a way to try again.',
      on: { 'member.retry': { target: 'loading' } },
    },
  },
});
