import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type Instance, sampleInquiry, startCluster } from './bench/cluster';
import {
  type AutocannonRequest,
  type AutocannonResult,
  autocannon,
  type BenchRow,
  printTable,
  reportFailures,
  statuses,
  transportFailures,
} from './bench/support';

/**
 * `npm run bench:load`: a mixed workload against two instances (`scripts/bench/cluster.ts`: PostgreSQL +
 * Redis, TRUST_PROXY=1) at BENCH_CONNECTIONS (default 200) connections for BENCH_DURATION (default 60) s,
 * split evenly over the instances. Each client request carries a random X-Forwarded-For address, as
 * traffic from many people through one proxy would:
 *   - browsing (50 % of connections): GET /api/projects, /api/blogs, /api/config in turn;
 *   - sign-in (20 %): POST /api/users/login with the right password of one of 1,000 members;
 *   - hire-us (20 %): POST /api/hire-us;
 *   - channel (10 %): POST /api/channel/messages as one of the 1,000 members (a session signed for each;
 *     the 30-a-minute limit per member answers the designed 429 when one member sends faster).
 * Budget: no 5xx, no socket errors; the only non-2xx answers are the designed 429s (limits). Prints p99 per
 * endpoint and instance, and each instance's RSS before and after.
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const MEMBERS = 1000;
const MEMBER_PASSWORD = 'Load-Test-Passphrase-42';
const json = { 'Content-Type': 'application/json' };

const randomIp = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** Gives every request of a workload its own client address (the proxy's X-Forwarded-For). */
const fromManyClients = (request: AutocannonRequest): AutocannonRequest => ({
  ...request,
  setupRequest: (r) => {
    const prepared = request.setupRequest?.(r) ?? r;
    return { ...prepared, headers: { ...prepared.headers, 'X-Forwarded-For': randomIp() } };
  },
});

/** Session tokens of the load members, filled before the run (the channel workload picks one per request). */
const memberTokens: string[] = [];
const anyMemberToken = () => memberTokens[Math.floor(Math.random() * memberTokens.length)];

const workloads: { name: string; share: number; requests: AutocannonRequest[] }[] = [
  {
    name: 'browsing: GET projects, blogs, config',
    share: 0.5,
    requests: [
      { method: 'GET', path: '/api/projects?page=1&limit=9', headers: {} },
      { method: 'GET', path: '/api/blogs?page=1&limit=6', headers: {} },
      { method: 'GET', path: '/api/config', headers: {} },
    ].map(fromManyClients),
  },
  {
    name: 'sign-in: POST /api/users/login',
    share: 0.2,
    requests: [
      fromManyClients({
        method: 'POST',
        path: '/api/users/login',
        headers: json,
        setupRequest: (r) => ({
          ...r,
          body: JSON.stringify({
            email: `load-${Math.floor(Math.random() * MEMBERS)}@hub.example`,
            password: MEMBER_PASSWORD,
          }),
        }),
      }),
    ],
  },
  {
    name: 'hire-us: POST /api/hire-us',
    share: 0.2,
    requests: [
      fromManyClients({
        method: 'POST',
        path: '/api/hire-us',
        headers: json,
        body: JSON.stringify(sampleInquiry('client@load.example')),
      }),
    ],
  },
  {
    name: 'channel: POST /api/channel/messages',
    share: 0.1,
    requests: [
      fromManyClients({
        method: 'POST',
        path: '/api/channel/messages',
        headers: json,
        setupRequest: (r) => ({
          ...r,
          headers: { ...r.headers, Authorization: `Bearer ${anyMemberToken()}` },
          body: JSON.stringify({ text: 'Load test hello', clientId: randomUUID() }),
        }),
      }),
    ],
  },
];

/** A session token for each load member, signed with the instances' secret. */
async function signMemberSessions(databaseUrl: string, jwtSecret: string) {
  const { createTokenService } = await import('@server/auth/tokens');
  const { systemClock } = await import('@lib/clock');
  const tokens = createTokenService({ jwtSecret, clock: systemClock });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: string; token_version: number }>(
    `select id, token_version from users where email like 'load-%@hub.example'`,
  );
  await client.end();
  for (const row of rows) {
    memberTokens.push(await tokens.signSession({ userId: row.id, tokenVersion: row.token_version }));
  }
}

function rssMiB(instance: Instance): number {
  const status = readFileSync(`/proc/${instance.child.pid}/status`, 'utf8');
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

async function createMembers(databaseUrl: string, passwordHash: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
     select 'load-' || n || '@hub.example', $1, 'Load', 'Member', 'Member', now()
     from generate_series(0, ${MEMBERS - 1}) as n`,
    [passwordHash],
  );
  await client.end();
}

/** Only 2xx and the designed 429s may appear. */
function unexpectedStatuses(result: AutocannonResult): string[] {
  return Object.keys(result.statusCodeStats).filter((status) => !/^2\d\d$/.test(status) && status !== '429');
}

async function main() {
  const cluster = await startCluster({ TRUST_PROXY: '1' });
  try {
    const { hashPassword } = await import('@server/auth/passwords');
    await createMembers(cluster.databaseUrl, await hashPassword(MEMBER_PASSWORD));
    await signMemberSessions(cluster.databaseUrl, cluster.jwtSecret);
    const before = cluster.instances.map(rssMiB);
    console.log(`bench:load: ${CONNECTIONS} connections for ${DURATION} s over two instances …`);

    const runs = cluster.instances.flatMap((instance) =>
      workloads.map(async (workload) => ({
        name: `${workload.name} (instance ${instance.name})`,
        r: await autocannon({
          url: instance.origin,
          connections: Math.max(1, Math.round((CONNECTIONS * workload.share) / cluster.instances.length)),
          duration: DURATION,
          pipelining: 1,
          requests: workload.requests,
          timeout: 30,
        }),
        budget: 'no 5xx; only 2xx and the designed 429',
      })),
    );
    const rows: BenchRow[] = await Promise.all(runs);
    const after = cluster.instances.map(rssMiB);

    printTable(
      rows,
      `${CONNECTIONS} connections, ${DURATION} s, two instances on PostgreSQL + Redis, loopback`,
    );
    console.log(
      `\nRSS (MiB): ${cluster.instances.map((instance, i) => `instance ${instance.name} ${before[i]} → ${after[i]}`).join('; ')}`,
    );
    const failures = transportFailures(rows);
    for (const row of rows) {
      const unexpected = unexpectedStatuses(row.r);
      if (unexpected.length > 0) failures.push(`${row.name}: unexpected statuses (${statuses(row.r)})`);
    }
    reportFailures(failures);
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(
    `bench:load failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
