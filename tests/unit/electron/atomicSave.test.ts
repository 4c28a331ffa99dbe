import { spawn } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  chmodSync,
  utimesSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  nodeAtomicFs,
  removeStaleTemporaries,
  temporaryPathFor,
  writeFileAtomic,
  type AtomicFs,
} from '../../../src/node/atomicWrite.ts';

let dir: string;
let target: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innosizer-save-'));
  target = path.join(dir, 'prod.innosizer.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file system that fails part-way through writing the temporary file, as a full disk would. */
function failingMidWrite(): AtomicFs {
  return {
    ...nodeAtomicFs,
    async open(filePath, flags, mode) {
      const handle = await nodeAtomicFs.open(filePath, flags, mode);
      return {
        async writeFile(data) {
          const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
          await handle.writeFile(bytes.subarray(0, Math.floor(bytes.length / 2)));
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      };
    },
  };
}

describe('writeFileAtomic', () => {
  it('creates a new file', async () => {
    await writeFileAtomic(target, '{"v":1}');
    expect(readFileSync(target, 'utf8')).toBe('{"v":1}');
    expect(readdirSync(dir)).toEqual(['prod.innosizer.json']);
  });

  it('replaces an existing file and keeps its permissions', async () => {
    writeFileSync(target, 'old');
    if (process.platform !== 'win32') chmodSync(target, 0o600);
    await writeFileAtomic(target, new TextEncoder().encode('new'));
    expect(readFileSync(target, 'utf8')).toBe('new');
    if (process.platform !== 'win32') expect(statSync(target).mode & 0o777).toBe(0o600);
  });

  it('leaves the previous file intact and no temporary file when the write fails half-way', async () => {
    writeFileSync(target, 'previous complete content');
    await expect(writeFileAtomic(target, 'x'.repeat(100_000), failingMidWrite())).rejects.toThrow(
      /ENOSPC/,
    );
    expect(readFileSync(target, 'utf8')).toBe('previous complete content');
    expect(readdirSync(dir)).toEqual(['prod.innosizer.json']);
  });

  it('leaves the previous file intact when the rename fails', async () => {
    writeFileSync(target, 'previous');
    const fs: AtomicFs = {
      ...nodeAtomicFs,
      rename: async () => {
        throw Object.assign(new Error('EXDEV'), { code: 'EXDEV' });
      },
    };
    await expect(writeFileAtomic(target, 'next', fs)).rejects.toThrow(/EXDEV/);
    expect(readFileSync(target, 'utf8')).toBe('previous');
    expect(readdirSync(dir)).toEqual(['prod.innosizer.json']);
  });

  it('retries a rename refused for a moment (a virus scanner holding the file on Windows)', async () => {
    let refusals = 2;
    const fs: AtomicFs = {
      ...nodeAtomicFs,
      rename: async (from, to) => {
        if (refusals-- > 0) throw Object.assign(new Error('EBUSY'), { code: 'EBUSY' });
        await nodeAtomicFs.rename(from, to);
      },
    };
    await writeFileAtomic(target, 'done', fs);
    expect(readFileSync(target, 'utf8')).toBe('done');
  });

  it('writes the temporary file next to the target (same file system, hidden)', () => {
    const tmp = temporaryPathFor('/data/x.innosizer.json', 'abc');
    expect(tmp).toBe(path.join('/data', '.x.innosizer.json.abc.tmp'));
  });

  it('keeps the previous file when the process is killed in the middle of a save', async () => {
    writeFileSync(target, 'previous complete content');
    // A child process starts a large atomic save, reports that the temporary file is half
    // written, and is killed with SIGKILL before it can rename.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `
        import { writeFileAtomic, nodeAtomicFs } from ${JSON.stringify(path.resolve('src/node/atomicWrite.ts'))};
        const fs = { ...nodeAtomicFs, async open(p, f, m) {
          const h = await nodeAtomicFs.open(p, f, m);
          return { async writeFile(d) { await h.writeFile(d.slice(0, d.length / 2)); await h.sync();
                   process.stdout.write('half\\n'); await new Promise(() => {}); },
                   sync: () => h.sync(), close: () => h.close() };
        } };
        await writeFileAtomic(${JSON.stringify(target)}, 'n'.repeat(1_000_000), fs);
        `,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('half')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`child exited early with ${code}`)));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    expect(readFileSync(target, 'utf8')).toBe('previous complete content');
    const leftovers = readdirSync(dir).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toHaveLength(1);
    // The next save succeeds despite the leftover temporary file.
    await writeFileAtomic(target, 'after the crash');
    expect(readFileSync(target, 'utf8')).toBe('after the crash');
  });

  it('removes temporary files left by a killed save once they are old, and nothing else', async () => {
    writeFileSync(target, 'current');
    const stale = temporaryPathFor(target, 'aa11');
    const fresh = temporaryPathFor(target, 'bb22');
    const otherFile = temporaryPathFor(path.join(dir, 'other.innosizer.json'), 'cc33');
    for (const f of [stale, fresh, otherFile]) writeFileSync(f, 'partial');
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(stale, hourAgo, hourAgo);
    utimesSync(otherFile, hourAgo, hourAgo);
    expect(await removeStaleTemporaries(target)).toEqual([stale]);
    expect(readdirSync(dir).sort()).toEqual(
      [path.basename(fresh), path.basename(otherFile), 'prod.innosizer.json'].sort(),
    );
    expect(await removeStaleTemporaries(path.join(dir, 'missing-dir', 'x.json'))).toEqual([]);
  });
});
