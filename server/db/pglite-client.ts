import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { createStatementCache } from './pglite-statements';

/**
 * The PGlite client drizzle talks to. drizzle's PGlite driver passes its own parsers with every query (dates,
 * timestamps and intervals stay text; drizzle maps them itself), and PGlite copies those into its ~320
 * built-in parsers on every call: about 0.1 ms of CPU per query, half of a simple query's cost. Here the
 * same parsers are installed once on the client and each query goes through with its row mode only.
 * (Direct `client.query` callers of a wrapped client get those columns as text too.)
 *
 * Outside a transaction each query runs as a named prepared statement (./pglite-statements.ts).
 */

/** drizzle-orm/pglite's per-query parsers: the types it keeps as the database's text. */
const keepAsText = (value: string) => value;
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Queryable = Pick<Transaction, 'query'>;

interface DrizzleClient extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
}

function withRowModeOnly(client: Queryable): Queryable {
  return {
    query: (query: string, params?: unknown[], options?: QueryOptions) =>
      client.query(query, params, options?.rowMode ? { rowMode: options.rowMode } : undefined),
  };
}

/** The client to hand to `drizzle({ client })` (the real client keeps its other uses: backups, locks). */
export function drizzleClientOf(client: PGlite): PGlite {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = keepAsText;
  const statements = createStatementCache(client);
  const wrapped: DrizzleClient = {
    query: (query, params, options) =>
      statements.query(query, params, options?.rowMode ? { rowMode: options.rowMode } : undefined),
    transaction: (callback) => client.transaction((tx) => callback(withRowModeOnly(tx))),
  };
  // drizzle only calls query() and transaction() on its client.
  return wrapped as unknown as PGlite;
}
