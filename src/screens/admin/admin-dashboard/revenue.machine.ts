import { isApiFailure } from '@contracts/api-failure';
import { failureText } from '@contracts/failure-message';
import { RevenueRequest, type RevenueStat, revenueMessages } from '@contracts/revenue';
import { hasYear, upsertStat } from '@contracts/revenue-figures';
import { type Text, textsOf } from '@contracts/texts';
import * as v from 'valibot';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';

/** The clock as the panel starts: the default year, and the month the record form starts at. */
export interface RevenueInput {
  today: { year: number; month: number };
}

export interface RecordDraft {
  /** 1–12. */
  month: number;
  /** What the revenue box holds. */
  revenue: string;
}

export interface RevenueContext {
  stats: RevenueStat[];
  /** The selected year (the current year at first). */
  year: number;
  /** The red banner's text, or null. */
  error: string | null;
  draft: RecordDraft;
  /** The record form's message (validation or save failure), or null. */
  draftError: Text | null;
  /** The month last recorded, for the form's confirmation. */
  saved: RevenueStat | null;
}

export interface SaveRevenueInput {
  year: number;
  month: number;
  revenue: number;
}

export type RevenueEvent =
  | { type: 'year.select'; year: number }
  | { type: 'revenue.refresh' }
  | { type: 'month.select'; month: number }
  | { type: 'revenue.change'; value: string }
  | { type: 'revenue.save' };

/** Any failed call is 'Failed to fetch stats'; something that is not an error at all is unknown. */
export function revenueFailureMessage(error: unknown): string {
  return isApiFailure(error) || error instanceof Error
    ? revenueMessages.fetchFailed
    : revenueMessages.unknown;
}

/** The revenue box as a request body, or undefined when it is not a whole number of dollars, 0 or more. */
export function parseDraftRevenue(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const result = v.safeParse(RevenueRequest, { revenue: Number(trimmed) });
  return result.success ? result.output.revenue : undefined;
}

/**
 * The Revenue Analysis panel (loading, then error, no records, no data for the
 * year, or chart), beside the form that records or corrects one month of the selected year
 * (`PUT /api/admin/revenue-stats/:year/:month`). A saved month joins the records, so the view follows.
 */
