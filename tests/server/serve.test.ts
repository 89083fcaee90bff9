import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/bench/support';

/**
 * The real process (`tsx bin/serve.ts`) on the embedded database in a temporary DATA_DIR: start, serve,
 * finish an in-flight request after SIGTERM, exit 0; a second start reuses the database without seeding.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(env: Record<string, string>): Promise<Running> {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bin/serve.ts'], { cwd: root, env: childEnv });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (output.includes('Hub is running on')) resolve();
    };
    child.stdout?.on('data', check);
    exited.then((code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
  return { child, output: () => output, exited };
}

/** Sends a request whose body arrives in two parts, so it is still in flight when we signal. */
function startSlowRequest(port: number): { sendRest: () => void; response: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const body = '{"a":1234}';
  socket.write(
    `POST /api/health HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const response = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  return { sendRest: () => socket.end(body.slice(5)), response };
}

describe('bin/serve.ts', () => {
  it('starts, serves, shuts down gracefully, and restarts on the same data', async () => {
    const port = await freePort();
    const chatbotPort = await freePort();
    const env = {
      PORT: String(port),
      CHATBOT_PORT: String(chatbotPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };

    const first = await start(env);
    expect(first.output()).toContain(`Hub is running on http://localhost:${port}`);
    expect(first.output()).toContain('seeded the demo data');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'up' });
    const chatbot = await fetch(`http://127.0.0.1:${chatbotPort}/health`);
    expect(chatbot.status).toBe(200);

    const slow = startSlowRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 200));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    slow.sendRest();
    expect(await slow.response).toMatch(/^HTTP\/1\.1 404 /);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('[server] stopped');

    const second = await start(env);
    expect(second.output()).not.toContain('seeded the demo data');
    const again = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(again.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('refuses to start with a bad variable and names it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bin/serve.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/PORT: must be a port number/);
  }, 60_000);
});
