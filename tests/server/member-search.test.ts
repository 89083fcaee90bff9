import {
  memberAreaMessages,
  SEARCH_LIMIT_PER_GROUP,
  SEARCH_MAX_LENGTH,
  type SearchHit,
  SearchResponse,
} from '@contracts/member-area';
import { projects, resources } from '@server/db/schema';
import { prefixQuery, typedWords } from '@server/search/search-query';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/admin-helpers';
import { sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** GET /api/search?q=: resources and visible projects, grouped, prefix words, on the GIN-indexed tsvectors. */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

const sampleResources = [
  {
    title: 'React hooks in depth',
    category: 'Front-End Development',
    subcategory: 'UI Libraries & Frameworks',
    url: 'https://react.dev/reference/react',
  },
  { title: 'Figma for developers', category: 'Front-End Development', subcategory: 'UI/UX Design' },
  { title: 'Zero trust networks', category: 'Cyber Security', subcategory: 'Network Security' },
  ...Array.from({ length: 8 }, (_, index) => ({
    title: `Kubernetes lesson ${index + 1}`,
    category: 'Back-End Development',
    subcategory: 'DevOps & Deployment',
  })),
];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The reference: the sample resources whose words start with every word of q. */
function expectedResources(q: string): string[] {
  const words = wordsOf(q);
  if (q.trim().length < 2 || words.length === 0) return [];
  return sampleResources
    .filter((resource) => {
      const own = wordsOf(`${resource.title} ${resource.subcategory} ${resource.category}`);
      return words.slice(0, 8).every((word) => own.some((item) => item.startsWith(word)));
    })
    .map((resource) => resource.title);
}

let t: TestApp;
let admin: Account;
let alice: Account;
let bob: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionAccount(t, 'Admin');
  alice = await sessionAccount(t);
  bob = await sessionAccount(t);
  await t.db.insert(resources).values(sampleResources);
  await t.db.insert(projects).values([
    { title: 'Reactor dashboard', description: 'Public and published', status: 'active' },
    { title: 'React draft', description: 'Alice is still writing it', status: 'review', ownerId: alice.id },
    { title: 'Rejected react app', description: 'Bob’s', status: 'review', ownerId: bob.id },
    { title: 'Farm ledger', description: 'Built with React Native', owner: 'Eric', status: 'completed' },
  ]);
});
afterAll(() => t.close());

const search = (q: string, who: Account = alice) =>
  api(t, 'GET', `/api/search?q=${encodeURIComponent(q)}`, { token: who.token });
const titlesOf = (hits: SearchHit[]) => hits.map((hit) => hit.title).sort();

