import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createManualClock } from '@lib/clock';
import { CHALLENGE_RETENTION_MS, consecutiveOtpFailures } from '@server/auth/challenges';
import { emailTokens, idempotencyKeys, loginChallenges, signInAddresses, users } from '@server/db/schema';
import { createMemoryLogger } from '@server/logger';
import { runCleanup, startCleanup } from '@server/maintenance/cleanup';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let testDb: TestDatabase;
const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-cleanup-'));
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createUser(email: string): Promise<string> {
  const [row] = await testDb.db.insert(users).values({ email }).returning({ id: users.id });
  return row!.id;
}

async function challenge(userId: string, createdAt: Date, attempts: number, consumed = false) {
  const [row] = await testDb.db
    .insert(loginChallenges)
    .values({
      userId,
      codeHash: 'hash',
      attempts,
      createdAt,
      lastSentAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 10 * MINUTE),
      consumedAt: consumed ? new Date(createdAt.getTime() + MINUTE) : null,
    })
    .returning({ id: loginChallenges.id });
  return row!.id;
}

async function linkToken(userId: string, purpose: 'verify' | 'reset', createdAt: Date, usedAt: Date | null) {
  const [row] = await testDb.db
    .insert(emailTokens)
    .values({
      userId,
      purpose,
      tokenHash: randomUUID(),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * MINUTE),
      usedAt,
    })
    .returning({ id: emailTokens.id });
  return row!.id;
}

const ids = async (table: typeof loginChallenges | typeof emailTokens) =>
  (await testDb.db.select({ id: table.id }).from(table)).map((row) => row.id).sort();

