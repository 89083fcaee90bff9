import type { OutgoingMessage } from '@machines/composer.machine';
import { uploadMessageImage } from '@/api/upload-message-image';

/** The image (uploaded first, if any, as the message's author), then the message with its client id. */
export async function bodyOf({ author, clientId, text, image, replyToId }: OutgoingMessage) {
  const imageUrl = image instanceof File ? await uploadMessageImage(image, author) : null;
  return { clientId, text, replyToId: replyToId ?? null, imageUrl };
}
