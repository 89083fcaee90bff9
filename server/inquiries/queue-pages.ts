import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { hireInquiries, hireInquiryCounts, type InquiryRow, type InquiryStatus } from '../db/schema';
import type { PageWindow } from '../http/paging';

/** Every how many rows of the queue a bookmark is kept: a page walks at most this many rows to its first. */
export const BOOKMARK_EVERY = 100;

/** The columns a queue card shows (the consent flag stays in the database). */
const queueColumns = {
  id: hireInquiries.id,
  firstName: hireInquiries.firstName,
  lastName: hireInquiries.lastName,
  email: hireInquiries.email,
  companyName: hireInquiries.companyName,
  jobTitle: hireInquiries.jobTitle,
  country: hireInquiries.country,
  message: hireInquiries.message,
  status: hireInquiries.status,
  createdAt: hireInquiries.createdAt,
} as const;

export type QueueRow = Omit<InquiryRow, 'consent' | 'language'>;

/** The queue's size and when it last changed, from the trigger-kept counts (migration 0009). */
interface QueueState {
  total: number;
  changes: number;
}

const stateColumns = {
  total: sql<number>`coalesce(sum(${hireInquiryCounts.total}), 0)`.mapWith(Number),
  changes: sql<number>`coalesce(max(${hireInquiryCounts.changes}), 0)`.mapWith(Number),
};

const ofStatus = (
  column: typeof hireInquiries.status | typeof hireInquiryCounts.status,
  filtered: boolean,
) => (filtered ? eq(column, sql.placeholder('status')) : undefined);

/** Prepared once per database: `all` for the whole queue, `one` for one status (`status` placeholder). */
function perFilter<Q>(build: (db: Database, filtered: boolean, name: string) => Q, name: string) {
  return {
    all: preparedPer((db) => build(db, false, `${name}_all`)),
    one: preparedPer((db) => build(db, true, `${name}_status`)),
  };
}

const readState = perFilter(
  (db, filtered, name) =>
    db
      .select(stateColumns)
      .from(hireInquiryCounts)
      .where(ofStatus(hireInquiryCounts.status, filtered))
      .prepare(name),
  'inquiry_state',
);

/** The id of every `every`-th inquiry, newest first: one walk of the index, no row read. */
const readBookmarks = perFilter((db, filtered, name) => {
  const position = sql<number>`row_number() over (order by ${hireInquiries.createdAt} desc, ${hireInquiries.id} desc)`;
  const ranked = db
    .select({ id: hireInquiries.id, position: position.as('position') })
    .from(hireInquiries)
    .where(ofStatus(hireInquiries.status, filtered))
    .as('ranked');
  return db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`(${ranked.position} - 1) % ${sql.placeholder('every')} = 0`)
    .orderBy(ranked.position)
    .prepare(name);
}, 'inquiry_bookmarks');

/** At or after (in newest-first order) the inquiry `bookmark`: its time from the primary key, once. */
const fromBookmark: SQL = sql`(${hireInquiries.createdAt}, ${hireInquiries.id}) <= ((select b.created_at from ${hireInquiries} b where b.id = ${sql.placeholder('bookmark')}), ${sql.placeholder('bookmark')}::uuid)`;

/** The queue's state as two columns of every row (scalar subqueries on the counts: a page and its state in one statement). */
function stateOfEveryRow(db: Database, filtered: boolean) {
  const stateOf = (column: keyof typeof stateColumns) =>
    db
      .select({ value: stateColumns[column] })
      .from(hireInquiryCounts)
      .where(ofStatus(hireInquiryCounts.status, filtered));
  return {
    total: sql<number>`(${stateOf('total')})`.mapWith(Number),
    changes: sql<number>`(${stateOf('changes')})`.mapWith(Number),
  };
}