export const revenueMachine = setup({
  types: {
    context: {} as RevenueContext,
    input: {} as RevenueInput,
    events: {} as RevenueEvent,
  },
  actors: {
    fetchRevenueStats: fromPromise<RevenueStat[], void>(async () => {
      throw new Error('fetchRevenueStats is provided by the app');
    }),
    saveRevenue: fromPromise<RevenueStat, SaveRevenueInput>(async () => {
      throw new Error('saveRevenue is provided by the app');
    }),
  },
  guards: {
    hasRecords: ({ context }) => context.stats.length > 0,
    hasDataForYear: ({ context }) => hasYear(context.stats, context.year),
    isDraftInvalid: ({ context }) => parseDraftRevenue(context.draft.revenue) === undefined,
    isDataReady: stateIn({ data: 'ready' }),
  },
  actions: {
    assignStats: assign({ stats: (_, stats: RevenueStat[]) => stats, error: null }),
    assignFetchError: assign({
      error: (_, params: { error: unknown }) => revenueFailureMessage(params.error),
    }),
    assignYear: assign({ year: (_, params: { year: number }) => params.year }),
    assignDraftMonth: assign({
      draft: ({ context }, params: { month: number }) => ({ ...context.draft, month: params.month }),
    }),
    assignDraftRevenue: assign({
      draft: ({ context }, params: { revenue: string }) => ({ ...context.draft, revenue: params.revenue }),
    }),
    clearDraftMessages: assign({ draftError: null, saved: null }),
    assignDraftInvalid: assign({ draftError: textsOf(revenueMessages).revenueInvalid, saved: null }),
    assignSaved: assign({
      stats: ({ context }, saved: RevenueStat) => upsertStat(context.stats, saved),
      draft: ({ context }) => ({ ...context.draft, revenue: '' }),
      saved: (_, saved: RevenueStat) => saved,
    }),
    assignSaveError: assign({
      draftError: (_, params: { error: unknown }) =>
        failureText(params.error, {
          http: textsOf(revenueMessages).saveFailed,
          network: textsOf(revenueMessages).saveFailed,
          unexpected: textsOf(revenueMessages).saveFailed,
        }),
    }),
  },
}).createMachine({
  id: 'revenue',
  description: 'The Revenue Analysis panel of the admin dashboard and its record form.',
  context: ({ input }) => ({
    stats: [],
    year: input.today.year,
    error: null,
    draft: { month: input.today.month, revenue: '' },
    draftError: null,
    saved: null,
  }),
  type: 'parallel',
  states: {
    data: {
      description: 'The records and what the panel shows of them.',
      initial: 'loading',
      states: {
        loading: {
          description: 'A spinner while the records load.',
          tags: ['busy'],
          invoke: {
            id: 'fetchRevenueStats',
            src: 'fetchRevenueStats',
            input: () => undefined,
            onDone: {
              target: 'ready',
              actions: { type: 'assignStats', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: { type: 'assignFetchError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: {
          description:
            "The red banner: 'Failed to fetch stats' or 'An unknown error occurred', and Try again.",
          on: { 'revenue.refresh': 'loading' },
        },
        ready: {
          description: 'The records are here: the year selector and the chart, or why there is none.',
          initial: 'chart',
          on: {
            'year.select': { actions: { type: 'assignYear', params: ({ event }) => ({ year: event.year }) } },
          },
          states: {
            chart: {
              description: 'The monthly bar chart, the growth gauge and the Current / Previous Year cards.',
              always: [
                { guard: not('hasRecords'), target: 'noRecords' },
                { guard: not('hasDataForYear'), target: 'noDataForYear' },
              ],
            },
            noDataForYear: {
              description: "'No data for {year}' and 'Select another year from the dropdown above'.",
              always: { guard: 'hasDataForYear', target: 'chart' },
            },
            noRecords: {
              description: "'No revenue data', its explanation and 'Refresh Data' (loads again).",
              always: { guard: 'hasRecords', target: 'chart' },
              on: { 'revenue.refresh': '#revenue.data.loading' },
            },
          },
        },
      },
    },
    recorder: {
      description: 'The form that records or corrects one month of the selected year.',
      initial: 'editing',
      states: {
        editing: {
          description: 'Month and revenue take input; Save checks the revenue first.',
          initial: 'idle',
          on: {
            'month.select': {
              actions: { type: 'assignDraftMonth', params: ({ event }) => ({ month: event.month }) },
            },
            'revenue.change': {
              actions: { type: 'assignDraftRevenue', params: ({ event }) => ({ revenue: event.value }) },
            },
            'revenue.save': [
              {
                guard: and(['isDataReady', 'isDraftInvalid']),
                target: '.invalid',
                reenter: true,
                actions: 'assignDraftInvalid',
              },
              { guard: 'isDataReady', target: 'saving' },
            ],
          },
          states: {
            idle: { description: 'No message.' },
            invalid: {
              description: "The revenue is not a whole number of dollars, 0 or more: the rule's message.",
            },
            saved: { description: "'Saved {month} {year}.' and the chart shows the new figure." },
            failed: { description: 'Why the month was not saved; the input stays for another try.' },
          },
        },
        saving: {
          description: 'The month is being stored; Save is disabled.',
          tags: ['busy'],
          entry: 'clearDraftMessages',
          invoke: {
            id: 'saveRevenue',
            src: 'saveRevenue',
            input: ({ context }) => ({
              year: context.year,
              month: context.draft.month,
              revenue: parseDraftRevenue(context.draft.revenue) ?? 0,
            }),
            onDone: {
              target: 'editing.saved',
              actions: { type: 'assignSaved', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing.failed',
              actions: { type: 'assignSaveError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
