import * as v from 'valibot';
import { defineTexts } from './texts';

/**
 * The one paging rule of every list endpoint: `?page&limit`, page ≥ 1,
 * limit 1–100 (default 50), answered as `{ data: { <things>: [...] }, total }`. Shared by the server's
 * paging helper, the API modules and the collection machine.
 */
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
/** Pages beyond this are clamped to it (keeps OFFSET bounded whatever the query says). */
export const PAGE_MAX = 100_000;

export const pagingMessages = defineTexts('paging', {
  pageInvalid: 'page must be a whole number',
  limitInvalid: 'limit must be a whole number from 1 to 100',
});

function queryInteger(min: number, max: number, fallback: number, message: string, clamp: boolean) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d{1,12}$/, message),
      v.transform(Number),
      clamp
        ? v.transform((value: number) => Math.min(max, Math.max(min, value)))
        : v.check((value: number) => value >= min && value <= max, message),
    ),
    String(fallback),
  );
}

/** `?page&limit`: page clamped into [1, PAGE_MAX]; a limit outside 1–100 is a 400. */
export const PageQuery = v.object({
  page: queryInteger(1, PAGE_MAX, 1, pagingMessages.pageInvalid, true),
  limit: queryInteger(1, PAGE_LIMIT_MAX, PAGE_LIMIT_DEFAULT, pagingMessages.limitInvalid, false),
});
export type PageQuery = v.InferOutput<typeof PageQuery>;

/** What a client asks for. */
export interface PageRequest {
  page: number;
  limit: number;
}

/** One page of a list as the client sees it: the items and the number of items in the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** `{ data: { [key]: Item[] }, total }`: the response schema of a paged list. */
export function pagedResponse<const K extends string, S extends v.GenericSchema>(key: K, item: S) {
  return v.object({
    data: v.object({ [key]: v.array(item) } as { [P in K]: v.ArraySchema<S, undefined> }),
    total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  });
}

/** Number of pages for `total` items at `limit` per page: at least 1 (an empty list is one empty page). */
export function totalPages(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** Ids in paths are UUIDs; anything else is a 400 before the database is asked. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idMessages = defineTexts('ids', { invalidId: 'Invalid id' });
export const IdParams = v.object({
  id: v.pipe(v.string(), v.toLowerCase(), v.regex(UUID_PATTERN, idMessages.invalidId)),
});
export type IdParams = v.InferOutput<typeof IdParams>;
