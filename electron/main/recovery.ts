import path from 'node:path';
import * as fsp from 'node:fs/promises';
import { writeFileAtomic } from '../../src/node/atomicWrite.ts';

/**
 * Crash recovery. While there are unsaved changes the renderer hands main the current scenario
 * text (saveRecovery); main writes it, at most once per `intervalMs`, to one snapshot file in the
 * user-data directory, atomically, so a crash of the app or the machine loses at most one
 * interval of work. A successful save, or closing without keeping changes, clears it; on the next
 * start the renderer asks for it (loadRecovery) and offers to restore it.
 */
export const RECOVERY_FILE_NAME = 'recovery.innosizer.json';
export const MAX_RECOVERY_BYTES = 16 * 1024 * 1024;

export interface RecoveryClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: RecoveryClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface RecoveryOptions {
  intervalMs?: number;
  clock?: RecoveryClock;
  write?: (filePath: string, text: string) => Promise<void>;
}

export class RecoveryStore {
  readonly filePath: string;
  private readonly intervalMs: number;
  private readonly clock: RecoveryClock;
  private readonly write: (filePath: string, text: string) => Promise<void>;
  private pending: string | null = null;
  private timer: unknown = null;
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  /** Serialises writes and clears so a late write never resurrects a cleared snapshot. */
  private queue: Promise<void> = Promise.resolve();

  constructor(userDataDir: string, options: RecoveryOptions = {}) {
    this.filePath = path.join(userDataDir, RECOVERY_FILE_NAME);
    this.intervalMs = options.intervalMs ?? 5_000;
    this.clock = options.clock ?? realClock;
    this.write = options.write ?? ((p, t) => writeFileAtomic(p, t));
  }

  /** Records the latest unsaved text; written now if the last write is older than the interval. */
  update(text: string): Promise<void> {
    this.pending = text;
    const wait = this.lastWriteAt + this.intervalMs - this.clock.now();
    if (wait <= 0) return this.flush();
    if (this.timer === null) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, wait);
    }
    return this.queue;
  }

  /** Writes the pending text, if any. */
  flush(): Promise<void> {
    this.cancelTimer();
    const text = this.pending;
    this.pending = null;
    if (text === null) return this.queue;
    this.lastWriteAt = this.clock.now();
    this.queue = this.queue.then(() => this.write(this.filePath, text)).catch(() => undefined);
    return this.queue;
  }

  /** Forgets the snapshot: after a save, or when the user discards the changes. */
  clear(): Promise<void> {
    this.cancelTimer();
    this.pending = null;
    this.queue = this.queue
      .then(() => fsp.rm(this.filePath, { force: true }))
      .catch(() => undefined);
    return this.queue;
  }

  /** The snapshot left by an earlier session, or null. */
  async load(): Promise<string | null> {
    await this.queue;
    try {
      const stat = await fsp.stat(this.filePath);
      if (!stat.isFile() || stat.size > MAX_RECOVERY_BYTES) return null;
      return await fsp.readFile(this.filePath, 'utf8');
    } catch {
      return null;
    }
  }

  private cancelTimer(): void {
    if (this.timer !== null) {
      this.clock.clearTimeout(this.timer);
      this.timer = null;
    }
  }
}
