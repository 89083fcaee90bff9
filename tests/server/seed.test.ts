import { isSubcategoryOf, resourceCategories } from '@contracts/resources';
import { createManualClock } from '@lib/clock';
import {
  blogs,
  hireInquiries,
  members,
  projects,
  resources,
  revenueStats,
  tasks,
  users,
} from '@server/db/schema';
import { seedDemoData, seedManyInquiries, seedManyResources, shouldSeed } from '@server/db/seed';
import argon2 from 'argon2';
import { asc, count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let testDb: TestDatabase;
const clock = createManualClock(new Date('2026-03-10T08:00:00Z'));

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

async function tableCounts() {
  const total = async (table: PgTable) => (await testDb.db.select({ n: count() }).from(table))[0]?.n;
  return {
    users: await total(users),
    members: await total(members),
    projects: await total(projects),
    resources: await total(resources),
    blogs: await total(blogs),
    tasks: await total(tasks),
    revenue: await total(revenueStats),
    inquiries: await total(hireInquiries),
  };
}

describe('demo seed', () => {
  it('fills an empty database once, and a second run changes nothing', async () => {
    expect(await seedDemoData(testDb.db, clock)).toBe(true);
    const first = await tableCounts();
    expect(first).toEqual({
      users: 2,
      members: 7,
      projects: 7,
      resources: 8,
      blogs: 14,
      tasks: 6,
      // 2024 and 2025 in full, 2026 up to March.
      revenue: 27,
      inquiries: 12,
    });
    expect(await seedDemoData(testDb.db, clock)).toBe(false);
    expect(await tableCounts()).toEqual(first);
  });

  it('creates the two verified demo accounts with argon2id hashes at the required cost', async () => {
    const rows = await testDb.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual([
      { email: 'admin@hub.example', role: 'Admin' },
      { email: 'member@hub.example', role: 'Member' },
    ]);
    const passwords: Record<string, string> = {
      'admin@hub.example': 'AdminPass#2024',
      'member@hub.example': 'MemberPass#2024',
    };
    for (const row of rows) {
      expect(row.emailVerifiedAt).not.toBeNull();
      const hash = row.passwordHash ?? '';
      // PHC string: $argon2id$v=19$<params>$<salt>$<hash>; the parameter order is the library's choice.
      const [, algorithm, , paramText] = hash.split('$');
      expect(algorithm).toBe('argon2id');
      const params = Object.fromEntries((paramText ?? '').split(',').map((pair) => pair.split('=')));
      expect(Number(params.m)).toBeGreaterThanOrEqual(19_456);
      expect(Number(params.t)).toBeGreaterThanOrEqual(2);
      expect(Number(params.p)).toBe(1);
      expect(await argon2.verify(hash, passwords[row.email] ?? '')).toBe(true);
      expect(await argon2.verify(hash, `${passwords[row.email]} `)).toBe(false);
    }
  });

  it('stores the 7 built-in members with their slugs, avatars and 2-4 skills', async () => {
    const rows = await testDb.db.select().from(members).orderBy(asc(members.sortOrder));
    expect(rows.map((row) => row.id)).toEqual([
      'aline-uwase',
      'jean-claude-niyonzima',
      'grace-mukamana',
      'eric-habimana',
      'diane-ingabire',
      'patrick-mugisha',
      'claudine-umutoni',
    ]);
    for (const row of rows) {
      expect(row.imageUrl).toBe(`/images/members/${row.id}.svg`);
      expect(row.skills.length).toBeGreaterThanOrEqual(2);
      expect(row.skills.length).toBeLessThanOrEqual(4);
      for (const url of Object.values(row.contacts)) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('writes revenue for the two previous years and the current year up to the clock’s month', async () => {
    const rows = await testDb.db.select().from(revenueStats);
    const monthsByYear = new Map<number, number[]>();
    for (const row of rows) monthsByYear.set(row.year, [...(monthsByYear.get(row.year) ?? []), row.month]);
    expect([...monthsByYear.keys()].sort()).toEqual([2024, 2025, 2026]);
    expect(monthsByYear.get(2024)?.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(monthsByYear.get(2026)?.sort((a, b) => a - b)).toEqual([1, 2, 3]);
    for (const row of rows) expect(row.revenue).toBeGreaterThan(0);
  });

  it('mixes the inquiry statuses', async () => {
    const rows = await testDb.db.select({ status: hireInquiries.status }).from(hireInquiries);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Pending', 'Approved', 'Rejected']));
  });

  it('has open and done tasks', async () => {
    const rows = await testDb.db.select({ done: tasks.done }).from(tasks);
    expect(rows.filter((row) => row.done)).toHaveLength(2);
    expect(rows.filter((row) => !row.done)).toHaveLength(4);
  });
});

describe('seedManyInquiries (the benchmark option)', () => {
  it('adds that many inquiries, all statuses, distinct addresses, older than the clock', async () => {
    const other = await createTestDatabase();
    try {
      await seedManyInquiries(other.db, clock, 2_500);
      const rows = await other.db.select().from(hireInquiries);
      expect(rows).toHaveLength(2_500);
      expect(new Set(rows.map((row) => row.email)).size).toBe(2_500);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Pending', 'Approved', 'Rejected']));
      for (const row of rows) expect(row.createdAt.getTime()).toBeLessThan(clock.now().getTime());
    } finally {
      await other.close();
    }
  });
});

describe('seedManyResources (the benchmark option)', () => {
  it('adds that many resources, every pair of the tree, unique titles, varied likes, older than the clock', async () => {
    const other = await createTestDatabase();
    try {
      await seedManyResources(other.db, clock, 1_500);
      const rows = await other.db.select().from(resources);
      expect(rows).toHaveLength(1_500);
      expect(new Set(rows.map((row) => row.title)).size).toBe(1_500);
      for (const row of rows) {
        expect(isSubcategoryOf(row.category, row.subcategory)).toBe(true);
        expect(row.createdAt.getTime()).toBeLessThan(clock.now().getTime());
      }
      const pairs = new Set(rows.map((row) => `${row.category}/${row.subcategory}`));
      expect(pairs.size).toBe(Object.values(resourceCategories).flat().length);
      expect(new Set(rows.map((row) => row.likes)).size).toBeGreaterThan(100);
    } finally {
      await other.close();
    }
  });
});

describe('shouldSeed', () => {
  it('seeds only the embedded database outside production', () => {
    expect(shouldSeed({ databaseUrl: undefined, nodeEnv: 'development' })).toBe(true);
    expect(shouldSeed({ databaseUrl: 'postgres://root@127.0.0.1:5432/test', nodeEnv: 'development' })).toBe(
      false,
    );
    expect(shouldSeed({ databaseUrl: undefined, nodeEnv: 'production' })).toBe(false);
  });
});
