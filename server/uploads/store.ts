import { UUID_PATTERN } from '@contracts/paging';
import { uploadUrl } from '@contracts/uploads';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { uploads } from '../db/schema';
import type { ProcessedImage } from './image';

/** The database, or a transaction on it (what `db.transaction` hands its callback). */
export type Queryable = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores a processed image for `ownerId`; answers the URL it is served at. */
export async function storeUpload(
  db: Queryable,
  image: ProcessedImage,
  ownerId: string,
  now: Date,
): Promise<string> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      contentType: image.contentType,
      bytes: image.bytes,
      sha256: image.sha256,
      createdAt: now,
    })
    .returning({ id: uploads.id });
  if (!row) throw new Error('The upload insert returned no row');
  return uploadUrl(row.id);
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
