import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the API benchmarks share: autocannon's types, a free port, the real server as a child, the table. */

interface Histogram {
  p50: number;
  p99: number;
  max: number;
}
export interface AutocannonResult {
  latency: Histogram;
  requests: { average: number; total: number };
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  non2xx: number;
}
export interface AutocannonRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  requests: AutocannonRequest[];
  timeout?: number;
}) => Promise<AutocannonResult>;

export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `bin/serve.ts` (embedded database in `dataDir` unless `env` says otherwise) and waits for its banner. */
export async function startServer(
  dataDir: string,
  port: number,
  chatbotPort: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(root, 'bin/serve.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      CHATBOT_PORT: String(chatbotPort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Hub is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/**
 * One autocannon run of GETs (no pipelining) on `path` (a function: a new path per request), and the
 * server's CPU per answer over the run.
 */
export async function loadGets(
  server: ChildProcess,
  options: {
    url: string;
    connections: number;
    duration: number;
    path: string | (() => string);
    headers?: Record<string, string>;
  },
): Promise<{ r: AutocannonResult; cpuPerRequest: number }> {
  const { path: pathOf, headers = {}, ...load } = options;
  const next = typeof pathOf === 'function' ? pathOf : () => pathOf;
  const cpuBefore = serverCpuMs(server);
  const r = await autocannon({
    ...load,
    pipelining: 1,
    timeout: 30,
    requests: [
      { method: 'GET', path: next(), headers, setupRequest: (request) => ({ ...request, path: next() }) },
    ],
  });
  return { r, cpuPerRequest: (serverCpuMs(server) - cpuBefore) / Math.max(1, r.requests.total) };
}

/** A seeded demo member's id (the first of the seed), for routes with an `$id` parameter. */
export const SEEDED_MEMBER_ID = 'aline-uwase';

/**
 * The built product (`dist/`) served by the real server on a fresh embedded database in a temporary
 * DATA_DIR (seeded like a first start); runs `use` with the server's base URL and that directory (its
 * mail outbox is there), then stops the server and removes the directory.
 */
export async function withFreshServer<T>(
  name: string,
  use: (base: string, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hub-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Its own origin is the site's: a form the browser posts itself is refused from any other.
  const server = await startServer(dataDir, port, await freePort(), { SITE_ORIGIN: base });
  try {
    return await use(base, dataDir);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export const count5xx = (result: AutocannonResult) =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stat]) => sum + stat.count, 0);

export const statuses = (result: AutocannonResult) =>
  Object.entries(result.statusCodeStats)
    .map(([status, stat]) => `${status}×${stat.count}`)
    .join(' ');

export interface BenchRow {
  name: string;
  r: AutocannonResult;
  budget: string;
  /** The server's CPU time per answered request (ms), when measured with `serverCpuMs`. */
  cpuPerRequest?: number;
}

/** USER_HZ: what /proc counts CPU time in on Linux. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) the server process has used so far, from /proc (Linux; 0 elsewhere). The
 * difference over a run divided by its requests is a figure that depends far less on the machine's other
 * load than latency does.
 */
export function serverCpuMs(server: ChildProcess): number {
  try {
    const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The markdown table of the README and a line about the machine (its load is part of the figures). */
export function printTable(rows: BenchRow[], setup: string): void {
  console.log(
    '\n| Endpoint | Requests | Throughput (req/s) | p50 (ms) | p99 (ms) | Server CPU / request (ms) | Statuses | Budget |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---|---|');
  for (const { name, r, budget, cpuPerRequest } of rows) {
    const cpu = cpuPerRequest === undefined ? '—' : cpuPerRequest.toFixed(2);
    console.log(
      `| ${name} | ${r.requests.total} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${cpu} | ${statuses(r)} | ${budget} |`,
    );
  }
  const [load] = loadavg();
  const cores = availableParallelism();
  console.log(`\n${setup}; Node ${process.version}; ${cores} cores, load average ${load!.toFixed(1)}.`);
  if (load! > cores) {
    console.log(
      `Note: the machine was busy (load ${load!.toFixed(1)} on ${cores} cores); latencies include waiting for a CPU.`,
    );
  }
}

/** Budget failures shared by every run: 5xx answers, socket errors and timeouts. */
export function transportFailures(rows: BenchRow[]): string[] {
  const failures: string[] = [];
  for (const { name, r } of rows) {
    if (count5xx(r) > 0) failures.push(`${name}: ${count5xx(r)} responses were 5xx`);
    if (r.errors > 0 || r.timeouts > 0) failures.push(`${name}: ${r.errors} errors, ${r.timeouts} timeouts`);
  }
  return failures;
}

export function reportFailures(failures: string[]): void {
  if (failures.length > 0) {
    console.error(`\nBudget broken:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nAll budgets met.');
  }
}

/** 20 requests one after another before a target is loaded: its first queries and the JIT's first pass. */
export async function prime(base: string, path: () => string, headers: Record<string, string>) {
  for (let i = 0; i < 20; i += 1) await (await fetch(`${base}${path()}`, { headers })).arrayBuffer();
}

/** One endpoint to load: its name in the table and a path (called per request, so it may vary). */
export interface BenchTarget {
  name: string;
  path: () => string;
}

/**
 * Seconds of load per target before any is measured (BENCH_WARMUP, default 3): V8 optimises the server's
 * hot code only after thousands of calls, and without this the first target measured paid for it (the
 * admin queue's first page measured 1.9 ms of CPU a request first in line, 1.3 ms once warm).
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * Loads each target in turn over loopback (GET, `connections` connections, no pipelining, `duration` s),
 * after every target has run WARMUP_SECONDS unmeasured (JIT and first queries); answers the rows for
 * `printTable`.
 */
export async function loadTargets(options: {
  server: ChildProcess;
  base: string;
  headers: Record<string, string>;
  targets: BenchTarget[];
  connections: number;
  duration: number;
  budget: string;
}): Promise<BenchRow[]> {
  const { server, base, headers, targets, connections, duration, budget } = options;
  if (WARMUP_SECONDS > 0)
    console.log(`Warm-up: ${WARMUP_SECONDS} s of load on each endpoint, not measured …`);
  for (const target of targets) {
    await prime(base, target.path, headers);
    if (WARMUP_SECONDS > 0) {
      await loadGets(server, {
        url: base,
        connections,
        duration: WARMUP_SECONDS,
        path: target.path,
        headers,
      });
    }
  }
  const rows: BenchRow[] = [];
  for (const target of targets) {
    console.log(`${target.name}: ${connections} connections, ${duration} s …`);
    const load = { url: base, connections, duration, path: target.path, headers };
    const { r, cpuPerRequest } = await loadGets(server, load);
    rows.push({ name: target.name, r, budget, cpuPerRequest });
  }
  return rows;
}

/** Transport failures plus every row over the p99 budget or with an answer other than 200. */
export function latencyFailures(rows: BenchRow[], p99BudgetMs: number): string[] {
  const failures = transportFailures(rows);
  for (const { name, r } of rows) {
    if (r.latency.p99 > p99BudgetMs) failures.push(`${name}: p99 ${r.latency.p99} ms > ${p99BudgetMs} ms`);
    if ((r.statusCodeStats['200']?.count ?? 0) !== r.requests.total) {
      failures.push(`${name}: not every answer was 200 (${statuses(r)})`);
    }
  }
  return failures;
}
