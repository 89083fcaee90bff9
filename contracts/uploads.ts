/**
 * Image uploads (DECISIONS "Shared rules"): multipart fields of the forms they belong to, at most 2 MiB,
 * accepted only when decoded as PNG, JPEG, WebP or GIF (never SVG), re-encoded to WebP and served at
 * `GET /api/uploads/:id`.
 */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side after re-encoding: 512 px, 1200 px for project images. */
export const UPLOAD_MAX_SIDE = 512;
export const PROJECT_IMAGE_MAX_SIDE = 1200;
/** What the file pickers accept (the server decides by decoding, not by this). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

export const uploadMessages = {
  notAnImage: 'Please choose an image file (PNG, JPEG, WebP or GIF).',
  tooLarge: 'The image is larger than 2 MB.',
  tooManyPixels: 'The image is too large to process.',
  notFound: 'Upload not found',
  multipartRequired: 'Send the form as multipart/form-data.',
} as const;

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
