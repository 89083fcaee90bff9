import { PageQuery } from '@contracts/paging';
import { validate } from '@lib/http/validate';
import * as v from 'valibot';

/**
 * The one paging helper of every list endpoint: `?page&limit` read with the
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

/**
 * The list's total for a page read with a `total: count(*) over ()` column (one statement for both): the
 * first row's, or, when the page has no rows (empty list, or past its end), `countAll()` if it may not be 0.
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return offset > 0 ? countAll() : 0;
}

/** A page read from whichever end of the list's order is nearer (see `nearerEnd`). */
export interface EndWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order, then reverse the rows. */
  reversed: boolean;
}

/**
 * The rows of `window` in a list of `total`, read from the nearer end: a deep page of a long list walks at
 * most half of the list's index instead of all of it. Null when the page is past the end (nothing to read).
 *
 * ```ts
 * const end = nearerEnd(pageWindow(query), total);
 * const rows = end ? await read(end.reversed ? ascending : descending, end.offset, end.limit) : [];
 * if (end?.reversed) rows.reverse();
 * ```
 */
export function nearerEnd({ offset, limit }: PageWindow, total: number): EndWindow | null {
  if (offset >= total) return null;
  const fromEnd = Math.max(0, total - offset - limit);
  if (fromEnd >= offset) return { offset, limit, reversed: false };
  return { offset: fromEnd, limit: Math.min(limit, total - offset), reversed: true };
}
