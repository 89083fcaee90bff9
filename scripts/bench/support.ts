import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
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

/** `bin/serve.ts` on the embedded database in `dataDir`; resolves once it prints 'Hub is running'. */
export async function startServer(dataDir: string, port: number, chatbotPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bin/serve.ts')], {
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
}

/** The markdown table of the README and a line about the machine (its load is part of the figures). */
export function printTable(rows: BenchRow[], setup: string): void {
  console.log('\n| Endpoint | Requests | Throughput (req/s) | p50 (ms) | p99 (ms) | Statuses | Budget |');
  console.log('|---|---:|---:|---:|---:|---|---|');
  for (const { name, r, budget } of rows) {
    console.log(
      `| ${name} | ${r.requests.total} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${statuses(r)} | ${budget} |`,
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

/** One endpoint to load: its name in the table and a path (called per request, so it may vary). */
export interface BenchTarget {
  name: string;
  path: () => string;
}

/**
 * Loads each target in turn over loopback (GET, `connections` connections, no pipelining, `duration` s),
 * after 20 warm-up requests each (JIT and first queries); answers the rows for `printTable`.
 */
export async function loadTargets(options: {
  base: string;
  headers: Record<string, string>;
  targets: BenchTarget[];
  connections: number;
  duration: number;
  budget: string;
}): Promise<BenchRow[]> {
  const { base, headers, targets, connections, duration, budget } = options;
  for (const target of targets) {
    for (let i = 0; i < 20; i += 1) await (await fetch(`${base}${target.path()}`, { headers })).arrayBuffer();
  }
  const rows: BenchRow[] = [];
  for (const target of targets) {
    console.log(`${target.name}: ${connections} connections, ${duration} s …`);
    const r = await autocannon({
      url: base,
      connections,
      duration,
      pipelining: 1,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          path: target.path(),
          headers,
          setupRequest: (request) => ({ ...request, path: target.path() }),
        },
      ],
    });
    rows.push({ name: target.name, r, budget });
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
