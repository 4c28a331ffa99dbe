import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a scenario file was on disk when the app last read or wrote it, so Save can tell that
 * someone else changed it meanwhile (another window, an editor, `git pull`) instead of silently
 * overwriting their change (issue 31). Size and content hash decide; an mtime that moved with the
 * same bytes (a `touch`, a copy back) is no change.
 */
export interface FileState {
  size: number;
  mtimeMs: number;
  sha256: string;
}

/** The file's state on disk, or null when it is not there. */
export async function fileStateOf(filePath: string): Promise<FileState | null> {
  try {
    const info = await stat(filePath);
    if (!info.isFile()) return null;
    const sha256 = createHash('sha256')
      .update(await readFile(filePath))
      .digest('hex');
    return { size: info.size, mtimeMs: info.mtimeMs, sha256 };
  } catch {
    return null;
  }
}

export class DiskStates {
  private readonly known = new Map<string, FileState>();

  constructor(
    private readonly stateOf: (filePath: string) => Promise<FileState | null> = fileStateOf,
  ) {}

  /** Records the file as the app now knows it (after opening or saving it). */
  async remember(filePath: string): Promise<void> {
    const state = await this.stateOf(filePath);
    if (state) this.known.set(path.resolve(filePath), state);
    else this.known.delete(path.resolve(filePath));
  }

  /**
   * True when the file differs from what the app last read or wrote. A file the app never read,
   * or one deleted since, is no change anyone would lose.
   */
  async changedOnDisk(filePath: string): Promise<boolean> {
    const before = this.known.get(path.resolve(filePath));
    if (!before) return false;
    const now = await this.stateOf(filePath);
    if (!now) return false;
    if (now.size === before.size && now.mtimeMs === before.mtimeMs) return false;
    return now.size !== before.size || now.sha256 !== before.sha256;
  }
}
