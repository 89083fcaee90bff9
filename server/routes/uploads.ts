import { textsOf } from '@contracts/texts';
import { uploadMessages } from '@contracts/uploads';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { type UploadKind, uploads } from '../db/schema';
import type { RouteDeps } from '../deps';
import { idParam, notFound } from '../http/ids';
import { lightRenditions } from '../uploads/light-rendition';

/**
 * An upload never changes (a replaced image gets a new id), so it may be kept a year. A project's, a blog
 * post's or a resource's picture is public content: browsers, proxies and the service worker may keep it.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A message's image belongs to a conversation: only the browser that asked may keep it (no proxy, no shared
 * cache), and the service worker, which keeps only answers marked public, never stores it, so nothing of it
 * stays on a shared device once its member logs out.
 */
export const PRIVATE_UPLOAD_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** Whether caches shared by several people may keep an upload of this kind. */
const cacheControlOf = (kind: UploadKind) =>
  kind === 'message' ? PRIVATE_UPLOAD_CACHE_CONTROL : UPLOAD_CACHE_CONTROL;

/** A browser whose person asked to save data says so on every request (`Save-Data: on`). */
const savesData = (c: Context) => c.req.header('Save-Data')?.trim().toLowerCase() === 'on';

/**
 * /api/uploads: `GET /:id` serves a stored image. No Authorization is needed (an `<img>` sends none); the
 * bytes are the server's own WebP re-encoding, served with their type and `nosniff`. A request with
 * `Save-Data: on` gets the image's light copy (`light-rendition.ts`) where it is lighter; every answer
 * says it varies with that header, so no cache hands one visitor's copy to the other. A message's image is
 * answered `private`, every other kind `public` (the kind each upload was stored with).
 */
export function uploadsRoutes({ db }: Pick<RouteDeps, 'db'>) {
  const lightCopy = lightRenditions();
  return new Hono().get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const [upload] = await db
      .select({
        kind: uploads.kind,
        contentType: uploads.contentType,
        bytes: uploads.bytes,
        sha256: uploads.sha256,
      })
      .from(uploads)
      .where(eq(uploads.id, id))
      .limit(1);
    if (!upload) return notFound(c, textsOf(uploadMessages).notFound);
    const stored = new Uint8Array(upload.bytes);
    const light = savesData(c) ? await lightCopy(id, stored) : null;
    const bytes = light?.bytes ?? stored;
    return c.body(bytes, 200, {
      'Content-Type': upload.contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': cacheControlOf(upload.kind),
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${light?.sha256 ?? upload.sha256}"`,
      Vary: 'Save-Data',
    });
  });
}
