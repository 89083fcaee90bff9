import { ReadResponse } from '@contracts/messaging';
import { call, sessionHttp } from './http';

/** POST /api/conversations/:accountId/read: the conversation's messages are read (the badge falls). */
export async function markConversationRead(accountId: string): Promise<void> {
  await call(() => sessionHttp.post(`conversations/${encodeURIComponent(accountId)}/read`), ReadResponse);
}
