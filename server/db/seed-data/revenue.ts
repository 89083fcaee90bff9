import type { NewRevenueStatRow } from '../schema';

/** Relative monthly weight: quieter in January and August, busier before the end of each half-year. */
const seasonality = [0.78, 0.86, 0.97, 1.02, 1.08, 1.18, 1.04, 0.84, 0.98, 1.06, 1.12, 1.2];

/** Yearly base revenue in dollars for the year `offset` years before the current one (0 = current). */
const baseByOffset = [16_400, 13_900, 11_200];

/**
 * Three years of monthly revenue: the two previous calendar years in full and the current year up to and
 * including the current month (UTC) of `now`. Deterministic, so seeds and tests agree.
 */
export function sampleRevenue(now: Date): NewRevenueStatRow[] {
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  const rows: NewRevenueStatRow[] = [];
  for (let offset = 2; offset >= 0; offset--) {
    const year = currentYear - offset;
    const lastMonth = offset === 0 ? currentMonth : 12;
    const base = baseByOffset[offset] ?? 10_000;
    for (let month = 1; month <= lastMonth; month++) {
      const weight = seasonality[month - 1] ?? 1;
      // A small steady climb through the year on top of the season.
      const revenue = Math.round((base * weight * (1 + month * 0.01)) / 10) * 10;
      rows.push({ year, month, revenue });
    }
  }
  return rows;
}
