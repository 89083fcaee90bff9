import { type DirectMessage, DirectMessageResponse, type SendMessageBody } from '@contracts/messaging';
import { call } from './http';

/** POST /api/conversations/:accountId/messages → 201 with the stored message (200 on a resend). */
export async function sendDirectMessage(accountId: string, body: SendMessageBody): Promise<DirectMessage> {
  const answer = await call(
    ({ sessionHttp }) =>
      sessionHttp.post(`conversations/${encodeURIComponent(accountId)}/messages`, { json: body }),
    DirectMessageResponse,
  );
  return answer.data.message;
}
