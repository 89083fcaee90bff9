import { failureText } from '@contracts/failure-message';
import { defineTexts, type Text, textsOf } from '@contracts/texts';
import type { MeResponse } from '@contracts/users';
import { assign, fromPromise, setup } from 'xstate';

/** Who the dashboard welcomes: the account behind the session (GET /api/users/me). */
export type DashboardMember = MeResponse['data']['user'];

export const dashboardProfileMessages = defineTexts('dashboardProfile', {
  loading: 'Loading your profile...',
  failed: 'Failed to fetch your profile',
});

/** The welcome line: the member's name, or the e-mail when the account has no name. */
export function welcomeName(member: DashboardMember): string {
  return `${member.firstName} ${member.lastName}`.trim() || member.email;
}

/**
 * /dashboard's welcome and profile card: the signed-in member's name and role, fetched once; a failure
 * shows its text with a way to try again.
 */
export const dashboardProfileMachine = setup({
  types: {
    context: {} as { member: DashboardMember | undefined; error: Text | undefined },
    events: {} as { type: 'profile.retry' },
  },
  actors: {
    fetchMe: fromPromise<DashboardMember, void>(async () => {
      throw new Error('fetchMe is provided by the app');
    }),
  },
  actions: {
    assignMember: assign({ member: (_, member: DashboardMember) => member, error: undefined }),
    assignError: assign({
      error: (_, { error }: { error: unknown }) =>
        failureText(error, {
          http: textsOf(dashboardProfileMessages).failed,
          network: textsOf(dashboardProfileMessages).failed,
          unexpected: textsOf(dashboardProfileMessages).failed,
        }),
    }),
  },
}).createMachine({
  id: 'dashboardProfile',
  description: "The dashboard's welcome and profile card for the signed-in member.",
  context: { member: undefined, error: undefined },
  initial: 'loading',
  states: {
    loading: {
      description: "'Loading your profile...' in the card.",
      tags: ['busy'],
      invoke: {
        id: 'fetchMe',
        src: 'fetchMe',
        input: () => undefined,
        onDone: { target: 'loaded', actions: { type: 'assignMember', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: { description: "'Welcome back, {name}' and the card with 'Edit Profile' and 'Add Resource'." },
    failed: {
      description: 'The error in the card, with a way to try again.',
      on: { 'profile.retry': { target: 'loading' } },
    },
  },
});
