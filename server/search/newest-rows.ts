import { desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { projects, resources, searchChanges } from '../db/schema';

/**
 * How many of each group's newest rows the server keeps in memory for the search's first pass. A word or
 * pair of words one row in a few hundred has is found among them; a rarer one through the GIN index.
 */
export const KEPT_NEWEST = 1000;

export type Group = 'resources' | 'projects';

/** A row as the search shows and matches it. */
export interface KeptRow {
  id: string;
  title: string;
  /** A resource's subcategory, a project's status. */
  detail: string;
  /** A resource's link ('' for a project: where it opens depends on its status). */
  href: string;
  /**
   * The lexemes of the row's `search` vector (lowercase words, as PostgreSQL split them), each after a
   * space: a word starts a lexeme where ` word` is found (lexemes hold no spaces).
   */
  words: string;
  /** Who owns a project (null for a resource or a project no one owns). */
  ownerId: string | null;
}

/** A group's newest rows, newest first; `all` when the group has no more rows than these. */
export interface KeptGroup {
  rows: KeptRow[];
  all: boolean;
  /** Every row's `words`, in the rows' order, so one `indexOf` finds the next row with a word. */
  text: string;
  /** Where each row's words start in `text`. */
  starts: number[];
  /** The rows' distinct lexemes, sorted: a word no lexeme starts is known absent without a scan. */
  lexemes: string[];
}

/** Both groups' newest rows, as of the `changes` stamp they were read after (migration 0011). */
export type Kept = Record<Group, KeptGroup>;

const readChanges = preparedPer((db) =>
  db.select({ changes: searchChanges.changes }).from(searchChanges).prepare('search_changes'),
);

const lexemesOf = (column: typeof resources.search | typeof projects.search) =>
  sql<string>`' ' || array_to_string(tsvector_to_array(${column}), ' ')`;

/** Where each group's kept rows come from: its table, and what a hit shows as detail, link and owner. */
const sources = {
  resources: {
    table: resources,
    detail: resources.subcategory,
    href: resources.url,
    ownerId: sql<string | null>`null::uuid`,
  },
  projects: { table: projects, detail: projects.status, href: sql<string>`''`, ownerId: projects.ownerId },
};

/** A group's newest rows as kept rows, newest first (its (created_at, id) index, read backwards). */
function newestOf(group: Group) {
  return preparedPer((db) => {
    const { table, detail, href, ownerId } = sources[group];
    return db
      .select({ id: table.id, title: table.title, detail, href, words: lexemesOf(table.search), ownerId })
      .from(table)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(sql.placeholder('limit'))
      .prepare(`search_newest_${group}`);
  });
}
const newest = { resources: newestOf('resources'), projects: newestOf('projects') };

function keptGroup(rows: KeptRow[], all: boolean): KeptGroup {
  const starts: number[] = [];
  let at = 0;
  for (const row of rows) {
    starts.push(at);
    at += row.words.length;
  }
  const text = rows.map((row) => row.words).join('');
  const lexemes = [...new Set(text.split(' '))].filter(Boolean).sort();
  return { rows, all, text, starts, lexemes };
}

async function readGroup(db: Database, group: Group, size: number): Promise<KeptGroup> {
  const rows = await newest[group](db).execute({ limit: size + 1 });
  return keptGroup(rows.slice(0, size), rows.length <= size);
}

/**
 * Each group's `size` newest rows, kept while the search's `changes` stamp stays the same: every search
 * reads the stamp (one small statement, so another instance's writes are seen at once) and the rows again
 * only when it moved. The rows are read after the stamp, so they are never older than it.
 */
export function createNewestRows(db: Database, size = KEPT_NEWEST) {
  let kept: Promise<Kept> | undefined;
  let keptChanges: number | undefined;

  async function read(): Promise<Kept> {
    const resourceRows = await readGroup(db, 'resources', size);
    const projectRows = await readGroup(db, 'projects', size);
    return { resources: resourceRows, projects: projectRows };
  }

  /** The kept rows, read again first if the stamp moved (one read for every search that finds it moved). */
  async function current(): Promise<Kept> {
    const [row] = await readChanges(db).execute();
    const changes = row?.changes ?? 0;
    if (kept && keptChanges === changes) return kept;
    const reading = read();
    kept = reading;
    keptChanges = changes;
    reading.catch(() => {
      if (kept === reading) kept = keptChanges = undefined;
    });
    return reading;
  }

  return { current };
}

export type NewestRows = ReturnType<typeof createNewestRows>;

/** The index of the row whose words hold position `at` of the group's text. */
function rowAt(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Whether some lexeme of the sorted `lexemes` starts with `word` (a binary search for where it would be). */
function anyStartsWith(lexemes: readonly string[], word: string): boolean {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lexemes[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return lexemes[low]?.startsWith(word) ?? false;
}

/**
 * The first `limit` rows (newest first) the caller may see (`visible`) where every word starts a lexeme
 * (`search @@ 'w1:* & w2:*'`, in memory): none if some word starts no lexeme at all; else the longest
 * word is looked for in the group's text, from one row it starts to the next, and only those rows are
 * checked for the other words.
 */
export function newestMatches(
  group: KeptGroup,
  words: readonly string[],
  visible: (row: KeptRow) => boolean,
  limit: number,
): KeptRow[] {
  const found: KeptRow[] = [];
  if (!words.every((word) => anyStartsWith(group.lexemes, word))) return found;
  const [lead, ...others] = words.map((word) => ` ${word}`).sort((a, b) => b.length - a.length);
  if (lead === undefined) return found;
  let from = 0;
  while (found.length < limit) {
    const at = group.text.indexOf(lead, from);
    if (at < 0) break;
    const index = rowAt(group.starts, at);
    const row = group.rows[index] as KeptRow;
    if (visible(row) && others.every((other) => row.words.includes(other))) found.push(row);
    from = group.starts[index + 1] ?? group.text.length;
  }
  return found;
}
