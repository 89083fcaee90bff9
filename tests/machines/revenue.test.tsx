import type { RevenueStat } from '@contracts/revenue';
import {
  formatDollars,
  formatThousands,
  growthLabel,
  monthlyRevenue,
  percentChange,
  yearOptions,
  yearTotal,
} from '@contracts/revenue-figures';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { revenueMachine } from '@/screens/admin/admin-dashboard/revenue.machine';
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

type Snap = SnapshotFrom<typeof revenueMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

/** The clock: 15 March 2025. */
const TODAY = { year: 2025, month: 3 };
const now = () => new Date(2025, 2, 15);

const months = (year: number, revenues: number[]): RevenueStat[] =>
  revenues.map((revenue, index) => ({ year, month: index + 1, revenue }));

/** 2024 earned more than 2025 so far (a decline), 2023 less than 2024 (growth). */
const threeYears = [
  ...months(2023, [1000, 2000, 3000]),
  ...months(2024, [4000, 5000, 6000, 7000]),
  ...months(2025, [2500, 3100]),
];
/** Records, but none for the current year. */
const olderOnly = months(2024, [4000, 5000]);

const fetchOutcomes: ModelEvent[] = [
  { type: 'xstate.done.actor.fetchRevenueStats', output: threeYears },
  { type: 'xstate.done.actor.fetchRevenueStats', output: olderOnly },
  { type: 'xstate.done.actor.fetchRevenueStats', output: [] },
  { type: 'xstate.error.actor.fetchRevenueStats', error: { kind: 'http', status: 500 } },
  { type: 'xstate.error.actor.fetchRevenueStats', error: 'thrown, not an error' },
];

/**
 * The user's moves, kept to chains so the graph stays small: with a pristine form, another year of the
 * data (or 'Refresh Data'); on the three years' chart, the record form with a bad value, then a good one,
 * another month, and each answer of the save; without records or without the current year, one good save
 * (after which the chart shows). Loading and failure offer their outcomes and retry.
 */
function eventsFor(snapshot: Snap): ModelEvent[] {
  const { context } = snapshot;
  if (snapshot.matches({ data: 'loading' })) return fetchOutcomes;
  if (snapshot.matches({ data: 'failed' })) return [{ type: 'revenue.refresh' }];
  const fullChain = context.stats.some((stat) => stat.year === 2023);
  if (snapshot.matches({ recorder: 'saving' })) {
    const { month, revenue } = context.draft;
    const stored = {
      type: 'xstate.done.actor.saveRevenue',
      output: { year: context.year, month, revenue: Number(revenue) },
    };
    if (!fullChain) return [stored];
    return [
      stored,
      {
        type: 'xstate.error.actor.saveRevenue',
        error: { kind: 'http', status: 400, message: 'Revenue must be a whole number of dollars, 0 or more' },
      },
      { type: 'xstate.error.actor.saveRevenue', error: { kind: 'network' } },
    ];
  }
  if (snapshot.matches({ recorder: { editing: 'saved' } })) return [];
  const { revenue, month } = context.draft;
  const pristine = revenue === '' && snapshot.matches({ recorder: { editing: 'idle' } });
  const events: ModelEvent[] = [];
  if (pristine) {
    if (snapshot.matches({ data: { ready: 'noRecords' } })) events.push({ type: 'revenue.refresh' });
    // The selector lists the years in the data (and the selected one): pick another one of them.
    const otherYear = context.year === TODAY.year ? 2024 : TODAY.year;
    if (yearOptions(context.stats, context.year).includes(otherYear))
      events.push({ type: 'year.select', year: otherYear });
  }
  if (context.year !== TODAY.year) return events;
  if (!fullChain) {
    if (revenue === '') events.push({ type: 'revenue.change', value: '1500' });
    else events.push({ type: 'revenue.save' });
    return events;
  }
  if (revenue === '') events.push({ type: 'revenue.change', value: 'abc' });
  if (revenue === 'abc') events.push({ type: 'revenue.change', value: '1500' });
  if (revenue === '1500' && month === TODAY.month) events.push({ type: 'month.select', month: 1 });
  if (revenue !== '') events.push({ type: 'revenue.save' });
  return events;
}

