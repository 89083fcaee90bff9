/**
 * `npm run dev`: the API and chatbot (restarted on change by tsx watch) plus Vite's dev server with hot
 * reload on http://localhost:5173, which proxies /api to the API. Ctrl+C stops both.
 */
import { type ChildProcess, spawn } from 'node:child_process';

// PINODEP008: nlp.js's logger configures pino with a deprecated option and pino warns about it at every
// start; the same flag is in `npm run serve`.
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--disable-warning=PINODEP008', 'bin/serve.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      SITE_ORIGIN: process.env.SITE_ORIGIN ?? 'http://localhost:5173,http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

let stopping = false;
function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
