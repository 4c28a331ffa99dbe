/**
 * The CLI's one way to write a file it produces (a report PDF, a calibration profile, the price
 * overlay): the app's writer (src/node/atomicWrite.ts, shared with the Electron main process), so
 * the CLI and the app treat an existing file alike: a symlink's target is written, a read-only
 * file, a folder, a device, a FIFO or a socket is refused (standard output is written through, so
 * `--out /dev/stdout` pipes), the mode and hard links are kept, and file and folder are fsynced
 * before and after the rename. A failure names the user's file and says why in words, never the
 * temporary file's name (a read-only folder refused `.report.pdf.4242.1700000000000.tmp`; issue 16).
 */
import { dirname } from 'node:path';
import type { AtomicFs } from '../node/atomicWrite.ts';
import { nodeAtomicFs, writeFileAtomic as writeShared } from '../node/atomicWrite.ts';

/** A failure to write `target`, naming it. */
export class WriteFailure extends Error {
  constructor(
    readonly target: string,
    why: string,
    readonly code: string | undefined,
  ) {
    super(`cannot write ${target}: ${why}`);
  }
}

/** Why a write of `target` failed, in words ("the folder /x is read-only for you"). */
function reason(e: NodeJS.ErrnoException, target: string): string {
  const folder = dirname(target);
  switch (e.code) {
    case 'EREADONLY':
      return 'the file is read-only (make it writable first, or choose another name)';
    case 'ENOTFILE':
      return `it is ${(e as { kind?: string }).kind ?? 'a special file'}, not a regular file; choose a file name`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied: the folder ${folder} does not let you create files`;
    case 'EROFS':
      return `${folder} is on a read-only file system`;
    case 'ENOENT':
      return `the folder ${folder} does not exist`;
    case 'ENOSPC':
      return 'the disk is full';
    case 'EDQUOT':
      return 'your disk quota is used up';
    case 'EISDIR':
      return `${target} is a folder`;
    default:
      // The shared writer's own messages already name the file, never the temporary one.
      return e.message ?? String(e);
  }
}

export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  fs: AtomicFs = nodeAtomicFs,
): Promise<void> {
  try {
    await writeShared(path, data, fs);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new WriteFailure(path, reason(err, path), err.code);
  }
}
