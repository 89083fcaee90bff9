import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres/session';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { vi } from 'vitest';

/** How many statements either driver runs while `run` is under way. */
export async function countQueries(run: () => unknown): Promise<number> {
  return (await statementsRun(run)).length;
}

/** The SQL of each statement either driver runs while `run` is under way, in order. */
export async function statementsRun(run: () => unknown): Promise<string[]> {
  const pglite = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
  const nodePg = vi.spyOn(NodePgPreparedQuery.prototype, 'execute');
  try {
    await run();
    const runs = [...pglite.mock.contexts, ...nodePg.mock.contexts] as { queryString: string }[];
    return runs.map((query) => query.queryString);
  } finally {
    pglite.mockRestore();
    nodePg.mockRestore();
  }
}
