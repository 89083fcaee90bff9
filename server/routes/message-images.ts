import type { MessageImageResponse } from '@contracts/messaging';
import { textsOf } from '@contracts/texts';
import { uploadMessages } from '@contracts/uploads';
import { fail } from '@lib/http/failure';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { SessionEnv } from '../auth/session';
import type { RouteDeps } from '../deps';
import { requireSession } from '../http/guards';
import { readUploadForm, refuseUpload } from '../uploads/multipart';
import { messageImageFiles } from '../uploads/multipart-routes';
import { storeUpload } from '../uploads/store';

/**
 * /api/message-images: the composer's attach button. A member uploads one image (multipart field `image`,
 * the member area's upload rules) and sends its URL with the message; only its uploader may attach it. One
 * never sent is removed by the cleanup after a day.
 */
export function messageImagesRoutes(deps: RouteDeps) {
  return new Hono<SessionEnv>().post('/', requireSession(deps), async (c) => {
    const form = await readUploadForm(deps, c, v.object({}), messageImageFiles);
    if (!form.ok) return refuseUpload(c, form.failure);
    const image = form.value.images.image;
    if (!image) return fail(c, 400, textsOf(uploadMessages).notAnImage);
    const owner = { ownerId: c.get('user').id, kind: 'message' } as const;
    const imageUrl = await storeUpload(deps.db, image, owner, deps.clock.now());
    const body: MessageImageResponse = { data: { imageUrl } };
    return c.json(body, 201);
  });
}
