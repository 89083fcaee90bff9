import { PGlite } from '@electric-sql/pglite';
import { createStatementCache, MAX_STATEMENTS } from '@server/db/pglite-statements';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Named prepared statements answer exactly as PGlite's own query(), and stay within their bounds. */
let client: PGlite;
let statements: ReturnType<typeof createStatementCache>;

const PAGE = 'select id, name, note, created_at from notes where kind = $1 order by id limit $2 offset $3';
const preparedCount = async () =>
  (await client.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;

beforeAll(async () => {
  client = new PGlite();
  await client.exec(`
    create table notes (id int primary key, name text not null unique, kind text not null, note text,
      created_at timestamptz not null);
    insert into notes select g, 'note ' || g, (array['a', 'b', 'c'])[1 + g % 3],
      case when g % 5 = 0 then null else repeat('x', g % 7) end,
      timestamptz '2026-01-01' + g * interval '1 hour' from generate_series(1, 300) g;`);
  statements = createStatementCache(client);
});
afterAll(() => client.close());

describe('named prepared statements on PGlite', () => {
  it('answer every page as PGlite.query() does, in both row modes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('a', 'b', 'c', 'z'),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 320 }),
        fc.constantFrom('array' as const, 'object' as const),
        async (kind, limit, offset, rowMode) => {
          const params = [kind, limit, offset];
          const expected = await client.query(PAGE, params, { rowMode });
          const actual = await statements.query(PAGE, params, { rowMode });
          expect(actual.rows).toEqual(expected.rows);
          expect(actual.fields).toEqual(expected.fields);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('serialize parameters by the type Postgres expects (dates, nulls) and report affected rows', async () => {
    const since = new Date('2026-01-10T00:00:00Z');
    const text =
      'select count(*)::int as n from notes where created_at >= $1 and ($2::text is null or kind = $2)';
    expect((await statements.query(text, [since, null])).rows).toEqual(
      (await client.query(text, [since, null])).rows,
    );
    const updated = await statements.query('update notes set note = $1 where id = $2', ['changed', 1]);
    expect(updated.affectedRows).toBe(1);
  });

  it('parse a text once: later calls reuse its statement', async () => {
    const before = await preparedCount();
    for (let i = 0; i < 5; i++) await statements.query('select name from notes where id = $1', [i + 1]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it('keep at most MAX_STATEMENTS statements, closing the least recently used', async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i++)
      await statements.query(`select id from notes where id = $1 and ${i} = ${i}`, [1]);
    expect(await preparedCount()).toBe(MAX_STATEMENTS);
  });

  it("throw PGlite's own errors with the query, and keep working after them", async () => {
    const insert = 'insert into notes (id, name, kind, created_at) values ($1, $2, $3, now())';
    const failure = await statements.query(insert, [1000, 'note 1', 'a']).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: '23505', query: insert, params: [1000, 'note 1', 'a'] });
    await expect(statements.query(insert, [1000, 'note 1000', 'a'])).resolves.toMatchObject({
      affectedRows: 1,
    });
    await expect(statements.query('select nonsense from', [])).rejects.toMatchObject({ code: '42601' });
    await expect(statements.query('select 1 as one', [])).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });

  it('make a statement anew when its table changed under its plan', async () => {
    await client.exec('create table changing (a int); insert into changing values (1)');
    const text = 'select * from changing where a = $1';
    expect((await statements.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table changing add column b int');
    await expect(statements.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    expect((await statements.query(text, [1])).rows).toEqual([{ a: 1, b: null }]);
  });

  it('take turns with other queries and transactions: concurrent calls each get their own answer', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 2);
    const [answers, inTransaction] = await Promise.all([
      Promise.all(
        ids.map((id) => statements.query<{ name: string }>('select name from notes where id = $1', [id])),
      ),
      client.transaction(async (tx) => {
        await tx.query('update notes set note = $1 where id = $2', ['in a transaction', 2]);
        return tx.query<{ note: string }>('select note from notes where id = 2');
      }),
    ]);
    expect(answers.map((answer) => answer.rows[0]?.name)).toEqual(ids.map((id) => `note ${id}`));
    expect(inTransaction.rows).toEqual([{ note: 'in a transaction' }]);
  });
});
