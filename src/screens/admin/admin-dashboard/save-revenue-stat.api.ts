import { type RevenueStat, RevenueStatResponse } from '@contracts/revenue';
import { call } from '@/api/http';

/** PUT /api/admin/revenue-stats/:year/:month { revenue }: records or corrects one month. */
export async function saveRevenueStat({
  year,
  month,
  revenue,
}: {
  year: number;
  month: number;
  revenue: number;
}): Promise<RevenueStat> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.put(`admin/revenue-stats/${year}/${month}`, { json: { revenue } }),
    RevenueStatResponse,
  );
  return body.data.stat;
}