const paths = modelPaths(revenueMachine, {
  events: eventsFor as never,
  input: { today: TODAY },
  // What the panel shows: the states, the year, the draft, the messages and the records' figures.
  serializeState: (snapshot) => {
    const { context } = snapshot as Snap;
    return JSON.stringify([
      snapshot.value,
      context.year,
      context.draft,
      context.error,
      context.draftError,
      context.saved,
      [...context.stats].sort((a, b) => a.year - b.year || a.month - b.month),
    ]);
  },
});

const yearSelect = () => screen.queryByRole('combobox', { name: 'Year' }) as HTMLSelectElement | null;
const monthSelect = () => screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement;
const revenueBox = () => screen.getByRole('textbox', { name: 'Revenue ($)' }) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }) as HTMLButtonElement;
const table = () => screen.queryByRole('table');
const loadingText = () => screen.queryByText('Loading revenue data...');

/** Nothing of the panel's other states is on screen. */
function expectOnly(shown: 'loading' | 'failed' | 'chart' | 'noDataForYear' | 'noRecords') {
  expect(loadingText() !== null).toBe(shown === 'loading');
  expect(screen.queryByText(/^(Failed to fetch stats|An unknown error occurred)$/) !== null).toBe(
    shown === 'failed',
  );
  expect(table() !== null).toBe(shown === 'chart');
  expect(screen.queryByText(/^No data for \d+$/) !== null).toBe(shown === 'noDataForYear');
  expect(screen.queryByText('No revenue data') !== null).toBe(shown === 'noRecords');
  expect(yearSelect() !== null).toBe(shown === 'chart' || shown === 'noDataForYear');
}

function expectYearSelect(context: Snap['context']) {
  const select = yearSelect()!;
  expect(select.value).toBe(String(context.year));
  expect(Array.from(select.options).map((option) => Number(option.value))).toEqual(
    yearOptions(context.stats, context.year),
  );
}

function expectForm(snapshot: Snap, message: string | null, saving = false) {
  if (!snapshot.matches({ data: 'ready' })) {
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    return;
  }
  const { draft, year } = snapshot.context;
  expect(screen.getByRole('group', { name: `Record revenue for ${year}` })).toBeTruthy();
  expect(monthSelect().value).toBe(String(draft.month));
  expect(revenueBox().value).toBe(draft.revenue);
  expect(saveButton().textContent).toBe(saving ? 'Saving...' : 'Save');
  expect(saveButton().matches(':disabled')).toBe(saving);
  const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
  expect(alerts.filter((text) => text !== 'Failed to fetch stats')).toEqual(message ? [message] : []);
}

