import { open } from '@/api/http';

/** DELETE /api/channel/messages/:id (204): the member's own message (or any, for an Admin). */
export async function deleteChannelMessage({ id }: { id: string }): Promise<void> {
  await open(({ sessionHttp }) => sessionHttp.delete(`channel/messages/${encodeURIComponent(id)}`));
}
