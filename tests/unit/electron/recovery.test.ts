import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RECOVERY_FILE_NAME,
  RecoveryStore,
  type RecoveryClock,
} from '../../../electron/main/recovery.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innosizer-recovery-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A manual clock: time moves and timers fire only when the test says so. */
function manualClock() {
  let now = 0;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: RecoveryClock = {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
  };
  return {
    clock,
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
    pending: () => timers.length,
  };
}

describe('RecoveryStore', () => {
  it('writes the first snapshot at once and later ones at most once per interval', async () => {
    const time = manualClock();
    const writes: string[] = [];
    const store = new RecoveryStore(dir, {
      intervalMs: 5000,
      clock: time.clock,
      write: async (_p, text) => void writes.push(text),
    });
    await store.update('v1');
    await store.update('v2');
    await store.update('v3');
    expect(writes).toEqual(['v1']);
    expect(time.pending()).toBe(1);
    time.advance(5000);
    await store.flush();
    expect(writes).toEqual(['v1', 'v3']);
  });

  it('round-trips through the user-data directory and is cleared after a save', async () => {
    const store = new RecoveryStore(dir);
    await store.update('{"unsaved":true}');
    expect(readFileSync(path.join(dir, RECOVERY_FILE_NAME), 'utf8')).toBe('{"unsaved":true}');
    // The next session (a new store on the same directory) finds it.
    expect(await new RecoveryStore(dir).load()).toBe('{"unsaved":true}');
    await store.clear();
    expect(existsSync(path.join(dir, RECOVERY_FILE_NAME))).toBe(false);
    expect(await store.load()).toBeNull();
  });

  it('does not write a pending snapshot after a clear', async () => {
    const time = manualClock();
    const store = new RecoveryStore(dir, { intervalMs: 1000, clock: time.clock });
    await store.update('first');
    await store.update('pending');
    await store.clear();
    time.advance(2000);
    await store.flush();
    expect(await store.load()).toBeNull();
  });

  it('ignores a snapshot that is not a regular file or is too large', async () => {
    const file = path.join(dir, RECOVERY_FILE_NAME);
    writeFileSync(file, Buffer.alloc(16 * 1024 * 1024 + 1, 32));
    expect(await new RecoveryStore(dir).load()).toBeNull();
    rmSync(file);
    expect(await new RecoveryStore(dir).load()).toBeNull();
  });

  it('survives a failing write (the next update tries again)', async () => {
    let fail = true;
    const writes: string[] = [];
    const store = new RecoveryStore(dir, {
      intervalMs: 0,
      write: async (_p, text) => {
        if (fail) throw new Error('EACCES');
        writes.push(text);
      },
    });
    await store.update('a');
    fail = false;
    await store.update('b');
    expect(writes).toEqual(['b']);
  });
});
