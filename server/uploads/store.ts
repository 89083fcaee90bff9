import { UUID_PATTERN } from '@contracts/paging';
import { uploadUrl } from '@contracts/uploads';
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { messages, type UploadKind, uploads } from '../db/schema';
import type { ProcessedImage } from './image';

/** The database, or a transaction on it (what `db.transaction` hands its callback). */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Who stored an upload and for what (a message's image waits to be attached; see deleteUnattachedImages). */
export interface UploadOwner {
  ownerId: string;
  kind: UploadKind;
}

/** Stores a processed image for its owner; answers the URL it is served at. */
export async function storeUpload(
  db: Queryable,
  image: ProcessedImage,
  { ownerId, kind }: UploadOwner,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      kind,
      contentType: image.contentType,
      bytes: image.bytes,
      size: image.bytes.byteLength,
      sha256: image.sha256,
      createdAt: now,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('The upload insert returned no row');
  return uploadUrl(row.id);
}

/** The bytes the account's stored uploads take (summed from the owner-and-size index). */
export async function storedBytes(db: Queryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(eq(uploads.ownerId, ownerId));
  return Number(row?.bytes ?? 0);
}

const uploadUrlPattern = new RegExp(`^${uploadUrl('')}(${UUID_PATTERN.source.slice(1, -1)})$`, 'i');

/** The upload id behind an `/api/uploads/<id>` URL; null for anything else (e.g. the site's own images). */
export function uploadIdFromUrl(url: string): string | null {
  return url.match(uploadUrlPattern)?.[1] ?? null;
}

/** Deletes the uploads behind those of `urls` that are upload URLs (images replaced or whose owner went). */
export async function deleteUploads(db: Queryable, urls: readonly string[]): Promise<void> {
  const ids = urls.map(uploadIdFromUrl).filter((id): id is string => id !== null);
  if (ids.length > 0) await db.delete(uploads).where(inArray(uploads.id, ids));
}

/** How long an image uploaded for a message may wait to be sent with one. */
export const UNATTACHED_IMAGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the images uploaded for a message more than a day before `now` that no message carries (the
 * composer uploads the image first and sends the message after; one never sent leaves its image behind).
 * Answers how many went.
 */
export async function deleteUnattachedImages(db: Queryable, now: Date): Promise<number> {
  const attached = db
    .select({ one: sql`1` })
    .from(messages)
    .where(eq(messages.imageUrl, sql`${uploadUrl('')} || ${uploads.id}::text`));
  const removed = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.kind, 'message'),
        lt(uploads.createdAt, new Date(now.getTime() - UNATTACHED_IMAGE_RETENTION_MS)),
        notExists(attached),
      ),
    )
    .returning({ id: uploads.id });
  return removed.length;
}
