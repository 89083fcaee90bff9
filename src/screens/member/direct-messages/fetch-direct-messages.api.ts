import {
  type Conversation,
  type DirectMessage,
  DirectPageResponse,
  MESSAGE_PAGE_DEFAULT,
} from '@contracts/messaging';
import { call } from '@/api/http';

export interface DirectPage {
  messages: DirectMessage[];
  hasMore: boolean;
  member: Conversation;
}

/** GET /api/conversations/:accountId/messages?before&limit: the latest 50 (or older), oldest first. */
export async function fetchDirectMessages({
  accountId,
  before,
}: {
  accountId: string;
  before?: string | undefined;
}): Promise<DirectPage> {
  const searchParams = { limit: MESSAGE_PAGE_DEFAULT, ...(before && { before }) };
  const body = await call(
    ({ sessionHttp }) =>
      sessionHttp.get(`conversations/${encodeURIComponent(accountId)}/messages`, { searchParams }),
    DirectPageResponse,
  );
  return body.data;
}
