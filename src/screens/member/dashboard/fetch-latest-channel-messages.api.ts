import { type ChannelMessage, ChannelPageResponse } from '@contracts/messaging';
import { call } from '@/api/http';

/** GET /api/channel/messages?limit: the hub channel's latest `limit` messages, newest first. */
export async function fetchLatestChannelMessages(limit: number): Promise<ChannelMessage[]> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('channel/messages', { searchParams: { limit } }),
    ChannelPageResponse,
  );
  // The channel answers oldest first (its list's order); the dashboard shows the newest on top.
  return body.data.messages.toReversed();
}
