import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMemoryLogger } from '@server/logger';
import { createMailer } from '@server/mail/create-mailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startServe } from '../support/serve-process';

/**
 * DATA_DIR is for the server's user only: it and its folders are 0700, the server's files 0600. PGlite
 * (Emscripten's NODEFS) chmods its database files 0666 whatever the umask; the 0700 folders above them
 * are what keeps others out, so those files are checked through their folders.
 */

const parent = mkdtempSync(path.join(tmpdir(), 'hub-modes-'));
let server: Awaited<ReturnType<typeof startServe>> | undefined;
afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(parent, { recursive: true, force: true });
});

/** Every folder under `dir` (itself included), and every file outside `skipFilesIn`, that lets group or others in. */
function openToOthers(dir: string, skipFilesIn: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = statSync(entry);
    const checked = stat.isDirectory() || !entry.startsWith(`${skipFilesIn}${path.sep}`);
    if (checked && (stat.mode & 0o077) !== 0)
      found.push(`${path.relative(parent, entry)} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

async function waitForMail(dir: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (readdirSync(dir, { withFileTypes: true }).some((entry) => entry.name === 'mail')) {
      if (readdirSync(path.join(dir, 'mail')).some((name) => name.endsWith('.eml'))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no mail was written');
}

describe('file modes under DATA_DIR', () => {
  it('bin/serve.ts keeps the database, the secret and the mails private, even in a folder made 0755', async () => {
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    server = await startServe({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const { port } = server;
    const res = await fetch(`http://127.0.0.1:${port}/api/users/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@hub.example' }),
    });
    expect(res.status).toBe(200);
    await waitForMail(dataDir);

    expect(statSync(path.join(dataDir, 'db')).isDirectory()).toBe(true);
    expect(statSync(path.join(dataDir, 'jwt-secret')).isFile()).toBe(true);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'db')).mode & 0o777).toBe(0o700);
    expect(openToOthers(dataDir, path.join(dataDir, 'db'))).toEqual([]);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('the file mailer writes 0600 mails in a 0700 folder whatever the umask', async () => {
    const dataDir = path.join(parent, 'mailer');
    const previous = process.umask(0);
    try {
      const mailer = createMailer(
        { smtpUrl: undefined, mailFrom: 'Hub <no-reply@hub.example>', dataDir },
        createMemoryLogger(),
      );
      await mailer.send({
        to: 'a@b.example',
        subject: 'Hello',
        text: 'Your code is 123456',
        html: '<p>Your code is 123456</p>',
      });
    } finally {
      process.umask(previous);
    }
    const mailDir = path.join(dataDir, 'mail');
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(statSync(path.join(mailDir, file!)).mode & 0o777).toBe(0o600);
  });
});
