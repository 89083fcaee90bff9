import { MONTH_LABELS, type RevenueStat } from '@contracts/revenue';
import {
  formatThousands,
  growthLabel,
  monthlyRevenue,
  percentChange,
  revenueYears,
  upsertStat,
  yearOptions,
  yearTotal,
} from '@contracts/revenue-figures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDraftRevenue, revenueFailureMessage } from '@/screens/admin/admin-dashboard/revenue.machine';

const revenue = fc.integer({ min: 0, max: 2_000_000_000 });
const stat = fc.record({
  year: fc.integer({ min: 2000, max: 2100 }),
  month: fc.integer({ min: 1, max: 12 }),
  revenue,
});
/** Records as the server keeps them: one per year and month. */
const records = fc.uniqueArray(stat, { selector: (item) => `${item.year}-${item.month}`, maxLength: 60 });

describe('revenue figures', () => {
  it('percent change: rounded, never below -100, 0 for equal years, its sign follows the difference', () => {
    fc.assert(
      fc.property(revenue, fc.integer({ min: 1, max: 2_000_000_000 }), (current, previous) => {
        const change = percentChange(current, previous);
        expect(Number.isInteger(change)).toBe(true);
        expect(Object.is(change, -0)).toBe(false);
        expect(change).toBeGreaterThanOrEqual(-100);
        expect(Math.abs(change - ((current - previous) / previous) * 100)).toBeLessThanOrEqual(0.5);
        if (current === previous) expect(change).toBe(0);
        if (change > 0) expect(current).toBeGreaterThan(previous);
        if (change < 0) expect(current).toBeLessThan(previous);
      }),
    );
  });

  it('percent change without previous revenue: 100 when the current year has any, else 0', () => {
    fc.assert(
      fc.property(revenue, (current) => {
        expect(percentChange(current, 0)).toBe(current > 0 ? 100 : 0);
      }),
    );
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(1, 0)).toBe(100);
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(1005, 1000)).toBe(1); // 0.5 rounds up
  });

  it('the gauge says growth at 0 or more and decline below', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 10_000 }), (change) => {
        expect(growthLabel(change)).toBe(change >= 0 ? 'Revenue Growth' : 'Revenue Decline');
      }),
    );
  });

  it('thousands: "$" then the total / 1000 with exactly one decimal, then "k"', () => {
    fc.assert(
      fc.property(revenue, (total) => {
        const text = formatThousands(total);
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*\.\dk$/);
        const value = Number(text.slice(1, -1).replaceAll(',', ''));
        expect(Math.abs(value - total / 1000)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
    expect(formatThousands(12_345)).toBe('$12.3k');
    expect(formatThousands(0)).toBe('$0.0k');
    expect(formatThousands(1_234_567)).toBe('$1,234.6k');
  });

  it('years: those in the data, each once, newest first; the selector adds the selected year when missing', () => {
    fc.assert(
      fc.property(records, fc.integer({ min: 2000, max: 2100 }), (stats, selected) => {
        const years = revenueYears(stats);
        expect(new Set(years)).toEqual(new Set(stats.map((item) => item.year)));
        for (let index = 1; index < years.length; index += 1)
          expect(years[index - 1]!).toBeGreaterThan(years[index]!);
        const options = yearOptions(stats, selected);
        expect(options).toContain(selected);
        expect(new Set(options)).toEqual(new Set([...years, selected]));
        expect([...options].sort((a, b) => b - a)).toEqual(options);
      }),
    );
  });

  it("a year's months are its records in calendar order, and they add up to its total", () => {
    fc.assert(
      fc.property(records, fc.integer({ min: 2000, max: 2100 }), (stats, year) => {
        const series = monthlyRevenue(stats, year);
        expect(series.map((item) => item.month)).toEqual(
          stats
            .filter((item) => item.year === year)
            .map((item) => item.month)
            .sort((a, b) => a - b),
        );
        for (const item of series) expect(item.label).toBe(MONTH_LABELS[item.month - 1]);
        expect(series.reduce((sum, item) => sum + item.revenue, 0)).toBe(yearTotal(stats, year));
      }),
    );
  });

  it('recording a month adds it or replaces the same month, never duplicates', () => {
    fc.assert(
      fc.property(records, stat, (stats, saved: RevenueStat) => {
        const next = upsertStat(stats, saved);
        const same = next.filter((item) => item.year === saved.year && item.month === saved.month);
        expect(same).toEqual([saved]);
        const existed = stats.some((item) => item.year === saved.year && item.month === saved.month);
        expect(next).toHaveLength(existed ? stats.length : stats.length + 1);
      }),
    );
  });

  it('the record form takes whole dollars from 0 to 2,000,000,000 and nothing else', () => {
    fc.assert(
      fc.property(revenue, (amount) => {
        expect(parseDraftRevenue(` ${amount} `)).toBe(amount);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseDraftRevenue(text);
        if (parsed !== undefined) expect(text.trim()).toMatch(/^\d+$/);
      }),
    );
    for (const bad of ['', '-1', '1.5', '1e3', 'abc', '2000000001', '12 000'])
      expect(parseDraftRevenue(bad)).toBeUndefined();
  });

  it('maps failures to the banner texts of the spec', () => {
    expect(revenueFailureMessage({ kind: 'http', status: 500, message: 'x' })).toBe('Failed to fetch stats');
    expect(revenueFailureMessage({ kind: 'network' })).toBe('Failed to fetch stats');
    expect(revenueFailureMessage(new Error('boom'))).toBe('Failed to fetch stats');
    expect(revenueFailureMessage('boom')).toBe('An unknown error occurred');
  });
});
