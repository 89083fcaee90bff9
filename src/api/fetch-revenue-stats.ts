import { type RevenueStat, RevenueStatsResponse } from '@contracts/revenue';
import { call, sessionHttp } from './http';

/** GET /api/admin/revenue-stats: every recorded month, `[{ year, month, revenue }]`. */
export function fetchRevenueStats(): Promise<RevenueStat[]> {
  return call(() => sessionHttp.get('admin/revenue-stats'), RevenueStatsResponse);
}
