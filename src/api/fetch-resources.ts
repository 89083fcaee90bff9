import type { Page } from '@contracts/paging';
import { type Resource, type ResourceSort, ResourcesPageResponse } from '@contracts/resources';
import { call } from './http';
import { prerenderedAnswer } from './prerendered-data';

/** A type (not an interface) so it fits the collection machine's query. */
export type ResourcesPageQuery = {
  page: number;
  limit: number;
  category?: string | undefined;
  subcategory?: string | undefined;
  sort?: ResourceSort | undefined;
};

/** The API path of one page of resources (also the key of its prerendered answer). */
export function resourcesApiPath({ page, limit, ...filters }: ResourcesPageQuery): string {
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) search.set(name, value);
  return `resources?${search}`;
}

const pageOf = (body: ResourcesPageResponse): Page<Resource> => ({
  items: body.data.resources,
  total: body.total,
});

/**
 * GET /api/resources?category&subcategory&sort&page&limit: one page of resources and the total. Sent with
 * the session token when there is one, so each resource says whether the member likes it (`likedByMe`).
 */
export async function fetchResources(query: ResourcesPageQuery): Promise<Page<Resource>> {
  return pageOf(
    await call(({ sessionHttp }) => sessionHttp.get(resourcesApiPath(query)), ResourcesPageResponse),
  );
}

/** The same page as the prerendered HTML carries it (as a visitor sees it), if it does. */
export function prerenderedResources(query: ResourcesPageQuery): Page<Resource> | undefined {
  const body = prerenderedAnswer(resourcesApiPath(query), ResourcesPageResponse);
  return body && pageOf(body);
}
