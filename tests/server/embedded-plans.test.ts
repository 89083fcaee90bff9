import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openEmbedded } from '@server/db/client';
import { users } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

/** The embedded database plans each named statement once (server/db/client.ts, planEachStatementOnce). */

const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-plans-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('reuses one generic plan for a statement, even after an analyze', async () => {
    const database = await openEmbedded(dataDir);
    try {
      await migrate(database.db);
      await database.db.execute(sql`vacuum (analyze)`);
      const byEmail = (email: string) => database.db.select().from(users).where(eq(users.email, email));
      const text = byEmail('x').toSQL().sql;
      for (let run = 0; run < 8; run += 1) await byEmail(`someone${run}@hub.example`);

      const plans = await database.db.execute<{ generic: number; custom: number }>(
        sql`select generic_plans as generic, custom_plans as custom from pg_prepared_statements where statement = ${text}`,
      );
      // PostgreSQL's default would have planned the first five runs anew (custom plans), then chosen.
      expect(plans.rows).toEqual([{ generic: 8, custom: 0 }]);
    } finally {
      await database.close();
    }
  });
});
