import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Stats } from 'node:fs';
import { constants, fstatSync, statSync } from 'node:fs';
import * as fsp from 'node:fs/promises';

/**
 * The one file writer of the app's main process and the CLI (plain Node: electron/main and
 * src/cli both import it; neither imports the other). Atomic file replacement: the data goes to a temporary file in the same directory (same file
 * system, so the rename is atomic), is flushed to disk with fsync, and only then renamed over the
 * target. A crash or an error at any point leaves either the complete old file or the complete
 * new one, never a truncated mix; a failed attempt removes its temporary file.
 * (The pattern of write-file-atomic and of SQLite's rollback journal; POSIX rename(2) replaces
 * the target atomically, and Windows' MoveFileEx with MOVEFILE_REPLACE_EXISTING, which Node's
 * fs.rename uses, does the same for a file on one volume.)
 */

/** The file-system operations atomic saving needs; tests substitute failing ones. */
export interface AtomicFs {
  open(filePath: string, flags: string, mode: number): Promise<AtomicFileHandle>;
  rename(from: string, to: string): Promise<void>;
  rm(filePath: string): Promise<void>;
  /** The existing target's permission bits, or null when it does not exist. */
  modeOf(filePath: string): Promise<number | null>;
  /** What `filePath` is: the file a symlink leads to, its hard-link count; null when absent. */
  inspect(filePath: string): Promise<TargetInfo | null>;
  chmod(filePath: string, mode: number): Promise<void>;
  /** Flushes the directory entry (POSIX); a no-op where unsupported. */
  syncDir(dirPath: string): Promise<void>;
  /** Writes to this process's standard output (a pipe, socket, terminal or redirected file). */
  writeStdout(data: string | Uint8Array): Promise<void>;
}

export interface TargetInfo {
  /** The file itself: a symlink resolved to its target (saving writes the target, keeps the link). */
  realPath: string;
  mode: number;
  /** Hard links to the file; more than one is kept by writing in place. */
  links: number;
  isFile: boolean;
  /** What a non-regular file is, in words ("a folder", "a device", "a named pipe (FIFO)"). */
  kind?: string;
  /** The file is this process's standard output (`--out /dev/stdout`): written through. */
  isStdout?: boolean;
  /** False when this user may not write the file (access(2) W_OK), root included. */
  writable?: boolean;
}

/** A save that must not happen: the target is a folder, a device, a FIFO or a socket. */
export class NotAFileError extends Error {
  readonly code = 'ENOTFILE';
  constructor(
    readonly filePath: string,
    readonly kind: string,
  ) {
    super(`${path.basename(filePath)} is ${kind}, not a regular file: choose a file name`);
  }
}

/** A save that must not happen: the file is read-only (as editors refuse it). Carries `code`. */
export class ReadOnlyFileError extends Error {
  readonly code = 'EREADONLY';
  constructor(readonly filePath: string) {
    super(
      `${path.basename(filePath)} is read-only: save it under another name (Save As…), or make it writable first`,
    );
  }
}

