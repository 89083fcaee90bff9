import type { Page } from '@contracts/paging';
import { type Resource, ResourcesPageResponse } from '@contracts/resources';
import { call } from '@/api/http';

/** GET /api/resources?liked=me&page&limit with the session: the resources the member liked, newest first. */
export async function fetchLikedResources({
  page,
  limit,
}: {
  page: number;
  limit: number;
}): Promise<Page<Resource>> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('resources', { searchParams: { liked: 'me', page, limit } }),
    ResourcesPageResponse,
  );
  return { items: body.data.resources, total: body.total };
}
