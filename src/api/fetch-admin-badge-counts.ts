import { HireInquiriesPageResponse } from '@contracts/hire-inquiries';
import { ProjectsPageResponse } from '@contracts/projects';
import { ResourcesPageResponse } from '@contracts/resources';
import { call, sessionHttp } from './http';

/**
 * The admin sidebar's three counts, asked for in parallel with `limit=1` (only `total` is read): pending
 * inquiries, resources, projects in review.
 */
export async function fetchAdminBadgeCounts(): Promise<{
  inquiries: number;
  resources: number;
  projects: number;
}> {
  const [inquiries, resources, projects] = await Promise.all([
    call(() =>
      sessionHttp
        .get('admin/hire-inquiries', { searchParams: { status: 'Pending', page: 1, limit: 1 } })
        .json(HireInquiriesPageResponse),
    ),
    call(() =>
      sessionHttp.get('resources', { searchParams: { page: 1, limit: 1 } }).json(ResourcesPageResponse),
    ),
    call(() =>
      sessionHttp
        .get('projects', { searchParams: { status: 'review', page: 1, limit: 1 } })
        .json(ProjectsPageResponse),
    ),
  ]);
  return { inquiries: inquiries.total, resources: resources.total, projects: projects.total };
}
