import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@server/db/data-dir-lock';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The embedded database allows one process per DATA_DIR: a second `bin/serve.ts` on the same folder exits
 * with a clear message, and a lock left by a killed process does not block the next start.
 */

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-lock-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Child {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, env: Record<string, string> = {}): Child {
  const childEnv: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, ...env };
  delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: childEnv });
  children.push(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function holdDataDir(): Promise<Child> {
  const holder = run('tests/support/hold-data-dir.ts');
  await new Promise<void>((resolve, reject) => {
    holder.child.stdout?.on('data', () => {
      if (holder.output().includes('holding')) resolve();
    });
    holder.exited.then((code) => reject(new Error(`holder exited (${code}):\n${holder.output()}`)));
  });
  return holder;
}

describe('the embedded DATA_DIR lock', () => {
  it('makes a second bin/serve.ts on the same folder exit 1 with a clear message', async () => {
    const holder = await holdDataDir();
    const lockFile = path.join(dataDir, 'hub.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(holder.child.pid));

    const [port, chatbotPort] = [await freePort(), await freePort()];
    const second = run('bin/serve.ts', {
      PORT: String(port),
      CHATBOT_PORT: String(chatbotPort),
      LOG_LEVEL: 'silent',
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another Hub process (pid ${holder.child.pid}).`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);

    holder.child.kill('SIGTERM');
    expect(await holder.exited).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 60_000);

  it('replaces the lock of a killed process, so the next start opens the folder', async () => {
    const killed = await holdDataDir();
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(existsSync(path.join(dataDir, 'hub.lock'))).toBe(true);

    const next = await holdDataDir();
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  }, 60_000);

  it('refuses a live holder in the same process tree and releases only its own lock', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hub-lock-unit-'));
    try {
      // The parent of this process is alive and is not this process.
      writeFileSync(path.join(dir, 'hub.lock'), `${process.ppid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      rmSync(path.join(dir, 'hub.lock'));

      const lock = acquireDataDirLock(dir);
      // A lock holding this very pid is a restart's leftover (pid 1 in a container), not a rival.
      expect(() => acquireDataDirLock(dir)).not.toThrow();
      lock.release();
      expect(existsSync(lock.file)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
