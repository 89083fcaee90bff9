import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A second process tried to open an embedded data folder that a live process holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Hub process (pid ${holderPid}). ` +
        'Stop that process first, or give this one another DATA_DIR (the embedded database allows one process).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Creates the lock file holding this pid, or returns false when it exists. The pid is written to a private
 * file first and hard-linked into place (link fails with EEXIST atomically, like O_EXCL), so nobody ever
 * reads a lock file that exists but holds no pid yet.
 */
function createLockFile(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600, flag: 'w' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/**
 * Takes the embedded database's exclusive lock: `<dataDir>/hub.lock`, created exclusively and holding this
 * process's pid. A lock whose pid is no longer running (a crash, a SIGKILL) is stale and replaced; a live
 * holder makes this throw DataDirLockedError. PGlite has no lock of its own, and two processes writing one
 * folder lose acknowledged writes.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'hub.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLockFile(file)) {
      const release = () => {
        if (readHolder(file) === process.pid) unlinkSync(file);
        process.off('exit', release);
      };
      // process.exit() skips the close path; the lock must not outlive the process that holds it.
      process.on('exit', release);
      return { file, release };
    }
    const holder = readHolder(file);
    if (holder !== null && holder !== process.pid && isAlive(holder))
      throw new DataDirLockedError(dataDir, holder);
    // Stale (dead holder, or a pid reused by this very process after a restart in a container).
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
