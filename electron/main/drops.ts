import path from 'node:path';

/**
 * Paths of files the user really dropped on a window. The preload sees each trusted `drop` event
 * (isTrusted: made by the browser, not by script) and sends the paths webUtils.getPathForFile
 * gives for its files; `openDroppedFile` then opens a path only if it was in such a drop of the
 * same window, within `ttlMs`, once. A renderer that merely names a path gets nothing (issue 16:
 * any absolute *.json path used to be granted read and write).
 */
export class DropGrants {
  private readonly drops = new Map<number, { paths: Set<string>; at: number }>();

  constructor(private readonly ttlMs = 30_000) {}

  /** The files of one trusted drop in window `senderId` (replaces the previous drop's). */
  record(senderId: number, paths: readonly string[], now = Date.now()): void {
    const absolute = paths.filter((p) => path.isAbsolute(p)).map((p) => path.resolve(p));
    this.drops.set(senderId, { paths: new Set(absolute), at: now });
  }

  /** True (once) when `filePath` was in the window's last drop, not longer ago than the TTL. */
  take(senderId: number, filePath: string, now = Date.now()): boolean {
    const drop = this.drops.get(senderId);
    if (!drop || now - drop.at > this.ttlMs || !path.isAbsolute(filePath)) return false;
    return drop.paths.delete(path.resolve(filePath));
  }
}