const states: StateAssertions = {
  'data.loading': () => {
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Loading revenue data...');
    expectOnly('loading');
  },
  'data.failed': (snapshot) => {
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain((snapshot as Snap).context.error);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expectOnly('failed');
  },
  'data.ready.noRecords': () => {
    expect(screen.getByRole('heading', { name: 'No revenue data' })).toBeTruthy();
    expect(screen.getByText('There are currently no revenue records available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    expectOnly('noRecords');
  },
  'data.ready.noDataForYear': (snapshot) => {
    const { context } = snapshot as Snap;
    expect(screen.getByRole('heading', { name: `No data for ${context.year}` })).toBeTruthy();
    expect(screen.getByText('Select another year from the dropdown above')).toBeTruthy();
    expectYearSelect(context);
    expectOnly('noDataForYear');
  },
  'data.ready.chart': (snapshot) => {
    const { context } = snapshot as Snap;
    const { stats, year } = context;
    expectOnly('chart');
    expectYearSelect(context);
    const rows = within(table()!).getAllByRole('row').slice(1);
    const expected = monthlyRevenue(stats, year);
    expect(rows.map((row) => row.textContent)).toEqual(
      expected.map((month) => `${month.label}${formatDollars(month.revenue)}`),
    );
    const bars = screen.getAllByTestId('revenue-bar');
    expect(bars.map((bar) => bar.querySelector('title')!.textContent)).toEqual(
      expected.map((month) => `${month.label} · Revenue: ${formatDollars(month.revenue)}`),
    );
    const change = percentChange(yearTotal(stats, year), yearTotal(stats, year - 1));
    const gauge = screen.getByRole('figure');
    expect(within(gauge).getByText(`${change}%`)).toBeTruthy();
    expect(within(gauge).getByText(growthLabel(change))).toBeTruthy();
    expect(gauge.dataset.tone).toBe(change >= 0 ? 'growth' : 'decline');
    const cards = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(cards).toEqual([
      `Current Year${formatThousands(yearTotal(stats, year))}`,
      `Previous Year${formatThousands(yearTotal(stats, year - 1))}`,
    ]);
  },
  'recorder.editing.idle': (snapshot) => expectForm(snapshot as Snap, null),
  'recorder.editing.invalid': (snapshot) =>
    expectForm(snapshot as Snap, 'Revenue must be a whole number of dollars, 0 or more'),
  'recorder.editing.failed': (snapshot) =>
    expectForm(snapshot as Snap, (snapshot as Snap).context.draftError?.message ?? null),
  'recorder.editing.saved': (snapshot) => {
    const { saved } = (snapshot as Snap).context;
    expectForm(snapshot as Snap, null);
    const months = ['Jan', 'Feb', 'Mar'];
    expect(screen.getByText(`Saved ${months[saved!.month - 1]} ${saved!.year}.`)).toBeTruthy();
  },
  'recorder.saving': (snapshot) => {
    expectForm(snapshot as Snap, null, true);
    const { year, draft } = (snapshot as Snap).context;
    expect(deferred.inputs.saveRevenue?.at(-1)).toEqual({
      year,
      month: draft.month,
      revenue: Number(draft.revenue),
    });
  },
};

let user: Awaited<ReturnType<typeof renderView>>['user'];
let deferred: DeferredActors;

const executors: EventExecutors = {
  'revenue.refresh': () =>
    user.click(
      screen.queryByRole('button', { name: 'Refresh Data' }) ??
        screen.getByRole('button', { name: 'Try again' }),
    ),
  'year.select': (event) =>
    user.selectOptions(yearSelect()!, String((event as ModelEvent & { year: number }).year)),
  'month.select': (event) =>
    user.selectOptions(monthSelect(), String((event as ModelEvent & { month: number }).month)),
  'revenue.change': async (event) => {
    await user.clear(revenueBox());
    await user.type(revenueBox(), (event as ModelEvent & { value: string }).value);
  },
  'revenue.save': () => user.click(saveButton()),
};

if (process.env.COUNT_PATHS)
  console.log('PATHS', paths.length, Math.max(...paths.map((path) => path.steps.length)));

describe('revenue machine: the Revenue Analysis panel', () => {
  it('has a UI assertion for every state and an executor for every event', () => {
    expectEveryStateAsserted(revenueMachine, states);
    expectEveryEventExecuted(paths, executors);
  });

  it('reaches both banner texts of the spec and both gauge tones', () => {
    const errors = new Set(paths.map((path) => (path.state as Snap).context.error).filter(Boolean));
    expect([...errors].sort()).toEqual(['An unknown error occurred', 'Failed to fetch stats']);
    const changes = paths
      .filter((path) => (path.state as Snap).matches({ data: { ready: 'chart' } }))
      .map(({ state }) => {
        const { stats, year } = (state as Snap).context;
        return percentChange(yearTotal(stats, year), yearTotal(stats, year - 1));
      });
    expect(changes.some((change) => change >= 0)).toBe(true);
    expect(changes.some((change) => change < 0)).toBe(true);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))(
    '%s',
    { timeout: 30_000 },
    async (_, path) => {
      // The panel as the dashboard's screen machine runs it.
      deferred = createAdminDashboardDeferred();
      ({ user } = await renderDashboardPart('revenue', deferred, { now: now() }));
      await runPath(path, { states, events: executors, deferred });
    },
  );
});
