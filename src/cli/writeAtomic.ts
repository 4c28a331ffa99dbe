/**
 * The CLI's one way to write a file it produces (a report PDF, the price overlay): the data goes
 * to a hidden temporary file next to the target, then a rename replaces the target, so a failure
 * never leaves half a file. A failure names the user's file and says why in words, never the
 * temporary file's name (a read-only folder refused `.report.pdf.4242.1700000000000.tmp`; issue 16).
 */
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

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

/** Why a write in `folder` failed, in words ("the folder /x is read-only for you"). */
function reason(
  e: NodeJS.ErrnoException,
  folder: string,
  temporary: string,
  target: string,
): string {
  switch (e.code) {
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
      return (e.message ?? String(e)).split(temporary).join(target);
  }
}

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  const tmp = join(folder, `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, path);
  } catch (e) {
    await rm(tmp, { force: true });
    const err = e as NodeJS.ErrnoException;
    throw new WriteFailure(path, reason(err, folder, tmp, path), err.code);
  }
}
