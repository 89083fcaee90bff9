import { PageQuery } from '@contracts/paging';
import { validate } from '@lib/http/validate';
import * as v from 'valibot';

/**
 * The one paging helper of every list endpoint (DECISIONS "Shared rules"): `?page&limit` read with the
 * shared `PageQuery` (limit 1–100, default 50; a bad value → 400 `{ message, errors }`), plus any filters of
 * the list, and the answer `{ data: { <key>: rows }, total }`.
 *
 * ```ts
 * .get('/', pageQuery({ status: v.optional(v.picklist(statuses)) }), async (c) => {
 *   const { limit, offset } = pageWindow(c.req.valid('query'));
 *   …
 *   return c.json(paged('inquiries', rows, total));
 * })
 * ```
 */
export function pageQuery<const E extends v.ObjectEntries = Record<never, never>>(filters?: E) {
  return validate('query', v.object({ ...PageQuery.entries, ...(filters as E) }));
}

export interface PageWindow {
  page: number;
  limit: number;
  /** Rows to skip: `(page - 1) × limit`. */
  offset: number;
}

export function pageWindow({ page, limit }: { page: number; limit: number }): PageWindow {
  return { page, limit, offset: (page - 1) * limit };
}

/** `{ data: { [key]: rows }, total }`: the answer of every paged list. */
export function paged<const K extends string, T>(key: K, rows: T[], total: number) {
  return { data: { [key]: rows } as { [P in K]: T[] }, total };
}
