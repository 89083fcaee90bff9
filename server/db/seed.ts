import type { Clock } from '@lib/clock';
import argon2 from 'argon2';
import { count } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from './client';
import {
  blogs,
  events,
  hireInquiries,
  members,
  projects,
  resources,
  revenueStats,
  tasks,
  users,
} from './schema';
import { demoAccounts } from './seed-data/accounts';
import { sampleBlogs } from './seed-data/blogs';
import { sampleTasks } from './seed-data/content';
import { sampleEvents } from './seed-data/events';
import { generatedInquiries, sampleInquiries } from './seed-data/inquiries';
import { builtInMembers } from './seed-data/members';
import { seedChannelMessages } from './seed-data/messages';
import { sampleProjects } from './seed-data/projects';
import { generatedResources, sampleResources } from './seed-data/resources';
import { sampleRevenue } from './seed-data/revenue';

/** argon2id at (at least) the OWASP minimum: m=19456 KiB, t=2, p=1. */
const demoHashOptions = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The demo data belongs to the embedded database only: never with DATABASE_URL or NODE_ENV=production. */
export function shouldSeed(config: Pick<Config, 'databaseUrl' | 'nodeEnv'>): boolean {
  return !config.databaseUrl && config.nodeEnv !== 'production';
}

/**
 * Inserts the demo accounts and sample content when the users table is empty; does nothing otherwise.
 * Returns whether it seeded.
 */
export async function seedDemoData(db: Database, clock: Clock): Promise<boolean> {
  if (!(await usersTableIsEmpty(db))) return false;

  const now = clock.now();
  const accounts = await Promise.all(
    demoAccounts.map(async ({ password, ...account }) => ({
      ...account,
      passwordHash: await argon2.hash(password, demoHashOptions),
      emailVerifiedAt: now,
      createdAt: now,
    })),
  );

  return db.transaction(async (tx) => {
    // Checked again inside the transaction so two starts racing cannot both seed.
    if (!(await usersTableIsEmpty(tx as unknown as Database))) return false;
    await tx.insert(users).values(accounts);
    await tx.insert(members).values(builtInMembers).onConflictDoNothing();
    await tx.insert(projects).values(sampleProjects(now));
    await tx.insert(resources).values(sampleResources(now));
    await tx.insert(blogs).values(sampleBlogs(now));
    await tx.insert(tasks).values(sampleTasks(now));
    await tx.insert(revenueStats).values(sampleRevenue(now)).onConflictDoNothing();
    await tx.insert(hireInquiries).values(sampleInquiries(now));
    await seedChannelMessages(tx, now);
    await tx.insert(events).values(sampleEvents(now));
    return true;
  });
}

/**
 * The benchmark's option: adds `count` generated hire-us inquiries (in batches of 1,000) to whatever the
 * database holds. `npm run bench:admin` calls it with BENCH_INQUIRIES (default 10,000).
 */
export async function seedManyInquiries(db: Database, clock: Clock, count: number): Promise<void> {
  const now = clock.now();
  for (let start = 0; start < count; start += 1000) {
    await db.insert(hireInquiries).values(generatedInquiries(now, Math.min(1000, count - start), start));
  }
}

/**
 * The benchmarks' option: adds `count` generated resources (in batches of 1,000) over the whole category
 * tree. `npm run bench:api` calls it with BENCH_RESOURCES (default 10,000), `npm run bench:search` with
 * BENCH_ROWS.
 */
export async function seedManyResources(db: Database, clock: Clock, count: number): Promise<void> {
  const now = clock.now();
  for (let start = 0; start < count; start += 1000) {
    await db.insert(resources).values(generatedResources(now, Math.min(1000, count - start), start));
  }
}

async function usersTableIsEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return (row?.total ?? 0) === 0;
}
