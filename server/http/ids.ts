import { IdParams, idMessages } from '@contracts/paging';
import type { Text } from '@contracts/texts';
import { textsOf } from '@contracts/texts';
import { fail } from '@lib/http/failure';
import { validate } from '@lib/http/validate';
import type { Context } from 'hono';

/**
 * Ids in paths, alike on every route: a malformed id is a 400 `{ message: 'Invalid id' }` before the
 * database is asked (`idParam`); an id that names nothing is a 404 with the resource's own message
 * (`notFound(c, textsOf(inquiryMessages).notFound)`).
 *
 * ```ts
 * .get('/:id', idParam, async (c) => {
 *   const { id } = c.req.valid('param');
 *   const row = await find(id);
 *   if (!row) return notFound(c, textsOf(inquiryAdminMessages).notFound);
 *   …
 * })
 * ```
 */
export const idParam = validate('param', IdParams, textsOf(idMessages).invalidId);

export function notFound(c: Context, text: Text) {
  return fail(c, 404, text);
}
