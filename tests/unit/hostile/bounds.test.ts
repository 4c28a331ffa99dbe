/**
 * Issue 31, item 2: every file read has a bound. Before, `predict --scenario /dev/zero` grew to
 * 10 GB and never ended (as did fleet, --targets, report --compare and `import /dev/urandom`), and a
 * 200 MB scenario was read whole. Now a file read whole must be a regular file within its kind's
 * bound (the message gives the bound); benchmark files are streamed from files or pipes only.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../cli/runCli.ts';
import { readTextFile, TEXT_LIMITS } from '../../../src/cli/readText.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-bounds-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('files read whole are bounded', () => {
  it.each([
    [
      ['predict', '--scenario', '/dev/zero'],
      /--scenario: cannot read \/dev\/zero: zero is a device, not a regular file/,
    ],
    [['fleet', '/dev/zero'], /cannot read \/dev\/zero: zero is a device/],
    [
      ['report', '--json', '--compare', '/dev/urandom'],
      /--compare: cannot read \/dev\/urandom: urandom is a device/,
    ],
  ])('%j is refused at once', async (argv, message) => {
    const r = await run(argv);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(message);
  });

  it('fleet --targets /dev/urandom is refused', async () => {
    const inventory = join(dir, 'fleet.csv');
    writeFileSync(inventory, 'name,instance,storage,size,tables\ndb1,m6i.large,gp3,500,1000\n');
    const r = await run(['fleet', inventory, '--targets', '/dev/urandom']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--targets: cannot read \/dev\/urandom: urandom is a device/);
  });

  it('a 200 MB scenario is refused with the bound in the message, without reading it', async () => {
    const big = join(dir, 'big.innosizer.json');
    writeFileSync(big, '');
    truncateSync(big, 200 * 1024 * 1024); // sparse: nothing is written to disk
    const before = process.memoryUsage().rss;
    const r = await run(['predict', '--scenario', big]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/big\.innosizer\.json is 200 MiB; a scenario file is at most 16 MiB/);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('a FIFO without a writer is refused, not waited on', () => {
    const fifo = join(dir, 'scenario.fifo');
    execFileSync('mkfifo', [fifo]);
    expect(() => readTextFile(fifo)).toThrow(
      /scenario\.fifo is a named pipe \(FIFO\), not a regular file/,
    );
  });

  it('each kind has its bound', () => {
    expect(TEXT_LIMITS.scenario.bytes).toBe(16 * 1024 * 1024);
    const inventory = join(dir, 'fleet.csv');
    writeFileSync(inventory, '');
    truncateSync(inventory, TEXT_LIMITS.inventory.bytes + 1);
    expect(() => readTextFile(inventory, 'inventory')).toThrow(
      /fleet\.csv is 3 MiB; a fleet inventory is at most 2 MiB/,
    );
  });
});

describe('benchmark files are streamed from files and pipes only', () => {
  it('import /dev/urandom is refused', async () => {
    const r = await run(['import', '/dev/urandom']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/urandom: cannot read the file: it is a device, not a file or a pipe/);
  });

  it('a file of no known format is not read past its first 8 KiB', async () => {
    const junk = join(dir, 'junk.bin');
    // 64 MiB of one byte: the format is unknown after 8 KiB, the rest is not read.
    writeFileSync(junk, Buffer.alloc(64 * 1024 * 1024, 0x01));
    const started = Date.now();
    const r = await run(['import', junk]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unrecognised format/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
