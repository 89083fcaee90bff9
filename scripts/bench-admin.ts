import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '@lib/clock';
import { createTokenService } from '@server/auth/tokens';
import { loadConfig } from '@server/config';
import { migrate, openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { seedDemoData, seedManyInquiries } from '@server/db/seed';
import { eq } from 'drizzle-orm';
import {
  type BenchTarget,
  freePort,
  latencyFailures,
  loadTargets,
  printTable,
  reportFailures,
  startServer,
  stopServer,
} from './bench/support';

/**
 * `npm run bench:admin`: the real server (`bin/serve.ts`, a child process) on a fresh embedded database
 * (demo data plus BENCH_INQUIRIES generated hire-us inquiries, default 10,000), the demo admin's session,
 * and autocannon over loopback (no pipelining) on the admin list endpoints the screens call:
 *   GET /api/admin/hire-inquiries?page=1&limit=5 (what the queue opens on), the same with pages spread over
 *   the whole queue (the deepest OFFSET is the worst case),
 *   GET /api/admin/hire-inquiries?status=Pending&limit=1 (the sidebar badge),
 *   GET /api/users/users?limit=4, GET /api/tasks.
 * Budget: p99 ≤ 50 ms each, every answer 200. Exit 1 otherwise.
 * Knobs: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (20), BENCH_INQUIRIES (10000).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 10_000);
const P99_BUDGET_MS = 50;
const ADMIN_EMAIL = 'admin@hub.example';

/** Fresh embedded database with the demo data and the inquiries; answers a session token of the demo admin. */
async function prepareDatabase(dataDir: string): Promise<string> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    await seedDemoData(database.db, systemClock);
    await seedManyInquiries(database.db, systemClock, INQUIRIES);
    const [admin] = await database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    if (!admin) throw new Error(`no ${ADMIN_EMAIL} after seeding`);
    const tokens = createTokenService({ jwtSecret: config.jwtSecret, clock: systemClock });
    return await tokens.signSession({ userId: admin.id, tokenVersion: admin.tokenVersion });
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-admin-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`Preparing ${dataDir} (${INQUIRIES} inquiries) … `);
    const token = await prepareDatabase(dataDir);
    const [port, chatbotPort] = [await freePort(), await freePort()];
    server = await startServer(dataDir, port, chatbotPort);
    const base = `http://127.0.0.1:${port}`;
    console.log(`server up on ${base}`);
    const headers = { authorization: `Bearer ${token}` };

    const pages = Math.max(1, Math.ceil(INQUIRIES / 5));
    const targets: BenchTarget[] = [
      {
        name: 'GET /api/admin/hire-inquiries?page=1&limit=5',
        path: () => '/api/admin/hire-inquiries?page=1&limit=5',
      },
      {
        name: `GET /api/admin/hire-inquiries?page=1…${pages}&limit=5`,
        path: () => `/api/admin/hire-inquiries?page=${1 + Math.floor(Math.random() * pages)}&limit=5`,
      },
      {
        name: 'GET /api/admin/hire-inquiries?status=Pending&limit=1',
        path: () => '/api/admin/hire-inquiries?status=Pending&limit=1',
      },
      { name: 'GET /api/users/users?limit=4', path: () => '/api/users/users?limit=4' },
      { name: 'GET /api/tasks', path: () => '/api/tasks' },
    ];

    const rows = await loadTargets({
      base,
      headers,
      targets,
      connections: CONNECTIONS,
      duration: DURATION,
      budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
    });
    printTable(
      rows,
      `${CONNECTIONS} connections, no pipelining, loopback, ${DURATION} s per endpoint; embedded PGlite with ${INQUIRIES} + 12 inquiries`,
    );

    const failures = latencyFailures(rows, P99_BUDGET_MS);
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
