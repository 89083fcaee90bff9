import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '@lib/clock';
import { authKeys } from '@server/auth/keys';
import { hashOtp, OTP_TTL_MS } from '@server/auth/otp';
import { createTokenService } from '@server/auth/tokens';
import { loadConfig } from '@server/config';
import { type Database, migrate, openDatabase } from '@server/db/client';
import { loginChallenges, users } from '@server/db/schema';
import { seedDemoData, seedManyResources } from '@server/db/seed';
import { eq } from 'drizzle-orm';
import { type ReadTarget, resourceReadTargets } from './bench/resource-reads';
import {
  type AutocannonRequest,
  autocannon,
  type BenchRow,
  freePort,
  loadGets,
  prime,
  printTable,
  reportFailures,
  startServer,
  statuses,
  stopServer,
  transportFailures,
} from './bench/support';

/**
 * `npm run bench:api`: the real server (`bin/serve.ts`, a child process) on a fresh embedded database in a
 * temporary DATA_DIR, loaded over loopback by autocannon (no pipelining):
 *   1. POST /api/users/login with the right password, 20 connections, 20 s: each request from its own
 *      client address (X-Forwarded-For behind one trusted proxy, as 20 people signing in) and for its own
 *      account of BENCH_LOGIN_ACCOUNTS (one of the demo member's password): an account gets at most 10 code
 *      mails an hour, and an address counts an attempt until its password is checked;
 *   2. POST /api/users/verify-otp with right codes (one pre-seeded login challenge per request, with its
 *      pre-OTP token: codes are single use and only that login's token may try one), 20 connections, 20 s;
 *   3. after 10 wrong passwords from one address, POST /api/users/login from it answered by the rate
 *      limiter (429);
 *   4. the public read APIs a visitor's pages call (GET /api/members, /api/members/:id, /api/projects,
 *      /api/blogs), and /api/members again as a browser revalidating it (If-None-Match → 304), then the
 *      resources room's reads over BENCH_RESOURCES generated resources (`seedManyResources`; the room home,
 *      grid pages over the whole list, a category pair by likes, a results page, the grid signed in:
 *      scripts/bench/resource-reads.ts), READ_CONNECTIONS (50) connections, READ_DURATION s each.
 * Prints a markdown table; exits 1 when a budget breaks: any 5xx, login p99 > 1.5 s, 429 p99 > 20 ms,
 * a read API under 1,000 req/s or over 100 ms p99 or answering anything but 200 (304 for the revalidation).
 * Knobs (environment): BENCH_DURATION (seconds, default 20), BENCH_CONNECTIONS (default 20),
 * BENCH_OTP_CHALLENGES (pre-seeded codes, default 30000), BENCH_LOGIN_ACCOUNTS (default 3000),
 * BENCH_READ_DURATION (default 10),
 * BENCH_READ_CONNECTIONS (default 50), BENCH_RESOURCES (default 10000), BENCH_ONLY=reads (skip the sign-in
 * runs).
 * No rate limit is raised: successful logins and codes do not count towards the per-IP failure limits.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const OTP_CHALLENGES = Number(process.env.BENCH_OTP_CHALLENGES ?? 30_000);
const LOGIN_ACCOUNTS = Number(process.env.BENCH_LOGIN_ACCOUNTS ?? 3000);
const READ_DURATION = Number(process.env.BENCH_READ_DURATION ?? 10);
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 50);
const RESOURCES = Number(process.env.BENCH_RESOURCES ?? 10_000);
const ONLY_READS = process.env.BENCH_ONLY === 'reads';
const READ_RPS_BUDGET = 1000;
const READ_P99_BUDGET_MS = 100;
const LOGIN_P99_BUDGET_MS = 1500;
const LIMITED_P99_BUDGET_MS = 20;
const MEMBER = { email: 'member@hub.example', password: 'MemberPass#2024' };

/**
 * Fresh embedded database: migrated, demo data, RESOURCES generated resources and `count` open login
 * challenges with known codes; answers the codes and a session token of the demo member.
 */
