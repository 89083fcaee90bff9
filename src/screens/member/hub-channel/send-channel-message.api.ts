import { type ChannelMessage, ChannelMessageResponse, type SendMessageBody } from '@contracts/messaging';
import { call } from '@/api/http';

/**
 * POST /api/channel/messages → 201 with the stored message (200 with the same one on a resend), only under
 * the session of `author`, the account that wrote it.
 */
export async function sendChannelMessage(body: SendMessageBody, author: string): Promise<ChannelMessage> {
  const answer = await call(
    ({ sessionHttpAs }) => sessionHttpAs(author).post('channel/messages', { json: body }),
    ChannelMessageResponse,
  );
  return answer.data.message;
}