describe('GET /api/search', () => {
  it('answers both groups; every word is a prefix of a word of the item', async () => {
    const res = await search('reac');
    expect(res.status).toBe(200);
    expect(v.is(SearchResponse, res.body)).toBe(true);
    expect(titlesOf(res.body.data.resources)).toEqual(['React hooks in depth']);
    expect(res.body.data.resources[0]).toMatchObject({
      detail: 'UI Libraries & Frameworks',
      href: 'https://react.dev/reference/react',
    });
    expect(titlesOf(res.body.data.projects)).toEqual(['Farm ledger', 'React draft', 'Reactor dashboard']);
    expect(titlesOf((await search('react hooks')).body.data.resources)).toEqual(['React hooks in depth']);
    expect((await search('react zebra')).body.data).toEqual({ resources: [], projects: [] });
  });

  it('projects: published ones and the caller’s own (with its edit link); an Admin sees all', async () => {
    const forBob = await search('react', bob);
    expect(titlesOf(forBob.body.data.projects)).toEqual([
      'Farm ledger',
      'Reactor dashboard',
      'Rejected react app',
    ]);
    const own = (await search('draft')).body.data.projects[0];
    expect(own).toMatchObject({ title: 'React draft', detail: 'review' });
    expect(own.href).toBe(`/dashboard/projects/${own.id}/edit`);
    expect((await search('reactor')).body.data.projects[0]).toMatchObject({
      detail: 'active',
      href: '/projects',
    });
    expect((await search('react', admin)).body.data.projects).toHaveLength(4);
  });

  it('punctuation splits words on both sides (UI/UX, front-end), and case does not matter', async () => {
    expect(titlesOf((await search('ux')).body.data.resources)).toEqual(['Figma for developers']);
    expect(titlesOf((await search('UI/UX design')).body.data.resources)).toEqual(['Figma for developers']);
    expect((await search('FRONT-END')).body.data.resources).toHaveLength(2);
  });

  it('a word holding a character PostgreSQL counts as a space is matched whole, never split or dropped', async () => {
    // U+10879 is a numeral (a word to the member) that PostgreSQL's parser skips: dropped, `sec` alone would match.
    for (const q of ['sec \u{10879}', 'sec\u{10879}', 'S\u030C\u{10879}']) {
      expect((await search(q)).body, q).toEqual({ data: { resources: [], projects: [] } });
    }
    expect(titlesOf((await search('sec zero')).body.data.resources)).toEqual(['Zero trust networks']);
  });

  it(`at most ${SEARCH_LIMIT_PER_GROUP} per group`, async () => {
    expect((await search('kubernetes')).body.data.resources).toHaveLength(SEARCH_LIMIT_PER_GROUP);
  });

  it('too short, blank or only symbols → empty groups; over 100 characters → 400; no session → 401', async () => {
    for (const q of ['', ' ', 'r', '&|!', "':*"]) {
      expect((await search(q)).body, q).toEqual({ data: { resources: [], projects: [] } });
    }
    expect(await search('a'.repeat(SEARCH_MAX_LENGTH + 1))).toMatchObject({
      status: 400,
      body: { message: memberAreaMessages.queryTooLong },
    });
    expect((await api(t, 'GET', '/api/search?q=react')).status).toBe(401);
  });

  it('the GIN indexes keep no pending list, and the planner picks them on its own over 3,000 rows', async () => {
    const options = await t.db.execute<{ name: string; reloptions: string[] | null }>(
      sql`select relname as name, reloptions from pg_class where relname in ('resources_search_idx', 'projects_search_idx')`,
    );
    expect(options.rows).toHaveLength(2);
    for (const row of options.rows) expect(row.reloptions, row.name).toContain('fastupdate=false');

    const query = prefixQuery(['react', 'hooks']);
    const rowsPerTable = 3000;
    let plan = '';
    await t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into ${resources} (title, category, subcategory) select 'Lesson ' || n, 'Back-End Development', 'DevOps' from generate_series(1, ${rowsPerTable}) n`,
        );
        await tx.execute(
          sql`insert into ${projects} (title, description, owner, status) select 'Project ' || n, 'A project', 'Someone', 'active' from generate_series(1, ${rowsPerTable}) n`,
        );
        const explain = async (table: typeof resources | typeof projects) =>
          (
            await tx.execute<{ 'QUERY PLAN': string }>(
              sql`explain select id from ${table} where search @@ (select ${query}::tsquery)`,
            )
          ).rows.map((row) => row['QUERY PLAN']);
        plan = [...(await explain(resources)), ...(await explain(projects))].join('\n');
        // Nothing of this test stays behind.
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(plan).toContain('resources_search_idx');
    expect(plan).toContain('projects_search_idx');
  });
});

describe('property tests on q', () => {
  it('any text → 200 (or 400 over 100 characters), never a 5xx; the hits are exactly the reference’s', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.string({ unit: 'grapheme', maxLength: 20 }),
          fc.constantFrom("re'ac", 'react:*', 'a & b', '!react', 'react | x', '\\', '%', 'ünïcödé', 'React'),
          fc
            .array(
              fc.constantFrom('kub', 'lesson', '3', 'fig', 'dev', 'ui', 'ux', 'net', 'sec', 'zero', '&', '/'),
              {
                minLength: 1,
                maxLength: 4,
              },
            )
            .map((parts) => parts.join(' ')),
          fc.string({ minLength: 95, maxLength: 110 }),
        ),
        async (q) => {
          const res = await search(q);
          expect(res.status).toBeLessThan(500);
          if (q.trim().length > SEARCH_MAX_LENGTH) {
            expect(res.status).toBe(400);
            return;
          }
          expect(res.status).toBe(200);
          const expected = expectedResources(q);
          const titles = titlesOf(res.body.data.resources);
          expect(titles.length).toBe(Math.min(SEARCH_LIMIT_PER_GROUP, expected.length));
          for (const title of titles) expect(expected).toContain(title);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('typedWords keeps only letters and digits, so typed text never changes the query syntax', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const words = typedWords(text);
        if (words === null) return;
        for (const part of prefixQuery(words).split(' & ')) expect(part).toMatch(/^'[\p{L}\p{N}]+':\*$/u);
      }),
    );
  });
});
