import { MessageImageResponse } from '@contracts/messaging';
import { toFormData } from './form-data';
import { call } from './http';

/** POST /api/message-images (multipart `image`) → the URL a message then carries. */
export async function uploadMessageImage(image: File): Promise<string> {
  const body = await call(
    ({ sessionHttp }) => sessionHttp.post('message-images', { body: toFormData({}, { image }) }),
    MessageImageResponse,
  );
  return body.data.imageUrl;
}
