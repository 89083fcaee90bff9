import { hasStatus } from '@contracts/failure-message';
import { type Member, memberMessages, membersErrorMessage } from '@contracts/members';
import { type Text, textsOf } from '@contracts/texts';
import { assign, fromPromise, type PromiseActorLogic, setup } from 'xstate';

/**
 * /members/{id}, one member's profile: the screen machine is the profile's load itself (no part of the
 * screen has state of its own). It shows the profile the prerendered HTML carries at once and fetches it
 * again quietly, decides 'Member not found' (an unknown or malformed id) against any other failure, and
 * offers Try again after one.
 */

export interface MemberDetailContext {
  id: string;
  member: Member | undefined;
  error: Text | undefined;
}

/** An unknown id answers 404; a malformed one 400: either way there is no such member. */
function isNoSuchMember(error: unknown): boolean {
  return hasStatus(error, 404) || hasStatus(error, 400);
}

const answerOf = ({ event }: { event: { output: Member } }) => event.output;
const failureOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** Fetches the profile: the answer is shown, an unknown id is not found, any other failure goes `onFailure`. */
function fetchProfile<const OnFailure>(onFailure: OnFailure) {
  return {
    id: 'fetchMember',
    src: 'fetchMember',
    input: ({ context }: { context: MemberDetailContext }) => ({ id: context.id }),
    onDone: { target: 'loaded', actions: { type: 'assignMember', params: answerOf } },
    onError: [{ guard: { type: 'isNoSuchMember', params: failureOf }, target: 'notFound' }, onFailure],
  } as const;
}

/** The network actor the screen calls (`fetchMember`). */
export interface MemberDetailNetwork {
  fetchMember: PromiseActorLogic<Member, { id: string }>;
}

/** /members/{id}: fetch one member; show it, 'Member not found', or an error with a way to try again. */
export const memberDetailMachine = setup({
  types: {
    context: {} as MemberDetailContext,
    /** `initial`: the profile the prerendered HTML came with, shown at once. */
    input: {} as { id: string; initial?: Member | undefined },
    events: {} as { type: 'member.retry' },
  },
  actors: {
    fetchMember: fromPromise<Member, { id: string }>(async () => {
      throw new Error('fetchMember is provided by the app');
    }),
  },
  guards: {
    hasInitialMember: ({ context }) => context.member !== undefined,
    isNoSuchMember: (_, { error }: { error: unknown }) => isNoSuchMember(error),
  },
  actions: {
    assignMember: assign({ member: (_, member: Member) => member, error: undefined }),
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        membersErrorMessage(error, textsOf(memberMessages).detailFetchFailed),
    }),
  },
}).createMachine({
  id: 'memberDetail',
  description: 'One member profile fetched by its id from GET /api/members/:id.',
  context: ({ input }) => ({ id: input.id, member: input.initial, error: undefined }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Shows the profile the HTML came with, if any; else fetches it.',
      always: [{ guard: 'hasInitialMember', target: 'revalidating' }, { target: 'loading' }],
    },
    revalidating: {
      description:
        'The profile the HTML came with, shown while it is fetched again quietly: a newer answer replaces it, a removed member is not found, a failure keeps it.',
      tags: ['profile'],
      invoke: fetchProfile({ target: 'loaded' }),
    },
    loading: {
      description: "'Loading member...' is shown.",
      tags: ['busy'],
      invoke: fetchProfile({
        target: 'failed',
        actions: { type: 'assignError', params: failureOf },
      }),
    },
    loaded: {
      description: 'Photo, name, role, bio, education, contact links and skills of the member.',
      tags: ['profile'],
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

/** The screen with its network: the app's (member-detail.logic.ts) or a test's. */
export function memberDetailWith(network: MemberDetailNetwork) {
  return memberDetailMachine.provide({ actors: { fetchMember: network.fetchMember } });
}
