import path from 'node:path';
import type { FileError, FileErrorCode, FileResult } from '../../src/shared/api.ts';

/**
 * Failures of open, open recent, drop and save become values the renderer shows in its status bar
 * (issue 13: a failed save threw in main and the renderer, calling without a catch, showed
 * nothing). Node's errno codes map to a few kinds, each with a sentence naming the user's file.
 */

/** A refusal of the shell's own (a path not chosen by the user). */
export class RefusedError extends Error {
  readonly code = 'EREFUSED';
}

const KINDS: ReadonlyMap<string, FileErrorCode> = new Map<string, FileErrorCode>([
  ['EREFUSED', 'refused'],
  ['ENOENT', 'not-found'],
  ['ENOTDIR', 'not-found'],
  ['EACCES', 'permission-denied'],
  ['EPERM', 'permission-denied'],
  ['EREADONLY', 'read-only'],
  ['EROFS', 'read-only'],
  ['EFBIG', 'too-large'],
  ['EISDIR', 'not-a-file'],
  ['ENOTFILE', 'not-a-file'],
  ['EINVALID', 'invalid'],
]);

/** The error as the renderer shows it: its kind and a sentence naming `filePath`'s file. */
export function fileErrorOf(error: unknown, filePath: string | null): FileError {
  const e = error as NodeJS.ErrnoException | null;
  const code = KINDS.get(typeof e?.code === 'string' ? e.code : '') ?? 'failed';
  const name = filePath ? path.basename(filePath) : 'the file';
  const raw = e instanceof Error ? e.message : String(error);
  // Node's own messages ("EACCES: permission denied, open '/x/.y.tmp'") say less than ours.
  const nodeStyle = /^E[A-Z]+: /.test(raw);
  const message =
    code === 'not-found' && nodeStyle
      ? `${name} no longer exists (moved or deleted)`
      : code === 'permission-denied' && nodeStyle
        ? `${name}: permission denied`
        : code === 'read-only' && nodeStyle
          ? `${name} is on a read-only file system`
          : raw;
  return { code, message };
}

/** Runs a file operation; a failure comes back as `{ok: false, error}` instead of a throw. */
export async function fileResult<T>(
  filePath: string | null,
  act: () => Promise<T>,
): Promise<FileResult<T>> {
  try {
    return { ok: true, value: await act() };
  } catch (error) {
    return { ok: false, error: fileErrorOf(error, filePath) };
  }
}