async function prepareDatabase(dataDir: string, count: number) {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await seedDemoData(database.db, systemClock);
  await seedManyResources(database.db, systemClock, RESOURCES);
  const [member] = await database.db.select().from(users).where(eq(users.email, MEMBER.email));
  if (!member) throw new Error(`no ${MEMBER.email} after seeding`);
  const tokens = createTokenService({ jwtSecret: config.jwtSecret, clock: systemClock });
  const sessionToken = await tokens.signSession({ userId: member.id, tokenVersion: member.tokenVersion });
  const key = authKeys(config.jwtSecret).otpCode;
  const now = new Date();
  const logins = await seedLoginAccounts(database.db, member.passwordHash, count > 0 ? LOGIN_ACCOUNTS : 0);
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS + 5 * 60_000);
  const codes: Code[] = [];
  for (let offset = 0; offset < count; offset += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - offset) }, (_, i) => {
      const n = offset + i;
      return {
        id: randomUUID(),
        email: `bench-${n}@bench.example`,
        otp: String(n % 1_000_000).padStart(6, '0'),
      };
    });
    await database.db
      .insert(users)
      .values(
        batch.map((row) => ({ id: row.id, email: row.email, role: 'Member' as const, emailVerifiedAt: now })),
      );
    const challenges = batch.map((row) => ({ ...row, challengeId: randomUUID() }));
    await database.db.insert(loginChallenges).values(
      challenges.map((row) => ({
        id: row.challengeId,
        userId: row.id,
        codeHash: hashOtp(key, row.challengeId, row.otp),
        expiresAt,
        lastSentAt: now,
        createdAt: now,
      })),
    );
    for (const { id, challengeId, email, otp } of challenges) {
      codes.push({ email, otp, token: await tokens.signOtp({ userId: id, challengeId }) });
    }
  }
  await database.close();
  return { codes, logins, sessionToken };
}

/** `count` verified accounts sharing the demo member's password (its stored hash): the login run's accounts. */
async function seedLoginAccounts(db: Database, passwordHash: string | null, count: number) {
  const emails = Array.from({ length: count }, (_, n) => `login-${n}@bench.example`);
  const now = new Date();
  for (let offset = 0; offset < count; offset += 1000) {
    await db.insert(users).values(
      emails.slice(offset, offset + 1000).map((email) => ({
        email,
        passwordHash,
        role: 'Member' as const,
        emailVerifiedAt: now,
      })),
    );
  }
  return emails.map((email) => ({ email, password: MEMBER.password }));
}

/** A client address per request (X-Forwarded-For: the server trusts one proxy in this bench). */
let clients = 0;
function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

const json = { 'content-type': 'application/json' };

interface Code {
  email: string;
  otp: string;
  /** The pre-OTP token of the code's login (Authorization: Bearer). */
  token: string;
}