describe('the periodic cleanup (manual clock)', () => {
  it('removes what expired and no longer counts, and keeps every consecutive-failure count', async () => {
    const clock = createManualClock(new Date('2026-03-01T12:00:00Z'));
    const t0 = clock.now().getTime();
    const at = (ms: number) => new Date(t0 + ms);
    const ann = await createUser('ann@cleanup.example');
    const bob = await createUser('bob@cleanup.example');

    // Ann: two failed codes, a success, then three failed codes (3 + 2 + 4 wrong tries count now).
    await challenge(ann, at(-5 * HOUR), 5);
    await challenge(ann, at(-4 * HOUR), 1, true);
    const annFailed = [
      await challenge(ann, at(-3 * HOUR), 3),
      await challenge(ann, at(-2 * HOUR), 2),
      await challenge(ann, at(-1 * HOUR), 4),
    ];
    const annActive = await challenge(ann, at(-MINUTE), 0);
    // Bob: failed codes before a used reset link, one after; and one so old it is dropped anyway.
    await challenge(bob, at(-CHALLENGE_RETENTION_MS - DAY), 5);
    await challenge(bob, at(-3 * HOUR), 5);
    await linkToken(bob, 'reset', at(-20 * HOUR), at(-19 * HOUR));
    const bobReset = await linkToken(bob, 'reset', at(-2 * HOUR - 10 * MINUTE), at(-2 * HOUR));
    const bobAfterReset = await challenge(bob, at(-1 * HOUR), 2);
    await linkToken(bob, 'verify', at(-DAY), null);
    await linkToken(bob, 'verify', at(-DAY), at(-DAY + MINUTE));
    const annLiveReset = await linkToken(ann, 'reset', at(-10 * MINUTE), null);

    const before = [
      await consecutiveOtpFailures({ db: testDb.db }, ann),
      await consecutiveOtpFailures({ db: testDb.db }, bob),
    ];
    expect(before).toEqual([9, 2]);

    await testDb.db.insert(idempotencyKeys).values([
      {
        scope: 'hire-us',
        key: 'old-key-0001',
        requestHash: 'h',
        status: 201,
        body: {},
        createdAt: at(-25 * HOUR),
      },
      {
        scope: 'hire-us',
        key: 'new-key-0002',
        requestHash: 'h',
        status: 201,
        body: {},
        createdAt: at(-HOUR),
      },
    ]);
    await testDb.db.insert(signInAddresses).values([
      { userId: ann, address: '203.0.113.7', lastSeenAt: at(-31 * DAY) },
      { userId: ann, address: '198.51.100.4', lastSeenAt: at(-DAY) },
    ]);
    const mailDir = path.join(dataDir, 'mail');
    mkdirSync(mailDir, { recursive: true });
    for (const [name, age] of [
      ['old.eml', 8 * DAY],
      ['new.eml', DAY],
      ['notes.txt', 30 * DAY],
    ] as const) {
      writeFileSync(path.join(mailDir, name), 'mail');
      utimesSync(path.join(mailDir, name), at(-age), at(-age));
    }

    const counts = await runCleanup({ db: testDb.db, clock, dataDir });
    expect(counts).toEqual({
      challenges: 4,
      linkTokens: 3,
      idempotencyKeys: 1,
      knownAddresses: 1,
      mails: 1,
      unattachedImages: 0,
      vacuumed: false,
    });

    expect(await ids(loginChallenges)).toEqual([...annFailed, annActive, bobAfterReset].sort());
    expect(await ids(emailTokens)).toEqual([bobReset, annLiveReset].sort());
    expect([
      await consecutiveOtpFailures({ db: testDb.db }, ann),
      await consecutiveOtpFailures({ db: testDb.db }, bob),
    ]).toEqual(before);
    expect((await testDb.db.select().from(idempotencyKeys)).map((row) => row.key)).toEqual(['new-key-0002']);
    expect((await testDb.db.select().from(signInAddresses)).map((row) => row.address)).toEqual([
      '198.51.100.4',
    ]);
    expect(readdirSync(mailDir).sort()).toEqual(['new.eml', 'notes.txt']);

    // A second run finds nothing more; an hour later the active challenge has expired but still counts.
    expect(await runCleanup({ db: testDb.db, clock, dataDir })).toEqual({
      challenges: 0,
      linkTokens: 0,
      idempotencyKeys: 0,
      knownAddresses: 0,
      mails: 0,
      unattachedImages: 0,
      vacuumed: false,
    });
    clock.advance(HOUR);
    expect((await runCleanup({ db: testDb.db, clock, dataDir })).challenges).toBe(0);
    expect(await consecutiveOtpFailures({ db: testDb.db }, ann)).toBe(9);
  });

  it('runs at start and on every interval, and stop() waits for a run in progress', async () => {
    const clock = createManualClock(new Date('2026-06-01T12:00:00Z'));
    const logger = createMemoryLogger();
    const cleanup = startCleanup({ db: testDb.db, clock, dataDir }, logger, 50);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await cleanup.stop();
    const runs = logger.lines.filter((line) => line.includes('[cleanup] expired rows and old mails removed'));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    const after = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logger.lines.filter((line) => line.includes('[cleanup]')).length).toBe(after);
  });

  it('vacuums the embedded database after the deletes (PostgreSQL is left to its autovacuum)', async () => {
    const clock = createManualClock(new Date('2026-07-01T12:00:00Z'));
    await testDb.db
      .insert(users)
      .values(Array.from({ length: 300 }, (_, n) => ({ email: `bulk-${n}@cleanup.example` })));
    const allVisiblePages = async () => {
      const { rows } = await testDb.db.execute<{ pages: number }>(
        sql`select relallvisible as pages from pg_class where relname = 'users'`,
      );
      return Number(rows[0]?.pages);
    };
    const before = await allVisiblePages();

    const { vacuumed } = await runCleanup({ db: testDb.db, clock, dataDir, driver: testDb.driver });

    expect(vacuumed).toBe(testDb.driver === 'pglite');
    if (testDb.driver === 'pglite') {
      expect(before).toBe(0);
      expect(await allVisiblePages()).toBeGreaterThan(0);
    }
  });
});
