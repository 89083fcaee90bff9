import { type BadgeCounts, BadgeCountsResponse } from '@contracts/member-area';
import { call } from './http';

/** GET /api/users/me/counts: the member sidebar's badge counts. */
export async function fetchMemberCounts(): Promise<BadgeCounts> {
  const body = await call(({ sessionHttp }) => sessionHttp.get('users/me/counts'), BadgeCountsResponse);
  return body.data.counts;
}
