import { type DirectMessage, DirectMessageResponse, type SendMessageBody } from '@contracts/messaging';
import { call } from '@/api/http';

/**
 * POST /api/conversations/:accountId/messages → 201 with the stored message (200 on a resend), only under
 * the session of `author`, the account that wrote it.
 */
export async function sendDirectMessage(
  accountId: string,
  body: SendMessageBody,
  author: string,
): Promise<DirectMessage> {
  const answer = await call(
    ({ sessionHttpAs }) =>
      sessionHttpAs(author).post(`conversations/${encodeURIComponent(accountId)}/messages`, { json: body }),
    DirectMessageResponse,
  );
  return answer.data.message;
}
