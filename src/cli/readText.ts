/**
 * Reads a user's text file (scenario, inventory, targets, the price overlay) for the CLI: the bytes
 * decoded by the core's one decoder (src/core/encoding.ts), so a UTF-8 byte-order mark or a UTF-16
 * file reads as its text. Every read is bounded by the kind of file (`TEXT_LIMITS`): a file over
 * its bound is refused with the bound in the message before anything is read, and only regular
 * files are read (a folder, /dev/zero, /dev/urandom or a FIFO is refused: such a file has no end,
 * and these files are read whole, not streamed).
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { decodeTextFile } from '../core/encoding.ts';
import { formatInt } from '../core/format/index.ts';
import { MAX_OVERLAY_BYTES } from '../core/catalog/offer/overlay.ts';
import { fileKindOf } from '../node/atomicWrite.ts';

export { fileKindOf };

const MIB = 1024 * 1024;

/** The largest file of each kind the CLI reads whole, in bytes, and what it is called. */
export const TEXT_LIMITS = {
  /** A scenario is a few KiB; the app opens up to 16 MiB (electron/main/fileAccess.ts). */
  scenario: { bytes: 16 * MIB, what: 'a scenario file' },
  /**
   * About 20,000 servers of 100 bytes a row. Each is sized by a search of its own: 20,000 take
   * about a minute and 350 MB (`npm run bench -- memory`), a larger fleet runs past the 500 MB goal
   * and for many minutes; split it into several inventories.
   */
  inventory: { bytes: 2 * MIB, what: 'a fleet inventory' },
  targets: { bytes: 2 * MIB, what: 'a targets file' },
  overlay: { bytes: MAX_OVERLAY_BYTES, what: 'the catalog overlay' },
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** A file this reader refuses: not a regular file, or over its bound. */
export class FileRefused extends Error {
  constructor(
    message: string,
    readonly code: 'ENOTFILE' | 'EFBIG',
  ) {
    super(message);
  }
}

export function readTextFile(path: string, kind: TextKind = 'scenario'): string {
  const limit = TEXT_LIMITS[kind];
  // Non-blocking, so a FIFO without a writer is refused instead of waiting for one.
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    if (!info.isFile())
      throw new FileRefused(
        `${basename(path)} is ${fileKindOf(info)}, not a regular file (${limit.what} is read whole)`,
        'ENOTFILE',
      );
    if (info.size > limit.bytes) throw tooLarge(path, info.size, limit);
    // The size said; read at most one byte more, so a file still growing cannot pass the bound.
    const buf = Buffer.alloc(info.size + 1);
    let n = 0;
    for (let got = -1; got !== 0 && n < buf.length; n += got)
      got = readSync(fd, buf, n, buf.length - n, null);
    if (n > limit.bytes) throw tooLarge(path, n, limit);
    return decodeTextFile(buf.subarray(0, n));
  } finally {
    closeSync(fd);
  }
}

function tooLarge(
  path: string,
  bytes: number,
  limit: { bytes: number; what: string },
): FileRefused {
  return new FileRefused(
    `${basename(path)} is ${formatInt(Math.ceil(bytes / MIB))} MiB; ${limit.what} is at most ${formatInt(limit.bytes / MIB)} MiB`,
    'EFBIG',
  );
}
