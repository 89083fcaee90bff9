import { ReadResponse } from '@contracts/messaging';
import { call } from '@/api/http';

/** POST /api/conversations/:accountId/read: the conversation's messages are read (the badge falls). */
export async function markConversationRead(accountId: string): Promise<void> {
  await call(
    ({ sessionHttp }) => sessionHttp.post(`conversations/${encodeURIComponent(accountId)}/read`),
    ReadResponse,
  );
}
