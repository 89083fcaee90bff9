import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';

/**
 * DATA_DIR holds the database, the session secret and the outbox mail: only the server's own user may
 * reach it. Folders are 0700, files 0600, and the process umask is 077 so that files made by libraries
 * (PGlite's database files) are private too.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_UMASK = 0o077;

/** Sets the process umask to 077 (bin/serve.ts and the scripts that write DATA_DIR call it first). */
export function setPrivateUmask(): void {
  process.umask(PRIVATE_UMASK);
}

/** Creates `dir` (and missing parents) as 0700, and tightens it to 0700 when it already existed. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/** The same as makePrivateDir, without blocking (for request paths such as writing a mail). */
export async function makePrivateDirAsync(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}
