import { type Conversation, ConversationsResponse } from '@contracts/messaging';
import { call } from '@/api/http';

/** GET /api/conversations: the member's conversations, newest first. */
export async function fetchConversations(): Promise<Conversation[]> {
  const body = await call(({ sessionHttp }) => sessionHttp.get('conversations'), ConversationsResponse);
  return body.data.conversations;
}
