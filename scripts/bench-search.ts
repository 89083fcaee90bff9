import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_IMAGE_MAX_SIDE, UPLOAD_MAX_BYTES } from '@contracts/uploads';
import { systemClock } from '@lib/clock';
import { createApp } from '@server/app';
import { createTokenService } from '@server/auth/tokens';
import { loadConfig } from '@server/config';
import type { Database } from '@server/db/client';
import { migrate, openDatabase } from '@server/db/client';
import { type NewProjectRow, projects, users } from '@server/db/schema';
import { seedDemoData, seedManyResources } from '@server/db/seed';
import { generatedKinds, generatedText, generatedTopics, pick } from '@server/db/seed-data/generated-words';
import { createCapturedMailer } from '@server/mail/captured-mailer';
import { processImage } from '@server/uploads/image';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
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
 * `npm run bench:search`: the real server (`bin/serve.ts`, a child process) on a fresh embedded database
 * (demo data plus BENCH_ROWS generated projects and as many resources, default 10,000 each), the demo
 * member's session, and autocannon over loopback (no pipelining) on `GET /api/search?q=` with queries
 * drawn from the generated vocabulary (one word, a two-word prefix, a rare word, a word matching nothing).
 * Then the upload: a 2 MiB JPEG (camera noise, the worst case for the codec) decoded, checked and
 * re-encoded to WebP at 1,200 px by the server's own `processImage`, and sent as a project image through
 * `POST /api/projects` to the running server.
 * Budgets: search p99 ≤ 50 ms and every answer 200; image processing p99 ≤ 300 ms. Exit 1 otherwise.
 * Knobs: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (20), BENCH_ROWS (10000), BENCH_UPLOADS (20).
 */

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const SEARCH_P99_BUDGET_MS = 50;
const UPLOAD_BUDGET_MS = 300;
const MEMBER_EMAIL = 'member@hub.example';

const topics = generatedTopics;
const kinds = generatedKinds;

async function seedMany(db: Database, count: number, ownerId: string): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const projectRows: NewProjectRow[] = Array.from({ length: size }, (_, offset) => {
      const index = start + offset;
      return {
        ...generatedText(index),
        owner: `Member ${index}`,
        // Most published; a tenth owned by the demo member in review (the caller's own).
        status: index % 10 === 0 ? 'review' : index % 3 === 0 ? 'completed' : 'active',
        ownerId: index % 10 === 0 ? ownerId : null,
        createdAt: new Date(now - index * 60_000),
      };
    });
    await db.insert(projects).values(projectRows);
  }
  await seedManyResources(db, systemClock, count);
}

/**
 * Fresh embedded database with the demo data and the generated rows; answers a session token of the demo
 * member, after measuring what one search costs in CPU inside the process (no HTTP, one at a time): the
 * figure that does not depend on how busy the machine is.
 */
async function prepareDatabase(dataDir: string, targets: BenchTarget[]): Promise<string> {
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database.db);
    await seedDemoData(database.db, systemClock);
    const [member] = await database.db.select().from(users).where(eq(users.email, MEMBER_EMAIL));
    if (!member) throw new Error(`no ${MEMBER_EMAIL} after seeding`);
    await seedMany(database.db, ROWS, member.id);
    const tokens = createTokenService({ jwtSecret: config.jwtSecret, clock: systemClock });
    const token = await tokens.signSession({ userId: member.id, tokenVersion: member.tokenVersion });
    const app = createApp({ db: database.db, mailer: createCapturedMailer(), clock: systemClock, config });
    console.log('\n| In process, one at a time | Runs | CPU p50 (ms) | CPU p99 (ms) | CPU max (ms) |');
    console.log('|---|---:|---:|---:|---:|');
    // The session check alone (GET /api/users/me) is the baseline every member request pays.
    const baseline: BenchTarget = {
      name: 'GET /api/users/me (baseline: the session check)',
      path: () => '/api/users/me',
    };
    for (const target of [baseline, ...targets]) {
      const samples: number[] = [];
      for (let run = 0; run < 220; run += 1) {
        const path = target.path();
        const before = process.cpuUsage();
        const res = await app.request(path, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        const used = process.cpuUsage(before);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        if (run >= 20) samples.push((used.user + used.system) / 1000);
      }
      summary(target.name, samples);
    }
    return token;
  } finally {
    await database.close();
  }
}

