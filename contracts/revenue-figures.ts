import { MONTH_LABELS, type RevenueStat } from './revenue';
import { defineTexts } from './texts';

/**
 * The Revenue Analysis panel's figures: pure functions of the
 * `[{ year, month, revenue }]` records, shared by the revenue machine and its views.
 */

/** Chart defaults: a 10% category gap between bands and a 4 px gap between bars. */
export const BAR_CATEGORY_GAP = 0.1;
export const BAR_GAP_PX = 4;

export const revenuePanelTexts = defineTexts('revenuePanel', {
  title: 'Revenue Analysis',
  tooltip: 'Revenue',
  growth: 'Revenue Growth',
  decline: 'Revenue Decline',
  currentYear: 'Current Year',
  previousYear: 'Previous Year',
  noDataForYear: (year: number) => `No data for ${year}`,
  selectAnotherYear: 'Select another year from the dropdown above',
  noRecords: 'No revenue data',
  noRecordsDetail: 'There are currently no revenue records available.',
  refresh: 'Refresh Data',
  loading: 'Loading revenue data...',
  saved: (month: number, year: number) => `Saved ${MONTH_LABELS[month - 1]} ${year}.`,
});

/** The years present in the records, newest first, each once. */
export function revenueYears(stats: readonly RevenueStat[]): number[] {
  return [...new Set(stats.map((stat) => stat.year))].sort((a, b) => b - a);
}

/** What the year selector lists: the years in the data, plus the selected one when it has none. */
export function yearOptions(stats: readonly RevenueStat[], selected: number): number[] {
  const years = revenueYears(stats);
  return years.includes(selected) ? years : [selected, ...years].sort((a, b) => b - a);
}

export function hasYear(stats: readonly RevenueStat[], year: number): boolean {
  return stats.some((stat) => stat.year === year);
}

/** The sum of a year's months (0 for a year without records). */
export function yearTotal(stats: readonly RevenueStat[], year: number): number {
  return stats.reduce((sum, stat) => (stat.year === year ? sum + stat.revenue : sum), 0);
}

/** A year's recorded months in calendar order, with their labels. */
export function monthlyRevenue(
  stats: readonly RevenueStat[],
  year: number,
): { month: number; label: string; revenue: number }[] {
  return stats
    .filter((stat) => stat.year === year)
    .sort((a, b) => a.month - b.month)
    .map((stat) => ({ month: stat.month, label: MONTH_LABELS[stat.month - 1]!, revenue: stat.revenue }));
}

/**
 * Year-over-year change in percent, rounded. With no previous revenue it is 100 when the current
 * year has any revenue, otherwise 0.
 */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  const rounded = Math.round(((current - previous) / previous) * 100);
  return rounded === 0 ? 0 : rounded; // never -0
}

/** The gauge's tone and label: growth (indigo) at 0 or more, decline (red) below. */
export function growthLabel(change: number): string {
  return change >= 0 ? revenuePanelTexts.growth : revenuePanelTexts.decline;
}

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A total in $ thousands with one decimal: 12345 → '$12.3k'. */
export function formatThousands(total: number): string {
  return `$${oneDecimal.format(total / 1000)}k`;
}

/** A whole-dollar amount as the axis and tooltip show it: 12345 → '$12,345'. */
export function formatDollars(amount: number): string {
  return `$${wholeDollars.format(amount)}`;
}

/** The records with one month recorded or corrected (a new month is added, an existing one replaced). */
export function upsertStat(stats: readonly RevenueStat[], saved: RevenueStat): RevenueStat[] {
  const others = stats.filter((stat) => stat.year !== saved.year || stat.month !== saved.month);
  return [...others, saved];
}
