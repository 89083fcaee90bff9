import { readdirSync } from 'node:fs';
import { migrate, migrationsFolder } from '@server/db/client';
import { members, revenueStats, users } from '@server/db/schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.close());

/** The generated SQL files, one per applied migration. */
const migrationFiles = () => readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));

const driverUnderTest = process.env.DATABASE_URL ? 'node-postgres' : 'pglite';

describe(`migrations (${driverUnderTest})`, () => {
  it('runs on the driver the environment asks for', () => {
    expect(testDb.driver).toBe(driverUnderTest);
  });

  it('creates every table of the schema', async () => {
    const result = await testDb.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual([
      'blogs',
      'email_tokens',
      'events',
      'hire_inquiries',
      'hire_inquiry_counts',
      'idempotency_keys',
      'inquiry_replies',
      'login_challenges',
      'members',
      'message_reactions',
      'messages',
      'notifications',
      'projects',
      'resource_counts',
      'resource_likes',
      'resource_views',
      'resources',
      'revenue_stats',
      'search_changes',
      'sign_in_addresses',
      'tasks',
      'uploads',
      'users',
    ]);
  });

  it('is idempotent: migrating again changes nothing', async () => {
    await migrate(testDb.db);
    const result = await testDb.db.execute<{ count: number }>(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(result.rows[0]?.count).toBe(migrationFiles().length);
  });

  it('applies defaults and constraints', async () => {
    const [user] = await testDb.db.insert(users).values({ email: 'a@example.com' }).returning();
    expect(user).toMatchObject({
      role: 'Member',
      tokenVersion: 0,
      passwordHash: null,
      emailVerifiedAt: null,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(testDb.db.insert(users).values({ email: 'a@example.com' })).rejects.toThrow();

    await testDb.db.insert(revenueStats).values({ year: 2024, month: 1, revenue: 100 });
    await expect(
      testDb.db.insert(revenueStats).values({ year: 2024, month: 1, revenue: 5 }),
    ).rejects.toThrow();
  });

  it('round-trips jsonb member fields', async () => {
    const skills = [{ name: 'Frontend', technologies: ['React', 'TypeScript'], percent: 90 }];
    await testDb.db.insert(members).values({
      id: 'sample-member',
      name: 'Sample',
      role: 'Developer',
      imageUrl: '/images/members/sample.svg',
      bio: 'Bio',
      education: { degree: 'BSc', institution: 'UR', description: 'd', imageUrl: '/x.svg' },
      contacts: { linkedin: 'https://l', github: 'https://g', twitter: 'https://t', telegram: 'https://te' },
      skills,
    });
    const [row] = await testDb.db.select().from(members);
    expect(row?.skills).toEqual(skills);
    expect(row?.education.institution).toBe('UR');
  });
});

describe('test databases are isolated', () => {
  it('a second database does not see the first one’s rows', async () => {
    const other = await createTestDatabase();
    try {
      const rows = await other.db.select().from(users);
      expect(rows).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
