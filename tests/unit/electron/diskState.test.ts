/** Issue 31: Save tells a scenario changed on disk since it was opened (size and content hash). */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskStates } from '../../../electron/main/diskState.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-disk-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DiskStates', () => {
  it('tells a change of content, not a touch; forgets nothing it was not told', async () => {
    const f = join(dir, 'prod.innosizer.json');
    writeFileSync(f, '{"a":1}');
    const states = new DiskStates();
    expect(await states.changedOnDisk(f)).toBe(false); // never read: nothing to lose
    await states.remember(f);
    expect(await states.changedOnDisk(f)).toBe(false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(f, later, later);
    expect(await states.changedOnDisk(f)).toBe(false); // same bytes, newer mtime
    writeFileSync(f, '{"a":2}'); // same size, other bytes
    utimesSync(f, new Date(), new Date(Date.now() + 120_000));
    expect(await states.changedOnDisk(f)).toBe(true);
    await states.remember(f);
    expect(await states.changedOnDisk(f)).toBe(false);
    rmSync(f);
    expect(await states.changedOnDisk(f)).toBe(false); // deleted: saving loses nothing
  });
});
