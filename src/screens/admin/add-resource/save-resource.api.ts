import { type Resource, type ResourceFields, ResourceResponse } from '@contracts/resources';
import { toFormData } from '@/api/form-data';
import { call } from '@/api/http';

/**
 * POST /api/resources (201) or, with an id, PATCH /api/resources/:id: multipart with title, category,
 * subcategory, url and the optional `icon` (an edit keeps the stored icon unless another is chosen).
 */
export async function saveResource({
  id,
  fields,
  icon,
}: {
  id: string | undefined;
  fields: ResourceFields;
  icon?: File | undefined;
}): Promise<Resource> {
  const body = toFormData(fields, { icon });
  const answer = await call(
    ({ sessionHttp }) =>
      id
        ? sessionHttp.patch(`resources/${encodeURIComponent(id)}`, { body })
        : sessionHttp.post('resources', { body }),
    ResourceResponse,
  );
  return answer.data.resource;
}
