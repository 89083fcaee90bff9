import { ResourceViewResponse } from '@contracts/resources';
import { call } from './http';

/** POST /api/resources/:id/view (no body): counts a view, at most once an hour per visitor. */
export async function viewResource({ id }: { id: string }): Promise<ResourceViewResponse['data']> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post(`resources/${encodeURIComponent(id)}/view`),
    ResourceViewResponse,
  );
  return body.data;
}
