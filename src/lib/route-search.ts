import { isSameSitePath } from '@contracts/same-site-path';
import type { SearchSchemaInput } from '@tanstack/react-router';

/** Reads one key of the address's search, as the router parsed it (any JSON value); `undefined` refuses it. */
type Reader = (value: unknown) => unknown;
type Readers = Record<string, Reader>;

/** What the route's page reads: a key whose reader may refuse its value is optional. */
export type RouteSearch<R extends Readers> = {
  [K in keyof R as undefined extends ReturnType<R[K]> ? never : K]: ReturnType<R[K]>;
} & {
  [K in keyof R as undefined extends ReturnType<R[K]> ? K : never]?: Exclude<ReturnType<R[K]>, undefined>;
};

/** What links, navigations and redirects to the route may write: any of its keys, each of its type. */
export type RouteSearchInput<R extends Readers> = {
  [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined>;
} & SearchSchemaInput;

/**
 * Every route's `validateSearch`, one reader per key the route owns. The router lays a validator's answer
 * over the raw search (`{ ...raw, ...validated }`, where it matches an address and again where it builds
 * the next one), so a key left out of the answer keeps its raw value, however wrong: `?from=//evil.example`
 * became the offline page's "Try again" link, `?redirect=123` reached the sign-in. The answer therefore
 * names every key, `undefined` where its reader refuses the value, and a refused value is gone from the
 * page and from the address the router writes. A plain function: route search runs in the entry chunk,
 * which carries no valibot. Define it as a constant beside the route: called inline in
 * `createFileRoute(…)({ validateSearch })`, TypeScript infers no search type for the route at all.
 */
export function routeSearch<R extends Readers>(readers: R): (search: RouteSearchInput<R>) => RouteSearch<R> {
  const entries = Object.entries(readers);
  return (search) => {
    const raw: Record<string, unknown> = search;
    const read: Record<string, unknown> = {};
    for (const [key, reader] of entries) read[key] = reader(raw[key]);
    return read as RouteSearch<R>;
  };
}

/** A path of this site, the only address a search value may link or lead to. */
export const sameSitePath = (value: unknown): string | undefined =>
  isSameSitePath(value) ? value : undefined;
