import type * as v from 'valibot';
import { call } from '@/api/http';

/**
 * `GET /api/{path}?limit=1` with the session token: how many items the whole list holds (its `total`).
 * The body must be the list's contract (`{ data: { <things>: [...] }, total }`), else the call fails as an
 * invalid response.
 */
export async function fetchTotal(
  path: string,
  schema: v.GenericSchema<unknown, { total: number }>,
  { limit }: { limit: number },
): Promise<number> {
  const body: { total: number } = await call(
    ({ sessionHttp }) => sessionHttp.get(path, { searchParams: { limit } }),
    schema,
  );
  return body.total;
}
