import { type RevenueStat, RevenueStatsResponse } from '@contracts/revenue';
import { call } from '@/api/http';

/** GET /api/admin/revenue-stats: every recorded month, `[{ year, month, revenue }]`. */
export function fetchRevenueStats(): Promise<RevenueStat[]> {
  return call(({ sessionHttp }) => sessionHttp.get('admin/revenue-stats'), RevenueStatsResponse);
}
