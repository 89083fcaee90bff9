import { ResourceLikeResponse as LikeAnswer, type ResourceLikeResponse } from '@contracts/resources';
import { call } from './http';

/** POST /api/resources/:id/like (no body, session): toggles the member's like; the new count and state. */
export async function likeResource({ id }: { id: string }): Promise<ResourceLikeResponse['data']> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post(`resources/${encodeURIComponent(id)}/like`),
    LikeAnswer,
  );
  return body.data;
}
