/**
 * Issue 31, item 1: the CLI writes with the app's writer (src/node/atomicWrite.ts). Before, the
 * CLI's own writer replaced whatever was at the path: a read-only file was overwritten with its
 * mode widened, links and FIFOs became plain files, `/dev/null` (as root) became a file, nothing
 * was fsynced, and `--out /dev/stdout` could not pipe.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WriteFailure, writeFileAtomic } from '../../../src/cli/writeAtomic.ts';
import { run } from '../cli/runCli.ts';
import { nodeAtomicFs, type AtomicFs } from '../../../src/node/atomicWrite.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'innosizer-writer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const WRITER = resolve('src/cli/writeAtomic.ts');

/** Runs the CLI writer in a child whose stdout is a pipe; returns what it printed and its status. */
function inChild(target: string, data: string): { stdout: string; stderr: string; status: number } {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import { writeFileAtomic } from ${JSON.stringify(WRITER)};
       writeFileAtomic(${JSON.stringify(target)}, ${JSON.stringify(data)}).then(
         () => process.exit(0), (e) => { process.stderr.write(e.message); process.exit(3); });`,
    ],
    { encoding: 'utf8' },
  );
  return { stdout: r.stdout, stderr: r.stderr, status: r.status ?? -1 };
}

describe('the CLI writer keeps what is at the path', () => {
  it('refuses a read-only file (even as root) and leaves it and its mode alone', async () => {
    const f = join(dir, 'profile.json');
    writeFileSync(f, 'old');
    chmodSync(f, 0o444);
    const e = await writeFileAtomic(f, 'new').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(WriteFailure);
    expect((e as Error).message).toBe(
      `cannot write ${f}: the file is read-only (make it writable first, or choose another name)`,
    );
    expect(readFileSync(f, 'utf8')).toBe('old');
    expect(statSync(f).mode & 0o777).toBe(0o444);
  });

  it('keeps a 0600 file 0600', async () => {
    const f = join(dir, 'secret.json');
    writeFileSync(f, 'old');
    chmodSync(f, 0o600);
    await writeFileAtomic(f, 'new');
    expect(readFileSync(f, 'utf8')).toBe('new');
    expect(statSync(f).mode & 0o777).toBe(0o600);
  });

  it('writes a symlink’s target and keeps the link', async () => {
    const real = join(dir, 'real.pdf');
    const link = join(dir, 'link.pdf');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeFileAtomic(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
  });

  it('keeps a hard link’s identity', async () => {
    const a = join(dir, 'a.pdf');
    const b = join(dir, 'b.pdf');
    writeFileSync(a, 'old');
    linkSync(a, b);
    await writeFileAtomic(a, 'new');
    expect(readFileSync(b, 'utf8')).toBe('new');
    expect(statSync(a).ino).toBe(statSync(b).ino);
  });

  it('refuses a FIFO, leaving it a FIFO', async () => {
    const fifo = join(dir, 'pipe.pdf');
    execFileSync('mkfifo', [fifo]);
    const e = await writeFileAtomic(fifo, 'x').catch((x: unknown) => x);
    expect((e as Error).message).toBe(
      `cannot write ${fifo}: it is a named pipe (FIFO), not a regular file; choose a file name`,
    );
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it('refuses /dev/null instead of replacing the device (the child runs as this user, root here)', () => {
    const r = inChild('/dev/null', 'x');
    expect(r.status).toBe(3);
    expect(r.stderr).toBe(
      'cannot write /dev/null: it is a device, not a regular file; choose a file name',
    );
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('pipes to /dev/stdout', () => {
    const r = inChild('/dev/stdout', '%PDF-1.7 piped');
    expect(r).toEqual({ stdout: '%PDF-1.7 piped', stderr: '', status: 0 });
  });

  it('fsyncs the file and its folder before reporting success', async () => {
    const calls: string[] = [];
    const counting: AtomicFs = {
      ...nodeAtomicFs,
      async open(p, flags, mode) {
        const h = await nodeAtomicFs.open(p, flags, mode);
        return {
          ...h,
          writeFile: (d) => h.writeFile(d),
          close: () => h.close(),
          sync: async () => {
            calls.push('sync file');
            await h.sync();
          },
        };
      },
      rename: async (a, b) => {
        calls.push('rename');
        await nodeAtomicFs.rename(a, b);
      },
      syncDir: async (d) => {
        calls.push(`sync ${d}`);
        await nodeAtomicFs.syncDir(d);
      },
    };
    await writeFileAtomic(join(dir, 'r.pdf'), 'x', counting);
    expect(calls).toEqual(['sync file', 'rename', `sync ${dir}`]);
  });
});

describe('standard output as a PDF destination', () => {
  it('report --json --out /dev/stdout is refused: both would write to stdout', async () => {
    const r = await run(['report', '--json', '--out', '/dev/stdout']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--out: standard output carries this command's other output/);
  });

  it('fleet --report /dev/stdout is refused: the table is on stdout', async () => {
    const r = await run(['fleet', 'inventory.csv', '--report', '/dev/stdout']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--report: standard output carries/);
  });
});
