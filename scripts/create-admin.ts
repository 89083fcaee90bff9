import { parseArgs } from 'node:util';
import { systemClock } from '@lib/clock';
import { createOrPromoteAdmin, passwordProblem } from '@server/auth/admin-account';
import { ConfigError, loadConfig } from '@server/config';
import { migrate, openDatabase } from '@server/db/client';
import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';

/**
 * `npm run create-admin -- --email E`: creates or promotes an administrator on the
 * configured database (embedded PGlite, or PostgreSQL with DATABASE_URL). The password is asked for with
 * hidden input, or read from ADMIN_PASSWORD for scripts. Promoting an existing account ends its sessions.
 * Options: --email <address> (required), --reset-password (also set a new password on an existing account).
 */

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run create-admin -- --email admin@example.org [--reset-password]`);
  process.exit(2);
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return new Promise((resolve) => {
      let data = '';
      stdin.setEncoding('utf8');
      stdin.on('data', (chunk) => {
        data += chunk;
      });
      stdin.on('end', () => resolve(data.replace(/\r?\n$/, '')));
    });
  }
  return new Promise((resolve, reject) => {
    process.stdout.write(question);
    let value = '';
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          cleanup();
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          cleanup();
          process.stdout.write('\n');
          reject(new Error('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    const cleanup = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined && fromEnv !== '') {
    const problem = passwordProblem(fromEnv);
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    return fromEnv;
  }
  if (!process.stdin.isTTY) {
    // Piped: the first line of stdin, checked once, no confirmation.
    const password = (await promptHidden('')).split(/\r?\n/)[0] ?? '';
    const problem = passwordProblem(password);
    if (problem) throw new Error(problem);
    return password;
  }
  for (;;) {
    const password = await promptHidden('New administrator password: ');
    const problem = passwordProblem(password);
    if (problem) {
      console.error(problem);
      continue;
    }
    const again = await promptHidden('Repeat the password: ');
    if (again === password) return password;
    console.error('Passwords do not match');
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'reset-password': { type: 'boolean', default: false } },
    strict: true,
  });
  if (!values.email) usage('--email is required.');

  // The script signs no tokens: a placeholder keeps PostgreSQL runs from needing JWT_SECRET.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'create-admin-signs-no-tokens-placeholder-secret',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const email = values.email.trim().toLowerCase();
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const password = !existing || values['reset-password'] ? await askPassword() : undefined;
    const outcome = await createOrPromoteAdmin(database.db, systemClock, { email, password });
    const where = config.databaseUrl
      ? 'PostgreSQL (DATABASE_URL)'
      : `the embedded database in ${config.dataDir}/db`;
    const said = {
      created: `Created administrator ${email} on ${where}.`,
      promoted: `Promoted ${email} to Admin on ${where}; their existing sessions have ended.`,
      'already-admin': `${email} is already an administrator on ${where}${password ? '; password updated' : ''}.`,
    } as const;
    console.log(said[outcome]);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
