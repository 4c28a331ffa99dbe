import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import { decodeTextFile } from '../../src/core/encoding.ts';

/**
 * The paths the renderer may read or write: only those the user chose — in an open or save dialog,
 * from the recent list, by double-clicking a file (argv / macOS `open-file`) or by dropping it on
 * the window. The renderer never names an arbitrary path (Electron security checklist, item 17:
 * validate the sender and arguments of IPC). Paths are compared after `path.resolve`, so
 * `a/../b` tricks do not widen the list; on Windows and macOS (case-insensitive file systems by
 * default) the comparison ignores case.
 */
/**
 * What a grant is for: `read` a file, `write` a scenario back to it (Save), `export` a PDF to it.
 * Purposes do not mix: a PDF the user exported to is not a file Save may write scenario JSON over.
 */
export type Access = 'read' | 'write' | 'export';

export class FileAccess {
  private readonly entries = new Map<string, Set<Access>>();
  private readonly caseInsensitive: boolean;

  constructor(platform: NodeJS.Platform = process.platform) {
    this.caseInsensitive = platform === 'win32' || platform === 'darwin';
  }

  /** Records that the user chose `filePath`; `access` says what for. Relative paths are refused. */
  grant(filePath: string, ...access: Access[]): void {
    const key = this.key(filePath);
    if (key === null) throw new Error(`Not an absolute path: ${filePath}`);
    const set = this.entries.get(key) ?? new Set<Access>();
    for (const a of access) set.add(a);
    this.entries.set(key, set);
  }

  can(filePath: string, access: Access): boolean {
    const key = this.key(filePath);
    return key !== null && (this.entries.get(key)?.has(access) ?? false);
  }

  revoke(filePath: string): void {
    const key = this.key(filePath);
    if (key !== null) this.entries.delete(key);
  }

  private key(filePath: string): string | null {
    if (typeof filePath !== 'string' || filePath.length === 0 || filePath.includes('\0'))
      return null;
    if (!path.isAbsolute(filePath)) return null;
    const resolved = path.resolve(filePath);
    return this.caseInsensitive ? resolved.toLowerCase() : resolved;
  }
}

/** File name endings of a saved scenario; `.json` is accepted on open for hand-made files. */
export const SCENARIO_EXTENSION = '.innosizer.json';

export function isScenarioFileName(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.endsWith(SCENARIO_EXTENSION) || lower.endsWith('.json');
}

/** Largest file the shell reads into the renderer, in bytes (a scenario is a few KiB; logs can be big). */
export const MAX_SCENARIO_BYTES = 16 * 1024 * 1024;
export const MAX_BENCHMARK_BYTES = 256 * 1024 * 1024;

/** Reads a text file the user chose, refusing directories, devices and files over `maxBytes`. */
export async function readTextFile(filePath: string, maxBytes: number): Promise<string> {
  const info = await stat(filePath);
  if (!info.isFile())
    throw Object.assign(new Error(`${path.basename(filePath)} is not a regular file`), {
      code: 'ENOTFILE',
    });
  if (info.size > maxBytes) {
    throw Object.assign(
      new Error(
        `${path.basename(filePath)} is ${Math.ceil(info.size / 1048576)} MiB; the limit is ${maxBytes / 1048576} MiB`,
      ),
      { code: 'EFBIG' },
    );
  }
  // Byte-order marks and UTF-16: the core's one decoder (src/core/encoding.ts).
  return decodeTextFile(await readFile(filePath));
}
