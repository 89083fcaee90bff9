import { revenueMachine } from '@machines/revenue.machine';
import { fromPromise } from 'xstate';
import { fetchRevenueStats } from '@/api/fetch-revenue-stats';
import { saveRevenueStat } from '@/api/save-revenue-stat';

/** The revenue panel's machine with its real calls. */
export const revenueLogic = revenueMachine.provide({
  actors: {
    fetchRevenueStats: fromPromise(() => fetchRevenueStats()),
    saveRevenue: fromPromise(({ input }) => saveRevenueStat(input)),
  },
});
