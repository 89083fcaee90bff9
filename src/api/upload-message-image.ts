import { MessageImageResponse } from '@contracts/messaging';
import { toFormData } from './form-data';
import { call } from './http';

/** POST /api/message-images (multipart `image`) → the URL a message then carries; only as `author`. */
export async function uploadMessageImage(image: File, author: string): Promise<string> {
  const body = await call(
    ({ sessionHttpAs }) => sessionHttpAs(author).post('message-images', { body: toFormData({}, { image }) }),
    MessageImageResponse,
  );
  return body.data.imageUrl;
}
