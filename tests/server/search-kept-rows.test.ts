import { projects, resources } from '@server/db/schema';
import { createNewestRows } from '@server/search/newest-rows';
import { searchHits } from '@server/search/search-hits';
import { typedWords } from '@server/search/search-query';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAccount } from '../support/content-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The search's first pass, in memory over each group's newest rows (server/search/newest-rows.ts), finds
 * exactly what the GIN index finds: for any words, any caller and any number of kept rows, the hits equal
 * those of a search that keeps no rows (every group then goes to the index).
 */

type Account = Awaited<ReturnType<typeof sessionAccount>>;

const vocabulary = [
  'react',
  'reactor',
  'solar',
  'café',
  'straße',
  'ñandú',
  '中文',
  'abc123',
  '42',
  '420',
  'x',
  // Numerals of other scripts: letters and digits to the member, spaces to PostgreSQL's parser.
  '٣٤',
  'x\u{10879}',
];
const ROWS = 150;

let t: TestApp;
let callers: Account[];

/** A small deterministic generator (a 32-bit LCG, its high bits): the data stays the same from run to run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

beforeAll(async () => {
  t = await createTestApp();
  callers = [await sessionAccount(t, 'Admin'), await sessionAccount(t), await sessionAccount(t)];
  const next = generator(7);
  const title = () =>
    Array.from({ length: 1 + next(3) }, () => vocabulary[next(vocabulary.length)]).join(' ');
  // Dates a few minutes apart with many ties, so the id breaks them as the SQL order does.
  const when = () => new Date(Date.UTC(2026, 0, 1, 0, next(40)));
  const statuses = ['active', 'completed', 'review', 'planning'] as const;
  await t.db.insert(resources).values(
    Array.from({ length: ROWS }, () => ({
      title: title(),
      category: 'Front-End Development',
      subcategory: next(2) ? 'UI/UX Design' : 'Solar 42',
      createdAt: when(),
    })),
  );
  await t.db.insert(projects).values(
    Array.from({ length: ROWS }, () => ({
      title: title(),
      description: title(),
      status: statuses[next(statuses.length)],
      ownerId: next(3) === 0 ? (callers[1 + next(2)] as Account).id : null,
      createdAt: when(),
    })),
  );
});
afterAll(() => t.close());

const typed = fc.oneof(
  fc.array(fc.constantFrom(...vocabulary.flatMap((word) => [word, word.slice(0, 2), word.slice(0, 1)])), {
    minLength: 1,
    maxLength: 3,
  }),
  fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 2 }),
);

describe('the kept rows', () => {
  it('answer as the index does, for any words, caller and number kept', async () => {
    await fc.assert(
      fc.asyncProperty(
        typed,
        fc.integer({ min: 0, max: callers.length - 1 }),
        fc.integer({ min: 0, max: ROWS + 5 }),
        async (parts, who, kept) => {
          const words = typedWords(parts.join(' ').padEnd(2, ' '));
          if (!words) return;
          const user = callers[who] as Account;
          const inMemory = await searchHits(t.db, createNewestRows(t.db, kept), words, user);
          const throughIndex = await searchHits(t.db, createNewestRows(t.db, 0), words, user);
          expect(inMemory).toEqual(throughIndex);
        },
      ),
      { numRuns: 150 },
    );
  });
});