export interface AtomicFileHandle {
  writeFile(data: string | Uint8Array): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

export const nodeAtomicFs: AtomicFs = {
  open: (filePath, flags, mode) => fsp.open(filePath, flags, mode),
  rename: (from, to) => fsp.rename(from, to),
  rm: (filePath) => fsp.rm(filePath, { force: true }),
  async inspect(filePath) {
    let info: Stats;
    try {
      info = await fsp.stat(filePath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    // A pipe behind /dev/stdout has no path to resolve to; stat followed the link anyway.
    const realPath = await fsp.realpath(filePath).catch(() => filePath);
    const writable = await fsp.access(realPath, constants.W_OK).then(
      () => true,
      () => false,
    );
    return {
      realPath,
      mode: info.mode & 0o777,
      links: info.nlink,
      isFile: info.isFile(),
      kind: fileKindOf(info),
      isStdout: isStandardOutput(info),
      writable,
    };
  },
  chmod: (filePath, mode) => fsp.chmod(filePath, mode),
  writeStdout: (data) =>
    new Promise<void>((done, fail) =>
      process.stdout.write(data, (error) => (error ? fail(error) : done())),
    ),
  async modeOf(filePath) {
    try {
      return (await fsp.stat(filePath)).mode & 0o777;
    } catch {
      return null;
    }
  },
  async syncDir(dirPath) {
    if (process.platform === 'win32') return;
    let handle: fsp.FileHandle | undefined;
    try {
      handle = await fsp.open(dirPath, 'r');
      await handle.sync();
    } catch {
      // Some file systems refuse fsync on a directory; the rename itself is still atomic.
    } finally {
      await handle?.close();
    }
  },
};

/** What a file is, in words: "a folder", "a device", "a named pipe (FIFO)", "a socket". */
export function fileKindOf(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  return 'a regular file';
}

/** True when `info` is the file behind this process's fd 1 (`/dev/stdout`, `/dev/fd/1`, its pipe). */
function isStandardOutput(info: Stats): boolean {
  try {
    const out = fstatSync(1);
    return out.dev === info.dev && out.ino === info.ino;
  } catch {
    return false;
  }
}

/** The temporary file's name: hidden, next to the target, unique per attempt. */
export function temporaryPathFor(
  target: string,
  random: string = randomBytes(6).toString('hex'),
): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${random}.tmp`);
}

/** Renames, retrying briefly on Windows errors caused by virus scanners or indexers holding the file. */
async function renameWithRetry(fs: AtomicFs, from: string, to: string): Promise<void> {
  const transient = new Set(['EPERM', 'EACCES', 'EBUSY']);
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (attempt >= 4 || !transient.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
    }
  }
}

/**
 * Saves `data` to `target` as the user means it: a symlink's target is written (the link stays a
 * link), a file without write permission is refused (ReadOnlyFileError, even for root, as editors
 * do), the file's permission bits are kept, and a file with several hard links is rewritten in
 * place so every link sees the new contents (atomic replacement would detach this name). The
 * process's own standard output (`/dev/stdout`, a pipe or the file the shell redirected it to) is
 * written through as a stream; any other folder, device, FIFO or socket is refused (NotAFileError:
 * `/dev/null` is never replaced by a file, even for root). Other files are replaced atomically:
 * temporary file, fsync, rename, fsync of the folder.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  fs: AtomicFs = nodeAtomicFs,
): Promise<void> {
  const info = await fs.inspect(target);
  if (info?.isStdout) return fs.writeStdout(data);
  if (info && !info.isFile) throw new NotAFileError(target, info.kind ?? 'not a regular file');
  if (info && ((info.mode & 0o222) === 0 || info.writable === false))
    throw new ReadOnlyFileError(target);
  const file = info?.realPath ?? target;
  if (info && info.links > 1) {
    await writeInPlace(fs, file, data, info.mode);
    return;
  }
  await replaceAtomically(fs, file, data, info?.mode ?? 0o644);
}

async function replaceAtomically(
  fs: AtomicFs,
  target: string,
  data: string | Uint8Array,
  mode: number,
): Promise<void> {
  const temporary = temporaryPathFor(target);
  let handle: AtomicFileHandle | undefined;
  try {
    try {
      handle = await fs.open(temporary, 'wx', mode);
    } catch (error) {
      throw namingTarget(error, temporary, target);
    }
    await handle.writeFile(data);
    await handle.sync();
    await handle.close();
    handle = undefined;
    // The umask may have narrowed the bits `open` was given.
    await fs.chmod(temporary, mode);
    await renameWithRetry(fs, temporary, target);
  } catch (error) {
    if (handle) await handle.close().catch(() => undefined);
    await fs.rm(temporary).catch(() => undefined);
    throw error;
  }
  await fs.syncDir(path.dirname(target));
}

/** Rewrites a hard-linked file's contents (not atomic: the links matter more here). */
async function writeInPlace(
  fs: AtomicFs,
  target: string,
  data: string | Uint8Array,
  mode: number,
): Promise<void> {
  const handle = await fs.open(target, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * An error about the hidden temporary file (a read-only folder: EACCES on `open`) told about the
 * user's file instead, keeping the code.
 */
function namingTarget(error: unknown, temporary: string, target: string): unknown {
  const e = error as NodeJS.ErrnoException;
  if (typeof e?.message !== 'string' || !e.message.includes(temporary)) return error;
  const why =
    e.code === 'EACCES' || e.code === 'EPERM'
      ? `cannot write in ${path.dirname(target)}: permission denied`
      : e.code === 'EROFS'
        ? `${path.dirname(target)} is on a read-only file system`
        : e.message.replace(temporary, target);
  return Object.assign(new Error(`${path.basename(target)}: ${why}`), { code: e.code });
}

/**
 * Removes temporary files an interrupted save left next to `target` (the process was killed
 * between writing and renaming). Only files older than `minAgeMs` go, so a save in progress is
 * never disturbed. Best effort: returns what it removed, never throws.
 */
export async function removeStaleTemporaries(
  target: string,
  minAgeMs = 60_000,
  now: number = Date.now(),
): Promise<string[]> {
  const dir = path.dirname(target);
  const prefix = `.${path.basename(target)}.`;
  const removed: string[] = [];
  try {
    for (const name of await fsp.readdir(dir)) {
      if (!name.startsWith(prefix) || !/^[0-9a-f]+\.tmp$/.test(name.slice(prefix.length))) continue;
      const file = path.join(dir, name);
      const info = await fsp.stat(file);
      if (info.isFile() && now - info.mtimeMs >= minAgeMs) {
        await fsp.rm(file, { force: true });
        removed.push(file);
      }
    }
  } catch {
    // A directory we cannot list is no reason to fail a save that has already succeeded.
  }
  return removed;
}

/** True when `filePath` names this process's standard output (`/dev/stdout`, `/dev/fd/1`, …). */
export function isStandardOutputPath(filePath: string): boolean {
  try {
    return isStandardOutput(statSync(filePath));
  } catch {
    return false;
  }
}
