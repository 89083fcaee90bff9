import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '@server/db/data-dir-lock';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runScript, type ScriptProcess } from '../support/serve-process';

/**
 * The embedded database allows one process per DATA_DIR: a second `bin/serve.ts` on the same folder exits
 * with a clear message, and a lock left by a killed process does not block the next start.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-lock-'));
const children: ScriptProcess[] = [];
afterAll(() => {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function run(script: string, env: Record<string, string> = {}): ScriptProcess {
  const started = runScript(script, { DATA_DIR: dataDir, ...env }, ['DATABASE_URL']);
  children.push(started);
  return started;
}

async function holdDataDir(): Promise<ScriptProcess> {
  const holder = run('tests/support/hold-data-dir.ts');
  await holder.waitFor('holding');
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

    // Opening the folder is the point here (the clean SIGTERM exit is the first test's).
    const next = await holdDataDir();
    expect(readFileSync(path.join(dataDir, 'hub.lock'), 'utf8').trim()).toBe(String(next.child.pid));
    next.child.kill('SIGTERM');
    await next.exited;
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
