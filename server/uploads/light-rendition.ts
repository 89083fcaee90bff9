import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './image';

/**
 * The lighter copy of an upload for a visitor who asks to save data (`Save-Data: on`, which browsers send
 * when the phone's data saver is on): at most LIGHT_MAX_SIDE px on its longer side, at a lower WebP
 * quality. A card shows an image at 280–350 px, so the copy still fills it on most phones; a 1,200 px
 * project picture shrinks to about a fifth of its bytes.
 */
export const LIGHT_MAX_SIDE = 480;
const LIGHT_QUALITY = 60;
/** libwebp's effort 1, as for the stored image: the copy is made while a visitor waits for it. */
const LIGHT_EFFORT = 1;
/** What the copies of one instance may hold in memory; the least recently served go first. */
const LIGHT_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * And how many images they may stand for. An image already small is kept as a mark weighing one byte (the
 * stored one is served), so the bytes alone would let a stream of small uploads fill memory with marks. A
 * light copy of 4 KiB or more meets the byte bound first (a photo's is about 6 KiB), so this bounds the
 * marks and the tiny copies only.
 */
export const LIGHT_CACHE_ENTRIES = 4096;

export interface LightRendition {
  bytes: Uint8Array<ArrayBuffer>;
  sha256: string;
}

/** The stored image itself stands for its light copy when it is already that small (an avatar, an icon). */
type Entry = LightRendition | 'original';

/**
 * Makes each upload's light copy once per instance, from its stored WebP, and keeps the most recently
 * served in memory (lru-cache: bounded by bytes and by count, and concurrent requests for one image share
 * one encoding).
 * Uploads never change at their id, so a copy never goes stale.
 */
export function lightRenditions() {
  const cache = new LRUCache<string, Entry, Uint8Array<ArrayBuffer>>({
    max: LIGHT_CACHE_ENTRIES,
    maxSize: LIGHT_CACHE_BYTES,
    sizeCalculation: (entry) => (entry === 'original' ? 1 : entry.bytes.byteLength),
    fetchMethod: (_key, _stale, { context }) => encodeLight(context),
  });
  /** The light copy of `stored` (its cache key `id`), or null when the stored image is small enough. */
  const lightCopy = async (id: string, stored: Uint8Array<ArrayBuffer>): Promise<LightRendition | null> => {
    const entry = await cache.fetch(id, { context: stored });
    return !entry || entry === 'original' ? null : entry;
  };
  /** How many images' copies (or marks that the stored image is small enough) are held now. */
  return Object.assign(lightCopy, { held: () => cache.size });
}

async function encodeLight(stored: Uint8Array): Promise<Entry> {
  const image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS });
  const { width = 0, height = 0 } = await image.metadata();
  if (Math.max(width, height) <= LIGHT_MAX_SIDE) return 'original';
  const data = await image
    .resize({ width: LIGHT_MAX_SIDE, height: LIGHT_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: LIGHT_QUALITY, effort: LIGHT_EFFORT })
    .toBuffer();
  if (data.byteLength >= stored.byteLength) return 'original';
  const bytes = new Uint8Array(data);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
