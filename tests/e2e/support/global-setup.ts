import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Builds the web app (or takes the build named by E2E_WEB_DIR) and starts the real product (API, static
 * app, chatbot) once for the browser tests, on free ports, with its own build folder and a fresh embedded database in a temporary DATA_DIR,
 * so runs never collide with `npm start` or with each other.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chatbotUrl: string;
    dataDir: string;
  }
}

/**
 * Waits until the product answers `url`, for as long as it runs: a busy machine starts it slowly, so
 * only its exit ends the wait (with what it printed), never a deadline.
 */
async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The product exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export default async function setup(project: TestProject) {
  const root = process.cwd();
  const port = await freePort();
  const chatbotPort = Number(process.env.E2E_CHATBOT_PORT) || (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const chatbotUrl = `http://localhost:${chatbotPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-e2e-'));
  const webDir = join(dataDir, 'web');
  const prebuilt = process.env.E2E_WEB_DIR;
  if (prebuilt) {
    // A build `npm run build` has just made with VITE_CHATBOT_URL on E2E_CHATBOT_PORT (CI builds once).
    if (!process.env.E2E_CHATBOT_PORT)
      throw new Error('E2E_WEB_DIR needs the E2E_CHATBOT_PORT it was built for');
    cpSync(prebuilt, webDir, { recursive: true });
  } else {
    // The production build people get: vitest runs with NODE_ENV=test, which would give React's development
    // build (StrictMode then mounts every page twice, and each page's machine fetches twice).
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', webDir, '--emptyOutDir'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', VITE_CHATBOT_URL: chatbotUrl },
    });
    // The public pages as `npm run build` makes them: prerendered, hydrated in the browser.
    execFileSync('npx', ['tsx', 'scripts/prerender.ts', webDir], { cwd: root, stdio: 'inherit' });
  }
  const child = spawn('npx', ['tsx', 'bin/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      SMTP_URL: '',
      PORT: String(port),
      CHATBOT_PORT: String(chatbotPort),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      // The tests whose inquiries must come from another client address reach the product as 127.0.0.1
      // (forms-without-scripts, hire-us-offline): it is one of the site's origins too, or its forms posted
      // without scripts would be refused as cross-site. The first stays the pages' own (their hreflang).
      SITE_ORIGIN: `${baseUrl},${baseUrl.replace('//localhost:', '//127.0.0.1:')}`,
      // As behind one reverse proxy: a file whose sign-ups, logins or inquiries must not spend the hourly
      // limits of the others says which client it is (X-Forwarded-For, `clientAddress` in support/browser.ts).
      // Without the header the client is the socket's peer, as without a proxy.
      TRUST_PROXY: '1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(`${baseUrl}/api/health`, child, () => output);
  await waitForHealth(`${chatbotUrl}/health`, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('chatbotUrl', chatbotUrl);
  project.provide('dataDir', dataDir);

  return async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
          resolve(undefined);
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
