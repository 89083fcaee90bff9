import { defineTexts, type Text, textsOf, textWith } from './texts';
/**
 * Image uploads: multipart fields of the forms they belong to, at most 2 MiB,
 * accepted only when decoded as PNG, JPEG, WebP or GIF (never SVG), re-encoded to WebP and served at
 * `GET /api/uploads/:id`.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side after re-encoding: 512 px, 1200 px for project images. */
export const UPLOAD_MAX_SIDE = 512;
export const PROJECT_IMAGE_MAX_SIDE = 1200;
/** What the file pickers accept (the server decides by decoding, not by this). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * Per account, over every upload route together: at most 20 images a minute (each image of a form counts,
 * stored or refused once decoded; a form without images counts nothing) → 429 with Retry-After.
 */
export const UPLOADS_PER_MINUTE = 20;
/**
 * Per account (administrators exempt): the stored images, as re-encoded, may take at most 200 MB. An upload
 * that would pass it → 413 with `quotaReached`: a refusal of this request for this account, not a fault of
 * the server (507 would read as one, and invite retries).
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;

export const uploadMessages = defineTexts('uploads', {
  notAnImage: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  tooLarge: 'The image is larger than 2 MB.',
  tooManyPixels: 'The image is too large to process.',
  notFound: 'Upload not found',
  multipartRequired: 'Send the form as multipart/form-data.',
  quotaReached: 'Your uploads have reached the 200 MB limit. Delete some images or projects to upload more.',
});

/** The 429 of the upload limit, with the wait the Retry-After header gives. */
export function tooManyUploadsMessage(seconds: number): string {
  return `You are uploading images too fast. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * tooManyUploadsMessage's text as an ICU message whose number is a plural: a view finds the template the server's
 * message was built from and shows its translation with the number (src/i18n/texts.ts).
 */
export const uploadsWaitTemplate = defineTexts('uploads', {
  tooManyUploads:
    'You are uploading images too fast. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
});

/** tooManyUploadsMessage as a descriptor: `uploads.tooManyUploads` with `{ seconds }`. */
export function tooManyUploadsText(seconds: number): Text {
  return textWith(textsOf(uploadsWaitTemplate).tooManyUploads, { seconds });
}

/** The URL an uploaded image is served at. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}

/** What a form machine knows of a chosen file (a browser `File` is one). */
export interface ChosenImage {
  name: string;
  type: string;
  size: number;
}

const acceptedImageTypes = IMAGE_ACCEPT.split(',');

/** Why a chosen file cannot be a form's image (the pickers check; the server decides), or undefined. */
export function imageProblem(file: ChosenImage): string | undefined {
  if (!acceptedImageTypes.includes(file.type)) return uploadMessages.notAnImage;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge;
  return undefined;
}