/** Runs 1–3: sign-in with the right password, the one-time code, and the rate limiter's 429. */
async function signInRuns(base: string, codes: Code[], logins: (typeof MEMBER)[]) {
  let nextLogin = 0;
  const loginRequest = (): { headers: Record<string, string>; body: string } => {
    const account = logins[nextLogin % logins.length]!;
    nextLogin += 1;
    return { headers: { ...json, 'x-forwarded-for': nextClientAddress() }, body: JSON.stringify(account) };
  };
  // Warm-up: JIT, the password hash, connection set-up.
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${base}/api/users/login`, { method: 'POST', ...loginRequest() });
  }

  const run = (requests: AutocannonRequest[], duration = DURATION) =>
    autocannon({ url: base, connections: CONNECTIONS, duration, pipelining: 1, requests, timeout: 30 });

  console.log(`login: ${CONNECTIONS} connections, ${DURATION} s …`);
  const login = await run([
    {
      method: 'POST',
      path: '/api/users/login',
      headers: json,
      setupRequest: (request) => ({ ...request, ...loginRequest() }),
    },
  ]);
  const accountsUsed = nextLogin;

  console.log(`verify-otp: ${CONNECTIONS} connections, ${DURATION} s …`);
  let next = 0;
  const verify = await run([
    {
      method: 'POST',
      path: '/api/users/verify-otp',
      headers: json,
      setupRequest: (request) => {
        const { email, otp, token } = codes[next % codes.length]!;
        next += 1;
        const headers = { ...json, authorization: `Bearer ${token}`, 'x-forwarded-for': nextClientAddress() };
        return { ...request, headers, body: JSON.stringify({ email, otp }) };
      },
    },
  ]);
  const ranOut = next > codes.length;

  // Trip the per-IP login limit (10 failures per 15 minutes), then load the limiter.
  const wrong = JSON.stringify({ email: MEMBER.email, password: 'not-the-password' });
  const oneClient = { ...json, 'x-forwarded-for': nextClientAddress() };
  let tripped = 0;
  for (let i = 0; i < 11; i += 1) {
    const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: oneClient, body: wrong });
    await res.arrayBuffer();
    if (res.status === 429) tripped += 1;
  }
  console.log(`rate-limited login (429): ${CONNECTIONS} connections, 10 s …`);
  const limited = await run(
    [{ method: 'POST', path: '/api/users/login', headers: oneClient, body: wrong }],
    10,
  );

  const rows = [
    { name: 'POST /api/users/login (right password)', r: login, budget: `p99 ≤ ${LOGIN_P99_BUDGET_MS} ms` },
    { name: 'POST /api/users/verify-otp (right code)', r: verify, budget: 'no 5xx' },
    {
      name: 'POST /api/users/login after the limit (429)',
      r: limited,
      budget: `p99 ≤ ${LIMITED_P99_BUDGET_MS} ms`,
    },
  ];
  const failures: string[] = [];
  if (login.latency.p99 > LOGIN_P99_BUDGET_MS)
    failures.push(`login p99 ${login.latency.p99} ms > ${LOGIN_P99_BUDGET_MS} ms`);
  if ((login.statusCodeStats['200']?.count ?? 0) !== login.requests.total) {
    failures.push(`login: not every answer was 200 (${statuses(login)})`);
  }
  if (accountsUsed > logins.length) {
    failures.push(`login used all ${logins.length} accounts; raise BENCH_LOGIN_ACCOUNTS`);
  }
  if (ranOut) failures.push(`verify-otp used all ${codes.length} codes; raise BENCH_OTP_CHALLENGES`);
  else if ((verify.statusCodeStats['200']?.count ?? 0) !== verify.requests.total) {
    failures.push(`verify-otp: not every answer was 200 (${statuses(verify)})`);
  }
  if (tripped === 0) failures.push('the login rate limit did not trip after 11 failures');
  if ((limited.statusCodeStats['429']?.count ?? 0) !== limited.requests.total) {
    failures.push(`rate-limited run: not every answer was 429 (${statuses(limited)})`);
  }
  if (limited.latency.p99 > LIMITED_P99_BUDGET_MS) {
    failures.push(`429 p99 ${limited.latency.p99} ms > ${LIMITED_P99_BUDGET_MS} ms`);
  }
  return { rows, failures };
}

/** Run 4: the public read APIs at READ_CONNECTIONS connections (the server's in-memory copies warm). */
async function readRuns(base: string, server: ChildProcess, sessionToken: string) {
  const members = (await (await fetch(`${base}/api/members?limit=1`)).json()) as {
    data: { members: { id: string }[] };
  };
  const memberId = members.data.members[0]?.id ?? 'none';
  const membersTag = (await fetch(`${base}/api/members`)).headers.get('ETag') ?? '';
  const targets: ReadTarget[] = [
    { name: 'GET /api/members', path: () => '/api/members', status: 200 },
    { name: 'GET /api/members/:id', path: () => `/api/members/${memberId}`, status: 200 },
    { name: 'GET /api/projects', path: () => '/api/projects', status: 200 },
    { name: 'GET /api/blogs', path: () => '/api/blogs', status: 200 },
    {
      name: 'GET /api/members, If-None-Match (304)',
      path: () => '/api/members',
      headers: { 'if-none-match': membersTag },
      status: 304,
    },
    ...resourceReadTargets(RESOURCES, sessionToken),
  ];
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const target of targets) {
    const headers = target.headers ?? {};
    await prime(base, target.path, headers);
    console.log(`${target.name}: ${READ_CONNECTIONS} connections, ${READ_DURATION} s …`);
    const { r, cpuPerRequest } = await loadGets(server, {
      url: base,
      connections: READ_CONNECTIONS,
      duration: READ_DURATION,
      path: target.path,
      headers,
    });
    const budget = `≥ ${READ_RPS_BUDGET} req/s, p99 ≤ ${READ_P99_BUDGET_MS} ms`;
    rows.push({ name: target.name, r, budget, cpuPerRequest });
    if (r.requests.average < READ_RPS_BUDGET)
      failures.push(`${target.name}: ${r.requests.average.toFixed(0)} req/s < ${READ_RPS_BUDGET}`);
    if (r.latency.p99 > READ_P99_BUDGET_MS)
      failures.push(`${target.name}: p99 ${r.latency.p99} ms > ${READ_P99_BUDGET_MS} ms`);
    if ((r.statusCodeStats[String(target.status)]?.count ?? 0) !== r.requests.total)
      failures.push(`${target.name}: not every answer was ${target.status} (${statuses(r)})`);
  }
  return { rows, failures };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-'));
  let server: ChildProcess | undefined;
  try {
    const challenges = ONLY_READS ? 0 : OTP_CHALLENGES;
    process.stdout.write(`Preparing ${dataDir} (${RESOURCES} resources, ${challenges} login challenges) … `);
    const { codes, logins, sessionToken } = await prepareDatabase(dataDir, challenges);
    const [port, chatbotPort] = [await freePort(), await freePort()];
    server = await startServer(dataDir, port, chatbotPort, { TRUST_PROXY: '1' });
    const base = `http://127.0.0.1:${port}`;
    console.log(`server up on ${base}`);

    const signIn = ONLY_READS ? { rows: [], failures: [] } : await signInRuns(base, codes, logins);
    const reads = await readRuns(base, server, sessionToken);
    const rows = [...signIn.rows, ...reads.rows];
    printTable(
      rows,
      `${CONNECTIONS} connections for the sign-in runs (${DURATION} s; 10 s for the 429 run), ${READ_CONNECTIONS} for the reads (${READ_DURATION} s each), no pipelining, loopback; embedded PGlite`,
    );
    reportFailures([...transportFailures(rows), ...signIn.failures, ...reads.failures]);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
