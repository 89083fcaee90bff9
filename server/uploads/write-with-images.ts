import type { Database } from '../db/client';
import type { ProcessedImage } from './image';
import { deleteUploads, storeUpload, type UploadOwner } from './store';

/** What `db.transaction` hands its callback. */
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ImageWrite<Name extends string> {
  /** Who stores the new images and for what. */
  owner: UploadOwner;
  now: Date;
  /** The record's image URLs before the write ('' for a new record or an image it does not have). */
  current: Record<Name, string>;
}

/**
 * Writes a record with its images in one transaction: each chosen image is stored, the record is written
 * with the URLs (a new image's, else the current one), and the images no longer used are deleted. A failed
 * write stores no image and deletes none; a replaced image never outlives the change.
 */
export async function writeWithImages<Name extends string, Row>(
  db: Database,
  images: Partial<Record<NoInfer<Name>, ProcessedImage>>,
  { owner, now, current }: ImageWrite<Name>,
  write: (tx: Transaction, urls: Record<Name, string>) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const urls = { ...current };
    for (const name of Object.keys(current) as Name[]) {
      const image = images[name];
      if (image) urls[name] = await storeUpload(tx, image, owner, now);
    }
    const row = await write(tx, urls);
    const kept = Object.values<string>(urls);
    await deleteUploads(
      tx,
      Object.values<string>(current).filter((url) => !kept.includes(url)),
    );
    return row;
  });
}

/**
 * Deletes a record and its images in one transaction. `remove` deletes the record and answers its image
 * URLs, or undefined when there was none; the answer says whether a record was deleted.
 */
export async function deleteWithImages(
  db: Database,
  remove: (tx: Transaction) => Promise<readonly string[] | undefined>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const urls = await remove(tx);
    if (urls) await deleteUploads(tx, urls);
    return urls !== undefined;
  });
}
