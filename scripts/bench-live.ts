import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { messagingEvents } from '@contracts/messaging';
import { systemClock } from '@lib/clock';
import { createTokenService } from '@server/auth/tokens';
import { loadConfig } from '@server/config';
import { migrate, openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { freePort, reportFailures, startServer, stopServer } from './bench/support';

/**
 * `npm run bench:live`: the real server (`bin/serve.ts`, a child process, embedded PGlite, in-process bus)
 * and, over loopback:
 *   1. fan-out: LISTENERS (default 1,000) concurrent `GET /api/live` streams; ROUNDS (default 5) channel
 *      messages, one at a time, each delivered to every stream. Budget: p99 delivery ≤ 200 ms (from just
 *      before the POST to the event read by the client), the server's RSS growth ≤ 200 MB (before the
 *      streams opened → after the last round);
 *   2. sustained: RATE (default 100) channel messages per second for DURATION seconds (default 60) from
 *      SENDERS accounts (250: the 30-per-minute limit is per member), with SUSTAINED_LISTENERS streams
 *      (default 100) counting what they receive. Budget: every message answered 201, and every stream
 *      received every one (no loss).
 * Flags: --listeners N, --rounds N, --rate N, --duration S, --sustained-listeners N, --senders N
 * (`npm run bench:live -- --duration 10` for a quick run). Exits 1 when a budget breaks.
 */

const { values: flags } = parseArgs({
  options: {
    listeners: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '60' },
    'sustained-listeners': { type: 'string', default: '100' },
    senders: { type: 'string', default: '250' },
  },
});
const LISTENERS = Number(flags.listeners);
const ROUNDS = Number(flags.rounds);
const RATE = Number(flags.rate);
const DURATION = Number(flags.duration);
const SUSTAINED_LISTENERS = Number(flags['sustained-listeners']);
const SENDERS = Number(flags.senders);
const P99_BUDGET_MS = 200;
const RSS_BUDGET_MB = 200;

interface Account {
  id: string;
  token: string;
}

/** Fresh embedded database with `count` member accounts and a session token for each. */
async function prepare(dataDir: string, count: number): Promise<Account[]> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' });
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  const tokens = createTokenService({ jwtSecret: config.jwtSecret, clock: systemClock });
  const now = new Date();
  const accounts: Account[] = [];
  for (let offset = 0; offset < count; offset += 500) {
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - offset) }, (_, i) => ({
          email: `live-${offset + i}@bench.example`,
          firstName: 'Bench',
          lastName: String(offset + i),
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    for (const row of rows) {
      accounts.push({
        id: row.id,
        token: await tokens.signSession({ userId: row.id, tokenVersion: row.tokenVersion }),
      });
    }
  }
  await database.close();
  return accounts;
}

/** POSTs reuse connections; every stream has its own (never a pooled socket the server may just have closed). */
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * One open live stream: resolves once `ready` arrived; calls `onMessage(clientId, at)` for every channel
 * message event (the client id is read with a pattern: parsing 100,000 JSON events a second would measure
 * the bench, not the server).
 */
function openStream(port: number, token: string, onMessage: (clientId: string, at: number) => void) {
  return new Promise<{ close: () => void }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/live',
        agent: streamAgent,
        headers: { Authorization: `Bearer ${token}` },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        let ready = false;
        response.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!ready && block.includes('event: ready')) {
              ready = true;
              resolve({ close: () => request.destroy() });
            } else if (block.includes(`event: ${messagingEvents.channelMessageCreated}`)) {
              const clientId = /"clientId":"([^"]+)"/.exec(block)?.[1];
              if (clientId) onMessage(clientId, at);
            }
            end = buffer.indexOf('\n\n');
          }
        });
      },
    );
    request.on('error', reject);
  });
}

let resends = 0;

