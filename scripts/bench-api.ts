import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '@lib/clock';
import { authKeys } from '@server/auth/keys';
import { hashOtp, OTP_TTL_MS } from '@server/auth/otp';
import { loadConfig } from '@server/config';
import { migrate, openDatabase } from '@server/db/client';
import { loginChallenges, users } from '@server/db/schema';
import { seedDemoData } from '@server/db/seed';
import {
  type AutocannonRequest,
  autocannon,
  freePort,
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
 *   1. POST /api/users/login with the demo member's right password, 20 connections, 20 s;
 *   2. POST /api/users/verify-otp with right codes (one pre-seeded login challenge per request: codes are
 *      single use), 20 connections, 20 s;
 *   3. after 10 wrong passwords from this address, POST /api/users/login answered by the rate limiter (429).
 * Prints a markdown table; exits 1 when a budget breaks: any 5xx, login p99 > 1.5 s, 429 p99 > 20 ms.
 * Knobs (environment): BENCH_DURATION (seconds, default 20), BENCH_CONNECTIONS (default 20),
 * BENCH_OTP_CHALLENGES (pre-seeded codes, default 30000).
 * No rate limit is raised: successful logins and codes do not count towards the per-IP failure limits.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const OTP_CHALLENGES = Number(process.env.BENCH_OTP_CHALLENGES ?? 30_000);
const LOGIN_P99_BUDGET_MS = 1500;
const LIMITED_P99_BUDGET_MS = 20;
const MEMBER = { email: 'member@hub.example', password: 'MemberPass#2024' };

/** Fresh embedded database: migrated, demo data, and `count` open login challenges with known codes. */
async function prepareDatabase(dataDir: string, count: number) {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await seedDemoData(database.db, systemClock);
  const key = authKeys(config.jwtSecret).otpCode;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS + 5 * 60_000);
  const codes: { email: string; otp: string }[] = [];
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
    await database.db.insert(loginChallenges).values(
      batch.map((row) => {
        const id = randomUUID();
        return {
          id,
          userId: row.id,
          codeHash: hashOtp(key, id, row.otp),
          expiresAt,
          lastSentAt: now,
          createdAt: now,
        };
      }),
    );
    codes.push(...batch.map(({ email, otp }) => ({ email, otp })));
  }
  await database.close();
  return codes;
}

const json = { 'content-type': 'application/json' };
async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`Preparing ${dataDir} (${OTP_CHALLENGES} login challenges) … `);
    const codes = await prepareDatabase(dataDir, OTP_CHALLENGES);
    const [port, chatbotPort] = [await freePort(), await freePort()];
    server = await startServer(dataDir, port, chatbotPort);
    const base = `http://127.0.0.1:${port}`;
    console.log(`server up on ${base}`);

    // Warm-up: JIT, the dummy hash, connection set-up.
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${base}/api/users/login`, { method: 'POST', headers: json, body: JSON.stringify(MEMBER) });
    }

    const run = (requests: AutocannonRequest[], duration = DURATION) =>
      autocannon({ url: base, connections: CONNECTIONS, duration, pipelining: 1, requests, timeout: 30 });

    console.log(`login: ${CONNECTIONS} connections, ${DURATION} s …`);
    const login = await run([
      { method: 'POST', path: '/api/users/login', headers: json, body: JSON.stringify(MEMBER) },
    ]);

    console.log(`verify-otp: ${CONNECTIONS} connections, ${DURATION} s …`);
    let next = 0;
    const verify = await run([
      {
        method: 'POST',
        path: '/api/users/verify-otp',
        headers: json,
        setupRequest: (request) => {
          const code = codes[next % codes.length]!;
          next += 1;
          return { ...request, body: JSON.stringify(code) };
        },
      },
    ]);
    const ranOut = next > codes.length;

    // Trip the per-IP login limit (10 failures per 15 minutes), then load the limiter.
    const wrong = JSON.stringify({ email: MEMBER.email, password: 'not-the-password' });
    let tripped = 0;
    for (let i = 0; i < 11; i += 1) {
      const res = await fetch(`${base}/api/users/login`, { method: 'POST', headers: json, body: wrong });
      await res.arrayBuffer();
      if (res.status === 429) tripped += 1;
    }
    console.log(`rate-limited login (429): ${CONNECTIONS} connections, 10 s …`);
    const limited = await run([{ method: 'POST', path: '/api/users/login', headers: json, body: wrong }], 10);

    const rows = [
      { name: 'POST /api/users/login (right password)', r: login, budget: `p99 ≤ ${LOGIN_P99_BUDGET_MS} ms` },
      { name: 'POST /api/users/verify-otp (right code)', r: verify, budget: 'no 5xx' },
      {
        name: 'POST /api/users/login after the limit (429)',
        r: limited,
        budget: `p99 ≤ ${LIMITED_P99_BUDGET_MS} ms`,
      },
    ];
    printTable(
      rows,
      `${CONNECTIONS} connections, no pipelining, loopback, ${DURATION} s per run (10 s for the 429 run); embedded PGlite`,
    );

    const failures = transportFailures(rows);
    if (login.latency.p99 > LOGIN_P99_BUDGET_MS)
      failures.push(`login p99 ${login.latency.p99} ms > ${LOGIN_P99_BUDGET_MS} ms`);
    if ((login.statusCodeStats['200']?.count ?? 0) !== login.requests.total) {
      failures.push(`login: not every answer was 200 (${statuses(login)})`);
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
    reportFailures(failures);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
