/**
 * Issue 16, items 6 and 7: saving over special files (symlinks, read-only files, hard links,
 * permission bits, read-only folders) and serialised writes of the recent list; issue 13: file
 * failures as typed values.
 */
import {
  chmodSync,
  linkSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadOnlyFileError, writeFileAtomic } from '../../../src/node/atomicWrite.ts';
import { serialWriter } from '../../../electron/main/recent.ts';
import { fileErrorOf, fileResult, RefusedError } from '../../../electron/main/fileErrors.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'innosizer-special-'));
});
afterEach(() => {
  chmodSync(dir, 0o755);
  rmSync(dir, { recursive: true, force: true });
});

describe('saving over special files', () => {
  it('writes a symlink’s target and keeps the link', async () => {
    const real = path.join(dir, 'real.innosizer.json');
    const link = path.join(dir, 'link.innosizer.json');
    writeFileSync(real, 'old');
    symlinkSync(real, link);
    await writeFileAtomic(link, 'new');
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, 'utf8')).toBe('new');
    expect(readdirSync(dir).sort()).toEqual(['link.innosizer.json', 'real.innosizer.json']);
  });

  it('refuses a read-only file with a message naming it, leaving it unchanged', async () => {
    const file = path.join(dir, 'locked.innosizer.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o444);
    const error = await writeFileAtomic(file, 'new').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReadOnlyFileError);
    expect((error as Error).message).toMatch(/^locked\.innosizer\.json is read-only: .*Save As/);
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(fileErrorOf(error, file)).toEqual({
      code: 'read-only',
      message: (error as Error).message,
    });
  });

  it('keeps the permission bits, whatever the umask', async () => {
    const file = path.join(dir, 'shared.innosizer.json');
    writeFileSync(file, 'old');
    chmodSync(file, 0o664);
    const umask = process.umask(0o077);
    try {
      await writeFileAtomic(file, 'new');
    } finally {
      process.umask(umask);
    }
    expect(statSync(file).mode & 0o777).toBe(0o664);
    expect(readFileSync(file, 'utf8')).toBe('new');
  });

  it('keeps hard links: every name sees the new contents', async () => {
    const a = path.join(dir, 'a.innosizer.json');
    const b = path.join(dir, 'b.innosizer.json');
    writeFileSync(a, 'old');
    linkSync(a, b);
    await writeFileAtomic(a, 'new');
    expect(readFileSync(b, 'utf8')).toBe('new');
    expect(statSync(a).ino).toBe(statSync(b).ino);
    expect(statSync(a).nlink).toBe(2);
  });

  it('in a folder it cannot write, names the user’s file, not the hidden temporary', async () => {
    if (process.getuid?.() === 0) {
      // root writes anywhere; the message rewrite is checked on a simulated EACCES instead.
      const fs = await import('../../../src/node/atomicWrite.ts');
      const target = path.join(dir, 'prod.innosizer.json');
      const failing = {
        ...fs.nodeAtomicFs,
        open: async (p: string) => {
          throw Object.assign(new Error(`EACCES: permission denied, open '${p}'`), {
            code: 'EACCES',
          });
        },
      };
      const error = (await writeFileAtomic(target, 'x', failing).catch((e: unknown) => e)) as Error;
      expect(error.message).toBe(`prod.innosizer.json: cannot write in ${dir}: permission denied`);
      expect(error.message).not.toMatch(/\.tmp/);
      expect(fileErrorOf(error, target).code).toBe('permission-denied');
      return;
    }
    chmodSync(dir, 0o555);
    const target = path.join(dir, 'prod.innosizer.json');
    const error = (await writeFileAtomic(target, 'x').catch((e: unknown) => e)) as Error;
    expect(error.message).toMatch(/^prod\.innosizer\.json: cannot write in .*permission denied/);
  });
});

describe('recent list writes', () => {
  it('happen in the order asked: the last list is the one on disk (200 runs)', async () => {
    const file = path.join(dir, 'recent.json');
    for (let run = 0; run < 200; run++) {
      const write = serialWriter((text) => writeFileAtomic(file, text));
      const first = write(`older ${run}`);
      const second = write(`newer ${run}`);
      await Promise.all([first, second]);
      expect(readFileSync(file, 'utf8')).toBe(`newer ${run}`);
    }
  });

  it('a failed write does not stop the next one', async () => {
    const done: string[] = [];
    const write = serialWriter(async (text) => {
      if (text === 'bad') throw new Error('disk full');
      done.push(text);
    });
    await expect(write('bad')).rejects.toThrow('disk full');
    await write('good');
    expect(done).toEqual(['good']);
  });
});

describe('file failures as values', () => {
  it('map Node errors to kinds with the user’s file named', async () => {
    const f = '/home/u/prod.innosizer.json';
    const errno = (code: string) =>
      Object.assign(new Error(`${code}: something, open '${f}'`), { code });
    expect(fileErrorOf(errno('ENOENT'), f)).toEqual({
      code: 'not-found',
      message: 'prod.innosizer.json no longer exists (moved or deleted)',
    });
    expect(fileErrorOf(errno('EACCES'), f).code).toBe('permission-denied');
    expect(fileErrorOf(errno('EROFS'), f).code).toBe('read-only');
    expect(fileErrorOf(Object.assign(new Error('x is 300 MiB'), { code: 'EFBIG' }), f)).toEqual({
      code: 'too-large',
      message: 'x is 300 MiB',
    });
    expect(fileErrorOf(new RefusedError('not chosen'), f).code).toBe('refused');
    expect(fileErrorOf('weird', null)).toEqual({ code: 'failed', message: 'weird' });
  });

  it('fileResult returns the value or the error, never throws', async () => {
    await expect(fileResult(null, async () => 1)).resolves.toEqual({ ok: true, value: 1 });
    await expect(
      fileResult('/a', async () => {
        throw new RefusedError('no');
      }),
    ).resolves.toEqual({ ok: false, error: { code: 'refused', message: 'no' } });
  });
});
