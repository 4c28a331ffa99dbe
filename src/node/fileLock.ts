/**
 * A lock file next to a file that several processes update by read-modify-write (the catalog
 * overlay: `innosizer catalog update` and the app's File → Import Price List…). The lock is
 * `FILE.lock`, created with O_EXCL (only one process can create it), holding the owner's pid; it is
 * removed when the update ends. A lock whose owner died (kill -9) is taken over once it is older
 * than `staleMs`. Within one process, updates are chained, so they never wait on each other's lock.
 */
import { open, rm, stat } from 'node:fs/promises';
import { basename } from 'node:path';

/** Another process held the lock for longer than the wait. Carries `code` ('ELOCKED'). */
export class LockedError extends Error {
  readonly code = 'ELOCKED';
  constructor(readonly lockPath: string) {
    super(
      `another update of ${basename(lockPath.replace(/\.lock$/, ''))} is running (lock file ${lockPath}); try again when it ends, or remove the lock file if no update is running`,
    );
  }
}

export interface LockOptions {
  /** How long to wait for another process's lock, ms. */
  waitMs?: number;
  /** A lock older than this is left over by a dead process, ms. */
  staleMs?: number;
}

const chains = new Map<string, Promise<unknown>>();

async function acquire(lockPath: string, waitMs: number, staleMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await open(lockPath, 'wx', 0o644);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const age = await stat(lockPath).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > staleMs) {
      await rm(lockPath, { force: true });
      continue;
    }
    if (Date.now() >= deadline) throw new LockedError(lockPath);
    await new Promise((done) => setTimeout(done, 25 + Math.random() * 50));
  }
}

/** Runs `update` holding `FILE.lock`; the lock is removed whatever `update` does. */
export async function withFileLock<T>(
  filePath: string,
  update: () => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const lockPath = `${filePath}.lock`;
  const run = async (): Promise<T> => {
    await acquire(lockPath, options.waitMs ?? 30_000, options.staleMs ?? 120_000);
    try {
      return await update();
    } finally {
      await rm(lockPath, { force: true });
    }
  };
  const previous = chains.get(lockPath) ?? Promise.resolve();
  const next = previous.then(run, run);
  chains.set(
    lockPath,
    next.catch(() => undefined),
  );
  return next;
}
