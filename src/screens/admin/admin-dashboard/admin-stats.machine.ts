import {
  adminStatsMessages,
  type StatCounts,
  type StatKey,
  statFailureMessage,
  statKeys,
} from '@contracts/admin-stats';
import { type Text, textsOf } from '@contracts/texts';
import { assign, fromPromise, setup } from 'xstate';

export interface AdminStatsContext {
  /** The totals received so far (all six once the tiles show). */
  counts: Partial<StatCounts>;
  /** The message after 'Error: ', or null. */
  error: Text | null;
}

/** Counts one list: asks for one item and answers the list's `total`. */
export interface CountInput {
  limit: number;
}
type CountActor = ReturnType<typeof fromPromise<number, CountInput>>;

function countNotProvided(name: string): CountActor {
  return fromPromise<number, CountInput>(async () => {
    throw new Error(`${name} is provided by the app`);
  });
}

/** The actor that counts each stat (its `total`), named after it: countUsers, countProjects, … */
export const countActorNames = {
  users: 'countUsers',
  projects: 'countProjects',
  resources: 'countResources',
  blogs: 'countBlogs',
  inquiries: 'countInquiries',
  tasks: 'countTasks',
} as const satisfies Record<StatKey, string>;

const machineSetup = setup({
  types: {
    context: {} as AdminStatsContext,
    events: {} as { type: 'stats.retry' },
  },
  actors: {
    countUsers: countNotProvided('countUsers'),
    countProjects: countNotProvided('countProjects'),
    countResources: countNotProvided('countResources'),
    countBlogs: countNotProvided('countBlogs'),
    countInquiries: countNotProvided('countInquiries'),
    countTasks: countNotProvided('countTasks'),
  },
  guards: {
    /** Provided by the app: a session token is stored. */
    hasAuthToken: () => false,
    isEveryCountZero: ({ context }) => statKeys.every((key) => context.counts[key] === 0),
  },
  actions: {
    resetStats: assign({ counts: {}, error: null }),
    assignCount: assign({
      counts: ({ context }, params: { key: StatKey; total: number }) => ({
        ...context.counts,
        [params.key]: params.total,
      }),
    }),
    assignFailure: assign({
      error: (_, params: { key: StatKey; error: unknown }) => statFailureMessage(params.key, params.error),
    }),
    assignNoToken: assign({ error: textsOf(adminStatsMessages).noToken }),
  },
});

/** One parallel region: the call for `key` pending, then done with its total; a failure ends everything. */
function countRegion<K extends StatKey>(key: K) {
  const src = countActorNames[key];
  return {
    description: `GET the ${key} list with limit 1 and keep its total.`,
    initial: 'pending',
    states: {
      pending: {
        description: `The ${key} count call is under way.`,
        tags: ['busy'],
        invoke: {
          id: src,
          src,
          input: { limit: 1 },
          onDone: {
            target: 'done',
            actions: {
              type: 'assignCount',
              params: ({ event }: { event: { output: number } }) => ({ key, total: event.output }),
            },
          },
          onError: {
            target: '#adminStats.failed',
            actions: {
              type: 'assignFailure',
              params: ({ event }: { event: { error: unknown } }) => ({ key, error: event.error }),
            },
          },
        },
      },
      done: { type: 'final', description: `The ${key} total is known.` },
    },
  } as const;
}

/**
 * The dashboard's stat tiles (loading, then error, empty, or tiles): with a
 * stored token, the six count calls run in parallel; the first failure shows its own message (the others
 * are dropped), all six done show the tiles, or 'No stats found.' when every count is zero.
 */
export const adminStatsMachine = machineSetup.createMachine({
  id: 'adminStats',
  description: "The admin dashboard's six stat tiles.",
  context: { counts: {}, error: null },
  initial: 'checkingToken',
  states: {
    checkingToken: {
      description: 'Admin calls need the stored session token; without one nothing is asked.',
      entry: 'resetStats',
      always: [
        { guard: 'hasAuthToken', target: 'loading' },
        { target: 'failed', actions: 'assignNoToken' },
      ],
    },
    loading: {
      description: "'Loading dashboard stats...' while the six calls run in parallel.",
      type: 'parallel',
      states: {
        users: countRegion('users'),
        projects: countRegion('projects'),
        resources: countRegion('resources'),
        blogs: countRegion('blogs'),
        inquiries: countRegion('inquiries'),
        tasks: countRegion('tasks'),
      },
      onDone: [{ guard: 'isEveryCountZero', target: 'empty' }, { target: 'tiles' }],
    },
    tiles: {
      description: 'The tiles Users, Projects, Resources, Blogs, Inquiries and Tasks with their totals.',
    },
    empty: {
      description: "'No stats found.' with a way to load again.",
      on: { 'stats.retry': 'checkingToken' },
    },
    failed: {
      description: "'Error: {message}' in place of the tiles, with a way to try again.",
      on: { 'stats.retry': 'checkingToken' },
    },
  },
});
