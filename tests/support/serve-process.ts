import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../scripts/bench/support';

export { freePort };

/** Child processes of the repository's scripts (`tsx bin/serve.ts` and test fixtures) for process-level tests. */

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface ScriptProcess {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the output contains `text`; rejects if the process exits first. */
  waitFor: (text: string) => Promise<void>;
}

/**
 * Runs `script` (a .ts file under the repository) with tsx and `args`. `env` is added to this process's
 * environment; the names in `unset` are removed from it (e.g. DATABASE_URL for an embedded run).
 */
export function runScript(
  script: string,
  env: Record<string, string> = {},
  unset: readonly string[] = [],
  args: readonly string[] = [],
): ScriptProcess {
  const childEnv: Record<string, string | undefined> = { ...process.env, ...env };
  for (const name of unset) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    env: childEnv,
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
      exited.then((code) => reject(new Error(`${script} exited (${code}) before "${text}":\n${output}`)));
    });
  return { child, output: () => output, exited, waitFor };
}

/** Starts `bin/serve.ts` on free ports and waits for its banner. */
export async function startServe(
  env: Record<string, string>,
  unset: readonly string[] = ['DATABASE_URL', 'JWT_SECRET', 'REDIS_URL'],
): Promise<ScriptProcess & { port: number; chatbotPort: number }> {
  const port = await freePort();
  const chatbotPort = await freePort();
  const started = runScript(
    'bin/serve.ts',
    { PORT: String(port), CHATBOT_PORT: String(chatbotPort), ...env },
    unset,
  );
  await started.waitFor('Hub is running on');
  return { ...started, port, chatbotPort };
}
