import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * Revenue statistics (for the Revenue Analysis panel): `GET /api/admin/revenue-stats` →
 * `[{ year, month, revenue }]` (month 1–12, revenue in dollars), and
 * `PUT /api/admin/revenue-stats/:year/:month { revenue }` to record or correct one month.
 */
export const revenueMessages = defineTexts('revenue', {
  // The spec's texts, letter for letter.
  fetchFailed: 'Failed to fetch stats',
  unknown: 'An unknown error occurred',
  // Server answers and the record form.
  yearInvalid: 'Year must be a whole number from 2000 to 2100',
  monthInvalid: 'Month must be a whole number from 1 to 12',
  revenueInvalid: 'Revenue must be a whole number of dollars, 0 or more',
  saveFailed: 'Failed to save the revenue',
});

export const MONTH_LABELS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export const RevenueStat = v.object({
  year: v.pipe(v.number(), v.integer()),
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  revenue: v.pipe(v.number(), v.minValue(0)),
});
export type RevenueStat = v.InferOutput<typeof RevenueStat>;

export const RevenueStatsResponse = v.array(RevenueStat);
export type RevenueStatsResponse = v.InferOutput<typeof RevenueStatsResponse>;

const pathInteger = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,4}$/, message),
    v.transform(Number),
    v.check((value) => value >= min && value <= max, message),
  );

export const RevenueParams = v.object({
  year: pathInteger(2000, 2100, revenueMessages.yearInvalid),
  month: pathInteger(1, 12, revenueMessages.monthInvalid),
});
export type RevenueParams = v.InferOutput<typeof RevenueParams>;

/**
 * A whole, non-negative number of dollars (at most 2,000,000,000: the column is a 32-bit integer). A
 * missing `revenue` (or a body that is no object) gets the same message.
 */
export const RevenueRequest = v.object(
  {
    revenue: v.pipe(
      v.number(revenueMessages.revenueInvalid),
      v.integer(revenueMessages.revenueInvalid),
      v.minValue(0, revenueMessages.revenueInvalid),
      v.maxValue(2_000_000_000, revenueMessages.revenueInvalid),
    ),
  },
  revenueMessages.revenueInvalid,
);
export type RevenueRequest = v.InferOutput<typeof RevenueRequest>;

export const RevenueStatResponse = v.object({ data: v.object({ stat: RevenueStat }) });
export type RevenueStatResponse = v.InferOutput<typeof RevenueStatResponse>;
