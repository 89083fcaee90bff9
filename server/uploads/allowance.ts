import { type Text, textsOf } from '@contracts/texts';
import {
  tooManyUploadsText,
  UPLOAD_QUOTA_BYTES,
  UPLOADS_PER_MINUTE,
  uploadMessages,
} from '@contracts/uploads';
import { oncePerFactory } from '@lib/limits/factory';
import type { SessionUser } from '../auth/session';
import type { RouteDeps } from '../deps';
import type { ProcessedImage } from './image';
import { storedBytes } from './store';

/**
 * What an account may upload: at most UPLOADS_PER_MINUTE images a minute over every upload route (counted in
 * the shared limiter store, so every instance sees the same count), and at most UPLOAD_QUOTA_BYTES stored
 * (administrators exempt: the hub's own blog and resource images are theirs).
 */

export type UploadDeps = Pick<RouteDeps, 'db' | 'limits'>;

export interface UploadRefusal {
  status: 413 | 429;
  body: { text: Text };
  headers?: Record<string, string>;
}

/** One limiter per limiter store, so every upload route counts against the same minute. */
const uploadLimiter = oncePerFactory((limits) =>
  limits.create('uploads', { points: UPLOADS_PER_MINUTE, durationSeconds: 60 }),
);

/**
 * Counts `images` (those of one form) against the account's minute, before any is decoded: decoding is what
 * costs, so a refused image counts as much as a stored one. A form without images counts nothing.
 */
export async function countUploads(
  deps: UploadDeps,
  user: SessionUser,
  images: number,
): Promise<UploadRefusal | undefined> {
  if (images === 0) return undefined;
  const verdict = await uploadLimiter(deps.limits).consume(user.id, images);
  if (verdict.ok) return undefined;
  const { retryAfterSeconds } = verdict;
  return {
    status: 429,
    body: { text: tooManyUploadsText(retryAfterSeconds) },
    headers: { 'Retry-After': String(retryAfterSeconds) },
  };
}

/**
 * Whether the decoded `images` still fit the account's storage. Two uploads at the same moment may both
 * fit and together pass it; the minute's limit bounds by how much.
 */
export async function checkQuota(
  deps: UploadDeps,
  user: SessionUser,
  images: readonly ProcessedImage[],
): Promise<UploadRefusal | undefined> {
  if (user.role === 'Admin' || images.length === 0) return undefined;
  const adding = images.reduce((sum, image) => sum + image.bytes.byteLength, 0);
  if ((await storedBytes(deps.db, user.id)) + adding <= UPLOAD_QUOTA_BYTES) return undefined;
  return { status: 413, body: { text: textsOf(uploadMessages).quotaReached } };
}
