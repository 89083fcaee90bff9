import type { Page } from '@contracts/paging';
import { type Resource, type ResourceSort, ResourcesPageResponse } from '@contracts/resources';
import { call, sessionHttp } from './http';

/** A type (not an interface) so it fits the collection machine's query. */
export type ResourcesPageQuery = {
  page: number;
  limit: number;
  category?: string | undefined;
  subcategory?: string | undefined;
  sort?: ResourceSort | undefined;
};

/**
 * GET /api/resources?category&subcategory&sort&page&limit: one page of resources and the total. Sent with
 * the session token when there is one, so each resource says whether the member likes it (`likedByMe`).
 */
export async function fetchResources({
  page,
  limit,
  ...filters
}: ResourcesPageQuery): Promise<Page<Resource>> {
  const searchParams: Record<string, string | number> = { page, limit };
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) searchParams[name] = value;
  const body = await call(() => sessionHttp.get('resources', { searchParams }), ResourcesPageResponse);
  return { items: body.data.resources, total: body.total };
}