const readRows = (fromABookmark: boolean) =>
  perFilter(
    (db, filtered, name) =>
      db
        .select({ ...queueColumns, ...stateOfEveryRow(db, filtered) })
        .from(hireInquiries)
        .where(and(ofStatus(hireInquiries.status, filtered), fromABookmark ? fromBookmark : undefined))
        .orderBy(desc(hireInquiries.createdAt), desc(hireInquiries.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    fromABookmark ? 'inquiry_rows_bookmark' : 'inquiry_rows',
  );
const rowsFromStart = readRows(false);
const rowsFromBookmark = readRows(true);

interface Bookmarks {
  changes: number;
  ids: Promise<string[]>;
  /** The ids once read. */
  read?: string[];
}

interface Page {
  rows: QueueRow[];
  total: number;
}

/**
 * The inquiry queue, newest first (id breaking ties), paged by number. A deep page does not walk the
 * whole order up to it: every BOOKMARK_EVERY-th inquiry's id is kept (per status filter) and the page is
 * read from the bookmark at or before it, so any page walks fewer than BOOKMARK_EVERY rows first. The
 * bookmarks are kept while the queue's `changes` stamp (raised by the triggers on every insert, delete and
 * status change, by any instance) stays the same, and read again afterwards. Every page's rows carry that
 * stamp and the total, so a page is one statement while the queue is unchanged.
 */
export function createQueuePages(db: Database, every = BOOKMARK_EVERY) {
  const kept = new Map<InquiryStatus | 'all', Bookmarks>();

  function bookmarks(status: InquiryStatus | undefined, changes: number): Promise<string[]> {
    const key = status ?? 'all';
    const current = kept.get(key);
    if (current?.changes === changes) return current.ids;
    const read = status ? readBookmarks.one(db) : readBookmarks.all(db);
    const ids = read.execute({ status, every }).then((rows) => rows.map((row) => row.id));
    const entry: Bookmarks = { changes, ids };
    kept.set(key, entry);
    ids.then(
      (list) => {
        entry.read = list;
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    return ids;
  }

  function rows(status: InquiryStatus | undefined, limit: number, offset: number, bookmark?: string) {
    const values = { status, limit, offset, bookmark };
    if (bookmark) return (status ? rowsFromBookmark.one : rowsFromBookmark.all)(db).execute(values);
    return (status ? rowsFromStart.one : rowsFromStart.all)(db).execute(values);
  }

  async function state(status: InquiryStatus | undefined): Promise<QueueState> {
    const [row] = await (status ? readState.one(db).execute({ status }) : readState.all(db).execute());
    return row ?? { total: 0, changes: 0 };
  }

  /**
   * The page in one statement, its rows carrying the queue's state: a page before the first bookmark, or
   * one read from a kept bookmark that the rows' `changes` show is still current. Undefined otherwise (an
   * empty page, no bookmarks read yet, a changed queue).
   */
  async function pageInOneStatement(status: InquiryStatus | undefined, limit: number, offset: number) {
    if (offset < every) {
      const found = await rows(status, limit, offset);
      return found[0] ? { rows: found, total: found[0].total } : undefined;
    }
    const current = kept.get(status ?? 'all');
    const mark = Math.floor(offset / every);
    const bookmark = current?.read?.[mark];
    if (!current || !bookmark) return undefined;
    const found = await rows(status, limit, offset - mark * every, bookmark);
    const first = found[0];
    if (!first || first.changes !== current.changes) return undefined;
    return found.length === Math.min(limit, first.total - offset)
      ? { rows: found, total: first.total }
      : undefined;
  }

  /** The page after reading the queue's state first (and its bookmarks again when it changed). */
  async function pageAfterState(
    status: InquiryStatus | undefined,
    limit: number,
    offset: number,
  ): Promise<Page> {
    const { total, changes } = await state(status);
    if (offset >= total) return { rows: [], total };
    const expected = Math.min(limit, total - offset);
    if (offset < every) return { rows: await rows(status, limit, offset), total };
    const mark = Math.floor(offset / every);
    const bookmark = (await bookmarks(status, changes))[mark];
    const found = bookmark ? await rows(status, limit, offset - mark * every, bookmark) : [];
    // A write between the stamp and the read (a bookmark just deleted) gives a short page: read it whole.
    if (found.length === expected) return { rows: found, total };
    return { rows: await rows(status, limit, offset), total };
  }

  /** One page and the queue's total. */
  async function page(status: InquiryStatus | undefined, { limit, offset }: PageWindow): Promise<Page> {
    return (await pageInOneStatement(status, limit, offset)) ?? (await pageAfterState(status, limit, offset));
  }

  return { page };
}