/** A JPEG of random pixels just under 2 MiB (noise barely compresses: the codec's worst case). */
async function twoMebibyteJpeg(): Promise<Uint8Array> {
  let side = 1400;
  for (;;) {
    const raw = randomBytes(side * side * 3);
    const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES && jpeg.length > UPLOAD_MAX_BYTES * 0.9) return new Uint8Array(jpeg);
    side = Math.round(side * Math.sqrt((UPLOAD_MAX_BYTES * 0.95) / jpeg.length));
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const [p50, p99, max] = [percentile(sorted, 50), percentile(sorted, 99), sorted.at(-1) ?? 0];
  console.log(`| ${name} | ${samples.length} | ${p50.toFixed(0)} | ${p99.toFixed(0)} | ${max.toFixed(0)} |`);
  return p99;
}

async function benchUploads(base: string, token: string): Promise<string[]> {
  const jpeg = await twoMebibyteJpeg();
  const { width, height } = await sharp(jpeg).metadata();
  console.log(`\nUpload: a ${(jpeg.length / 1024 / 1024).toFixed(2)} MiB JPEG, ${width}×${height} px`);
  const processing: number[] = [];
  const processingCpu: number[] = [];
  const roundTrips: number[] = [];
  for (let run = 0; run < UPLOADS + 2; run += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await processImage(jpeg, PROJECT_IMAGE_MAX_SIDE);
    const used = process.cpuUsage(cpu);
    const elapsed = performance.now() - started;
    if (!result.ok) throw new Error(`processImage refused the JPEG: ${result.rejection.text.message}`);
    // The first two warm up sharp's thread pool.
    if (run >= 2) {
      processing.push(elapsed);
      processingCpu.push((used.user + used.system) / 1000);
    }
  }
  for (let run = 0; run < UPLOADS; run += 1) {
    const form = new FormData();
    form.append('title', `Upload bench ${run}`);
    form.append('description', 'A 2 MiB JPEG');
    form.append('image', new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' }));
    const started = performance.now();
    const res = await fetch(`${base}/api/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await res.arrayBuffer();
    roundTrips.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`POST /api/projects answered ${res.status}`);
  }
  console.log('\n| Upload step | Runs | p50 (ms) | p99 (ms) | max (ms) |\n|---|---:|---:|---:|---:|');
  const processingP99 = summary('processImage (sharp: sniff, decode, 1,200 px WebP), wall time', processing);
  summary('processImage, CPU time (all of sharp’s threads)', processingCpu);
  summary('POST /api/projects with it (multipart, processing, stored, 201), one at a time', roundTrips);
  return processingP99 > UPLOAD_BUDGET_MS
    ? [`image processing p99 ${processingP99.toFixed(0)} ms > ${UPLOAD_BUDGET_MS} ms`]
    : [];
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-bench-search-'));
  let server: ChildProcess | undefined;
  try {
    process.stdout.write(`Preparing ${dataDir} (${ROWS} projects and ${ROWS} resources) … `);
    const targets: BenchTarget[] = [
      {
        name: 'GET /api/search?q=<topic> (one common word)',
        path: () => `/api/search?q=${pick(topics, rand())}`,
      },
      {
        name: 'GET /api/search?q=<topic> <kind prefix> (two words, typing)',
        path: () => `/api/search?q=${pick(topics, rand())}%20${pick(kinds, rand()).slice(0, 3)}`,
      },
      { name: 'GET /api/search?q=<number> (rare)', path: () => `/api/search?q=${rand() % ROWS}` },
      { name: 'GET /api/search?q=zzyzx (no match)', path: () => '/api/search?q=zzyzx' },
    ];
    const token = await prepareDatabase(dataDir, targets);
    const [port, chatbotPort] = [await freePort(), await freePort()];
    server = await startServer(dataDir, port, chatbotPort);
    const base = `http://127.0.0.1:${port}`;
    console.log(`\nserver up on ${base}`);
    const headers = { authorization: `Bearer ${token}` };

    const rows = await loadTargets({
      server,
      base,
      headers,
      targets,
      connections: CONNECTIONS,
      duration: DURATION,
      budget: `p99 ≤ ${SEARCH_P99_BUDGET_MS} ms`,
    });
    printTable(
      rows,
      `${CONNECTIONS} connections, no pipelining, loopback, ${DURATION} s per query; embedded PGlite with ${ROWS} projects and ${ROWS} resources`,
    );

    const failures = latencyFailures(rows, SEARCH_P99_BUDGET_MS);
    failures.push(...(await benchUploads(base, token)));
    reportFailures(failures);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rand(): number {
  return Math.floor(Math.random() * 1_000_000);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
