import { adminStatsMessages, type StatKey, statKeys, statLabels } from '@contracts/admin-stats';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { adminStatsMachine, countActorNames } from '@/screens/admin/admin-dashboard/admin-stats.machine';
import { createAdminDashboardDeferred, renderDashboardPart } from '../support/admin-dashboard-view';
import type { DeferredActors } from '../support/deferred-actors';
import {
  describePath,
  type EventExecutors,
  expectEveryEventExecuted,
  expectEveryStateAsserted,
  modelPaths,
  runPath,
  type StateAssertions,
} from '../support/model';
import type { renderView } from '../support/render-view';

type Snap = SnapshotFrom<typeof adminStatsMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

const withToken = adminStatsMachine.provide({ guards: { hasAuthToken: () => true } });
const withoutToken = adminStatsMachine.provide({ guards: { hasAuthToken: () => false } });

/** A non-zero total per stat (distinct, so a tile showing another's count fails). */
const totals: Record<StatKey, number> = {
  users: 12,
  projects: 7,
  resources: 30,
  blogs: 4,
  inquiries: 15,
  tasks: 3,
};

function pendingKeys(snapshot: Snap): StatKey[] {
  if (!snapshot.matches('loading')) return [];
  const regions = (snapshot.value as { loading: Record<StatKey, string> }).loading;
  return statKeys.filter((key) => regions[key] === 'pending');
}

/**
 * The calls answer in the tiles' order (not every interleaving of six calls). The next call may answer
 * its total, a non-2xx, a body without the list's total, or (for the first) no answer at all or
 * something that is not an API failure. The first may also answer 0, and then every other one does too
 * (the way to 'No stats found.').
 */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const [next] = pendingKeys(snapshot);
  if (!next) return [{ type: 'stats.retry' }];
  const src = countActorNames[next];
  const answered = Object.values(snapshot.context.counts);
  // After a first 0 every call answers 0 (the way to 'No stats found.'); no failures on that branch.
  if (answered.length > 0 && answered.every((count) => count === 0))
    return [{ type: `xstate.done.actor.${src}`, output: 0 }];
  const outputs = answered.length === 0 ? [totals[next], 0] : [totals[next]];
  return [
    ...outputs.map((output) => ({ type: `xstate.done.actor.${src}`, output })),
    { type: `xstate.error.actor.${src}`, error: { kind: 'http', status: 500 } },
    { type: `xstate.error.actor.${src}`, error: { kind: 'invalid-response' } },
    ...(next === 'users'
      ? [
          { type: `xstate.error.actor.${src}`, error: { kind: 'network' } },
          { type: `xstate.error.actor.${src}`, error: 'not an API failure' },
        ]
      : []),
  ];
}

const paths = [
  ...modelPaths(withToken, { events: eventsFor as never }),
  ...modelPaths(withoutToken, { events: eventsFor as never }),
];

const loadingText = () => screen.queryByText(adminStatsMessages.loading);
const tileList = () => screen.queryByRole('list');

function expectLoading() {
  expect(loadingText()).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(adminStatsMessages.loading);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(tileList()).toBeNull();
}

const loadingStates: StateAssertions = Object.fromEntries(
  statKeys.flatMap((key) => [
    [`loading.${key}.pending`, expectLoading],
    [`loading.${key}.done`, expectLoading],
  ]),
);

const states: StateAssertions = {
  checkingToken: () => {
    throw new Error('checkingToken decides at once and is never shown');
  },
  ...loadingStates,
  tiles: (snapshot) => {
    expect(loadingText()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      statKeys.map((key) => `${statLabels[key]}${(snapshot as Snap).context.counts[key]}`),
    );
  },
  empty: () => {
    expect(screen.getByText('No stats found.')).toBeTruthy();
    expect(loadingText()).toBeNull();
    expect(tileList()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: (snapshot) => {
    const { error } = (snapshot as Snap).context;
    expect(screen.getByRole('alert').textContent).toBe(`Error: ${error?.message}`);
    expect(loadingText()).toBeNull();
    expect(tileList()).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
const executors: EventExecutors = {
  'stats.retry': () =>
    user.click(
      screen.queryByRole('button', { name: 'Try again' }) ?? screen.getByRole('button', { name: 'Reload' }),
    ),
};

const actorNames = Object.values(countActorNames);
let deferred: DeferredActors;

/** The tiles as the dashboard's screen machine runs them, with a session token stored or none. */
async function renderTiles(hasAuthToken: boolean) {
  deferred = createAdminDashboardDeferred();
  ({ user } = await renderDashboardPart('adminStats', deferred, { hasAuthToken }));
}

describe('admin stats machine: the dashboard tiles', () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(adminStatsMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches every stats message of the spec', () => {
    const errors = new Set(paths.map((path) => (path.state as Snap).context.error?.message).filter(Boolean));
    expect([...errors].sort()).toEqual(
      [
        'No auth token found',
        'Failed to fetch stats',
        'User API request failed',
        'Project API request failed',
        'Resource API request failed',
        'Blog API request failed',
        'Hire Inquiries API request failed',
        'Tasks API request failed',
        'Malformed User API response',
        'Malformed Project API response',
        'Malformed Resource API response',
        'Malformed Blog API response',
        'Malformed Hire Inquiries API response',
        'Malformed Tasks API response',
      ].sort(),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))(
    '%s',
    { timeout: 30_000 },
    async (_, path) => {
      const tokenless = (path.steps[0]!.state as Snap).context.error?.message === adminStatsMessages.noToken;
      await renderTiles(!tokenless);
      await runPath(path, { states, events: executors, deferred });
    },
  );

  it('runs the six calls at once, each asking for one item', async () => {
    await renderTiles(true);
    for (const name of actorNames) expect(deferred.inputs[name]).toEqual([{ limit: 1 }]);
  });

  it('asks nothing without a stored token', async () => {
    await renderTiles(false);
    for (const name of actorNames) expect(deferred.inputs[name]).toEqual([]);
    expect(screen.getByRole('alert').textContent).toBe('Error: No auth token found');
  });
});
