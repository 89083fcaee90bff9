import { type ChannelMessage, ChannelPageResponse, MESSAGE_PAGE_DEFAULT } from '@contracts/messaging';
import { call } from '@/api/http';

export interface ChannelPage {
  messages: ChannelMessage[];
  hasMore: boolean;
  memberCount: number;
}

/** GET /api/channel/messages?before&limit: the latest 50 (or those before a message), oldest first. */
export async function fetchChannelMessages({
  before,
}: {
  before?: string | undefined;
}): Promise<ChannelPage> {
  const searchParams = { limit: MESSAGE_PAGE_DEFAULT, ...(before && { before }) };
  const body = await call(
    ({ sessionHttp }) => sessionHttp.get('channel/messages', { searchParams }),
    ChannelPageResponse,
  );
  return body.data;
}
