import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

/**
 * Rows the started product holds, read from a copy of its embedded database (the running server keeps the
 * original open): what a page's form really stored.
 */
export async function storedRows(sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const copy = mkdtempSync(join(tmpdir(), 'hub-e2e-db-'));
  try {
    cpSync(join(inject('dataDir'), 'db'), copy, { recursive: true });
    rmSync(join(copy, 'postmaster.pid'), { force: true });
    const client = await PGlite.create(copy);
    try {
      return (await client.query<Record<string, unknown>>(sql, params)).rows;
    } finally {
      await client.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
