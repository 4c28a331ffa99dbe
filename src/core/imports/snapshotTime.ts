/**
 * Time lines between counter snapshots (/proc/diskstats, SHOW GLOBAL STATUS): pt-stalk and
 * pt-diskstats print `TS <epoch.nanoseconds> <date>` before each sample; a hand-made capture
 * (`date +%s; cat /proc/diskstats`) has a bare epoch line. The time waits for the snapshot it
 * precedes, whose source line it becomes.
 */
const TS = /^TS\s+(\d+(?:\.\d+)?)(?:\s|$)/;
const EPOCH = /^(\d{9,11}(?:\.\d+)?)$/;

/** Unix seconds of a time line, or null when the (trimmed) line is not one. */
export function snapshotTimeLine(text: string): number | null {
  const m = TS.exec(text) ?? EPOCH.exec(text);
  return m ? Number(m[1]) : null;
}

export class PendingTime {
  private pending: { sec: number; line: number } | null = null;

  set(sec: number, line: number): void {
    this.pending = { sec, line };
  }

  /** Where a snapshot starting on `lineNo` begins (at its time line) and its time; clears it. */
  take(lineNo: number): { line: number; timeSec: number | null } {
    const p = this.pending;
    this.pending = null;
    return { line: p?.line ?? lineNo, timeSec: p?.sec ?? null };
  }
}