function postOnce(port: number, token: string, clientId: string): Promise<number> {
  const body = JSON.stringify({ text: `bench message ${clientId}`, clientId });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/channel/messages',
        agent,
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * POSTs a channel message; a connection reset (a kept-alive socket the server closed as it was reused)
 * is resent with the same client id, as the web client does: the server stores it once (200 on a resend
 * that finds the original, which counts as delivered).
 */
async function post(port: number, token: string, clientId: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      const status = await postOnce(port, token, clientId);
      return attempt > 1 && status === 200 ? 201 : status;
    } catch (error) {
      if (attempt >= 3) throw error;
      resends += 1;
    }
  }
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openMany(
  port: number,
  accounts: Account[],
  onMessage: (clientId: string, at: number) => void,
) {
  const streams: { close: () => void }[] = [];
  for (let offset = 0; offset < accounts.length; offset += 100) {
    const batch = accounts.slice(offset, offset + 100);
    streams.push(...(await Promise.all(batch.map((account) => openStream(port, account.token, onMessage)))));
  }
  return streams;
}

/** Phase 1: every stream receives each message; latency from just before the POST. */
async function fanOut(port: number, pid: number, listeners: Account[], sender: Account, failures: string[]) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const received = new Map<string, number>();
  const rssBefore = rssMb(pid);
  const opened = performance.now();
  const streams = await openMany(port, listeners, (clientId, at) => {
    const start = sentAt.get(clientId);
    if (start === undefined) return;
    latencies.push(at - start);
    received.set(clientId, (received.get(clientId) ?? 0) + 1);
  });
  const openSeconds = (performance.now() - opened) / 1000;
  const rssOpen = rssMb(pid);
  for (let round = 0; round < ROUNDS; round++) {
    const clientId = `fan-${round}-${randomUUID()}`;
    sentAt.set(clientId, performance.now());
    const status = await post(port, sender.token, clientId);
    if (status !== 201) failures.push(`fan-out round ${round}: POST answered ${status}`);
    const deadline = performance.now() + 10_000;
    while ((received.get(clientId) ?? 0) < listeners.length && performance.now() < deadline) await sleep(5);
    if ((received.get(clientId) ?? 0) < listeners.length) {
      failures.push(
        `fan-out round ${round}: ${received.get(clientId) ?? 0} of ${listeners.length} streams received it`,
      );
    }
    await sleep(200);
  }
  const rssAfter = rssMb(pid);
  for (const stream of streams) stream.close();
  latencies.sort((a, b) => a - b);
  return { latencies, rssBefore, rssOpen, rssAfter, openSeconds };
}

