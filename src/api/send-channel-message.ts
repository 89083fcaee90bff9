import { type ChannelMessage, ChannelMessageResponse, type SendMessageBody } from '@contracts/messaging';
import { call } from './http';

/** POST /api/channel/messages → 201 with the stored message (200 with the same one on a resend). */
export async function sendChannelMessage(body: SendMessageBody): Promise<ChannelMessage> {
  const answer = await call(
    ({ sessionHttp }) => sessionHttp.post('channel/messages', { json: body }),
    ChannelMessageResponse,
  );
  return answer.data.message;
}
