import type { AdminBadgeCounts } from '@contracts/badge';
import { InquiriesPageResponse } from '@contracts/inquiries';
import { ProjectsPageResponse } from '@contracts/projects';
import { ResourcesPageResponse } from '@contracts/resources';
import { call } from './http';

/** The count of a settled call, or undefined when it failed (that badge is left out). */
const totalOf = (result: PromiseSettledResult<{ total: number }>) =>
  result.status === 'fulfilled' ? result.value.total : undefined;

/**
 * The admin sidebar's three counts, asked for in parallel with `limit=1` (only `total` is read): pending
 * inquiries, resources, projects in review. One failing call leaves out its own badge only; when all
 * three fail, the call fails.
 */
export async function fetchAdminBadgeCounts(): Promise<AdminBadgeCounts> {
  const results = await Promise.allSettled([
    call(
      ({ sessionHttp }) =>
        sessionHttp.get('admin/hire-inquiries', { searchParams: { status: 'Pending', page: 1, limit: 1 } }),
      InquiriesPageResponse,
    ),
    call(
      ({ sessionHttp }) => sessionHttp.get('resources', { searchParams: { page: 1, limit: 1 } }),
      ResourcesPageResponse,
    ),
    call(
      ({ sessionHttp }) =>
        sessionHttp.get('projects', { searchParams: { status: 'review', page: 1, limit: 1 } }),
      ProjectsPageResponse,
    ),
  ]);
  const rejected = results.find((result) => result.status === 'rejected');
  if (rejected && results.every((result) => result.status === 'rejected')) throw rejected.reason;
  const [inquiries, resources, projects] = results.map(totalOf);
  return { inquiries, resources, projects };
}
