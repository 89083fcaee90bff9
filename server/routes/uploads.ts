import { uploadMessages } from '@contracts/uploads';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { uploads } from '../db/schema';
import type { RouteDeps } from '../deps';
import { idParam, notFound } from '../http/ids';

/** An upload never changes (a replaced image gets a new id), so browsers and proxies may keep it a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * /api/uploads: `GET /:id` serves a stored image. No Authorization is needed (an `<img>` sends none); the
 * bytes are the server's own WebP re-encoding, served with their type and `nosniff`.
 */
export function uploadsRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return new Hono().get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const [upload] = await db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes, sha256: uploads.sha256 })
      .from(uploads)
      .where(eq(uploads.id, id))
      .limit(1);
    if (!upload) return notFound(c, uploadMessages.notFound);
    return c.body(new Uint8Array(upload.bytes), 200, {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.byteLength),
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${upload.sha256}"`,
    });
  });
}