/** Phase 2: RATE messages a second for DURATION seconds; every stream must count every one. */
async function sustained(port: number, listeners: Account[], senders: Account[], failures: string[]) {
  const sentAt = new Map<string, number>();
  const perStream = listeners.map(() => new Set<string>());
  const latencies: number[] = [];
  const streams: { close: () => void }[] = [];
  for (const [index, account] of listeners.entries()) {
    streams.push(
      await openStream(port, account.token, (clientId, at) => {
        const start = sentAt.get(clientId);
        if (start === undefined) return;
        perStream[index]?.add(clientId);
        latencies.push(at - start);
      }),
    );
  }
  const total = RATE * DURATION;
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const clientId = `sus-${n}-${randomUUID()}`;
    const sender = senders[n % senders.length]!;
    sentAt.set(clientId, performance.now());
    pending.push(
      post(port, sender.token, clientId).then((status) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + 15_000;
  while (perStream.some((seen) => seen.size < total) && performance.now() < deadline) await sleep(50);
  for (const stream of streams) stream.close();
  const accepted = statuses.get(201) ?? 0;
  if (accepted !== total) {
    failures.push(
      `sustained: ${accepted} of ${total} messages answered 201 (${[...statuses].map(([s, c]) => `${s}×${c}`).join(' ')})`,
    );
  }
  const lost = perStream.reduce((sum, seen) => sum + (total - seen.size), 0);
  if (lost > 0) failures.push(`sustained: ${lost} deliveries lost over ${listeners.length} streams`);
  latencies.sort((a, b) => a - b);
  return { total, accepted, lost, sendSeconds, latencies };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-live-'));
  let server: ChildProcess | undefined;
  try {
    const needed = Math.max(LISTENERS, SUSTAINED_LISTENERS) + SENDERS + 1;
    process.stdout.write(`Preparing ${dataDir} (${needed} accounts) … `);
    const accounts = await prepare(dataDir, needed);
    const [port, chatbotPort] = [await freePort(), await freePort()];
    server = await startServer(dataDir, port, chatbotPort);
    const pid = server.pid ?? 0;
    console.log(`server up on port ${port}`);
    const [sender, ...rest] = accounts as [Account, ...Account[]];
    const senders = rest.slice(0, SENDERS);
    const listenerPool = rest.slice(SENDERS);
    // Warm-up: JIT, the session check and the insert path.
    for (let i = 0; i < 5; i++) await post(port, sender.token, `warm-${i}-${randomUUID()}`);

    const failures: string[] = [];
    console.log(`fan-out: ${LISTENERS} streams, ${ROUNDS} messages …`);
    const fan = await fanOut(port, pid, listenerPool.slice(0, LISTENERS), sender, failures);
    const fanP99 = percentile(fan.latencies, 99);
    const growth = fan.rssAfter - fan.rssBefore;
    if (!(fanP99 <= P99_BUDGET_MS))
      failures.push(`fan-out p99 ${fanP99.toFixed(1)} ms > ${P99_BUDGET_MS} ms`);
    if (growth > RSS_BUDGET_MB) failures.push(`RSS grew ${growth.toFixed(0)} MB > ${RSS_BUDGET_MB} MB`);

    console.log(`sustained: ${RATE} messages/s for ${DURATION} s, ${SUSTAINED_LISTENERS} streams …`);
    const run = await sustained(port, listenerPool.slice(0, SUSTAINED_LISTENERS), senders, failures);

    console.log('\n| Run | Figures | Budget |');
    console.log('|---|---|---|');
    console.log(
      `| Fan-out: ${LISTENERS} streams × ${ROUNDS} messages | p50 ${percentile(fan.latencies, 50).toFixed(1)} ms, p99 ${fanP99.toFixed(1)} ms, max ${(fan.latencies.at(-1) ?? Number.NaN).toFixed(1)} ms over ${fan.latencies.length} deliveries; ${LISTENERS} streams opened in ${fan.openSeconds.toFixed(1)} s | p99 ≤ ${P99_BUDGET_MS} ms |`,
    );
    console.log(
      `| Server RSS | ${fan.rssBefore.toFixed(0)} MB before, ${fan.rssOpen.toFixed(0)} MB with the streams open, ${fan.rssAfter.toFixed(0)} MB after the messages (growth ${growth.toFixed(0)} MB) | growth ≤ ${RSS_BUDGET_MB} MB |`,
    );
    console.log(
      `| Sustained: ${RATE} msg/s × ${DURATION} s, ${SUSTAINED_LISTENERS} streams | ${run.accepted}/${run.total} answered 201 in ${run.sendSeconds.toFixed(1)} s; ${run.lost} deliveries lost of ${run.total * SUSTAINED_LISTENERS}; delivery p50 ${percentile(run.latencies, 50).toFixed(1)} ms, p99 ${percentile(run.latencies, 99).toFixed(1)} ms | no loss |`,
    );
    const [load] = loadavg();
    console.log(
      `\nEmbedded PGlite, in-process bus, loopback; Node ${process.version}; ${availableParallelism()} cores, load average ${load?.toFixed(1)}; ${resends} POSTs resent after a connection reset.`,
    );
    reportFailures(failures);
  } finally {
    agent.destroy();
    streamAgent.destroy();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
