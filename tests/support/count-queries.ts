import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { vi } from 'vitest';

/** How many statements either driver runs while `run` is under way. */
export async function countQueries(run: () => unknown): Promise<number> {
  const pglite = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
  const nodePg = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
  try {
    await run();
    return pglite.mock.calls.length + nodePg.mock.calls.length;
  } finally {
    pglite.mockRestore();
    nodePg.mockRestore();
  }
}
