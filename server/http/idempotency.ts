import { createHash } from 'node:crypto';
import { httpMessages } from '@contracts/text-codes';
import { textsOf } from '@contracts/texts';
import type { Clock } from '@lib/clock';
import { fail } from '@lib/http/failure';
import { and, eq, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** How long a stored answer is replayed for its key; the periodic cleanup removes older keys. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 8–128 characters of letters, digits and `-_.:` (a UUID or any random token a client makes). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/**
 * The start of the keys the server derives itself (a page form posted without scripts sends no header).
 * A client's header may not use it: its key could then be one the server derives, and get another
 * request's answer.
 */
export const DERIVED_KEY_PREFIX = 'form:';

/** The stored answer of a key's first request. */
export interface StoredAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

/** A key that cannot be used: malformed, of the server's own kind, or already used for another body. */
export type RefusedKey = { kind: 'invalid' | 'reserved' | 'mismatch' };

export type KeyLookup =
  | { kind: 'none' }
  | { kind: 'fresh'; key: string; requestHash: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | RefusedKey;

export const isRefusedKey = (lookup: KeyLookup): lookup is RefusedKey =>
  lookup.kind === 'invalid' || lookup.kind === 'reserved' || lookup.kind === 'mismatch';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

const cutoff = (clock: Clock) => new Date(clock.now().getTime() - IDEMPOTENCY_WINDOW_MS);

/**
 * Reads the request's Idempotency-Key (draft-ietf-httpapi-idempotency-key-header) and what was stored for
 * it in `scope` within the window: nothing (a fresh key), the first answer to replay, or a mismatch when
 * the same key came with another body.
 */
export async function lookUpKey(
  db: Database,
  clock: Clock,
  c: Context,
  scope: string,
  body: unknown,
): Promise<KeyLookup> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key?.startsWith(DERIVED_KEY_PREFIX)) return { kind: 'reserved' };
  return lookUpGivenKey(db, clock, key, scope, body);
}

/** `lookUpKey` for a key the server itself derives (a form posted without scripts cannot send a header). */
export async function lookUpGivenKey(
  db: Database,
  clock: Clock,
  key: string | undefined,
  scope: string,
  body: unknown,
): Promise<KeyLookup> {
  if (key === undefined) return { kind: 'none' };
  if (!KEY_PATTERN.test(key)) return { kind: 'invalid' };
  const requestHash = hashRequest(body);
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row || row.createdAt < cutoff(clock)) return { kind: 'fresh', key, requestHash };
  if (row.requestHash !== requestHash) return { kind: 'mismatch' };
  return { kind: 'replay', answer: { status: row.status as ContentfulStatusCode, body: row.body } };
}

/**
 * Stores a fresh key's answer inside the transaction that made it. Returns false when another request with
 * the same key committed first (the caller rolls its work back and answers with `lookUpKey` again).
 */
export async function storeAnswer(
  tx: Executor,
  clock: Clock,
  scope: string,
  fresh: { key: string; requestHash: string },
  answer: StoredAnswer,
): Promise<boolean> {
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, fresh.key));
  await tx.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.createdAt, cutoff(clock))));
  const stored = await tx
    .insert(idempotencyKeys)
    .values({ scope, key: fresh.key, requestHash: fresh.requestHash, ...answer, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return stored.length > 0;
}

/** Answers a replayed key with its first answer, marked as a replay. */
export function replay(c: Context, answer: StoredAnswer) {
  c.header('Idempotent-Replayed', 'true');
  return c.json(answer.body as object, answer.status);
}

/** The answers for a key that cannot be used: 400 for a malformed or reserved key, 422 for a reused one. */
export function refuseKey(c: Context, lookup: RefusedKey) {
  switch (lookup.kind) {
    case 'invalid':
      return fail(c, 400, textsOf(httpMessages).idempotencyKeyInvalid);
    case 'reserved':
      return fail(c, 400, textsOf(httpMessages).idempotencyKeyReserved);
    case 'mismatch':
      return fail(c, 422, textsOf(httpMessages).idempotencyKeyReused);
  }
}

/** Removes keys older than the window (run by the periodic cleanup). */
export async function deleteExpiredKeys(db: Database, clock: Clock): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff(clock)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
