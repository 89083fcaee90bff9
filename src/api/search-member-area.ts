import { SearchResponse } from '@contracts/member-area';
import { call } from './http';

/** GET /api/search?q=: resources and projects matching the query, grouped. Aborted by `signal`. */
export async function searchMemberArea(q: string, signal?: AbortSignal): Promise<SearchResponse['data']> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('search', { searchParams: { q }, signal }),
    SearchResponse,
  );
  return body.data;
}
