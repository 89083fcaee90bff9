import { type Resource, ResourceResponse } from '@contracts/resources';
import { call } from '@/api/http';

/** GET /api/resources/:id: one resource (the admin form edits it). */
export async function fetchResource({ id }: { id: string }): Promise<Resource> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get(`resources/${encodeURIComponent(id)}`),
    ResourceResponse,
  );
  return body.data.resource;
}
