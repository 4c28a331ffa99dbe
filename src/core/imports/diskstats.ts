/**
 * /proc/diskstats snapshots (Documentation/ABI/testing/procfs-diskstats): `major minor name`
 * then 11 counters (14 fields), 15 (18 fields, kernel 4.18+ adds discards) or 17 (20 fields,
 * kernel 5.5+ adds flushes). A file holds one snapshot (`cat /proc/diskstats > a`) or several:
 * pt-stalk and pt-diskstats precede each with `TS <epoch.nanoseconds> <date>`; a bare epoch line
 * (`date +%s`) is read the same way; without either, a device seen again starts a new snapshot.
 * Each snapshot is one record; src/core/telemetry/diskstatsSeries.ts turns consecutive ones
 * (from this file or the next) into per-device rates.
 */
import type { DiskstatsDevice, DiskstatsSnapshotRecord } from './types.ts';
import type { Sink } from './sink.ts';
import { PendingTime, snapshotTimeLine } from './snapshotTime.ts';

const COUNTS = new Set([11, 15, 17]);

/** Fields whose place is kept; a line with more is refused by its count alone. */
const MAX_FIELDS = 24;

/** What `\s` matches (String.prototype.split(/\s+/) splits there). */
function isSpace(c: number): boolean {
  if (c === 32 || (c >= 9 && c <= 13)) return true;
  if (c < 160) return false;
  return (
    c === 160 ||
    c === 5760 ||
    (c >= 8192 && c <= 8202) ||
    c === 8232 ||
    c === 8233 ||
    c === 8239 ||
    c === 8287 ||
    c === 12288 ||
    c === 65279
  );
}

/** Counts the whitespace-separated fields of `s`, keeping the first MAX_FIELDS' bounds in `at`. */
function fieldsOf(s: string, at: Int32Array): number {
  let n = 0;
  let i = 0;
  const len = s.length;
  while (i < len) {
    while (i < len && isSpace(s.charCodeAt(i))) i += 1;
    if (i >= len) break;
    const start = i;
    while (i < len && !isSpace(s.charCodeAt(i))) i += 1;
    if (n < MAX_FIELDS) {
      at[2 * n] = start;
      at[2 * n + 1] = i;
    }
    n += 1;
  }
  return n;
}

function field(s: string, at: Int32Array, k: number): string {
  return s.slice(at[2 * k], at[2 * k + 1]);
}

/** Field k is ASCII digits only (/^\d+$/). */
function allDigits(s: string, at: Int32Array, k: number): boolean {
  const start = at[2 * k] ?? 0;
  const end = at[2 * k + 1] ?? 0;
  for (let i = start; i < end; i += 1) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return end > start;
}

/**
 * Field k as a whole number (ASCII digits only, as /^\d+$/), or -1 when it is not one or is past
 * Number.MAX_SAFE_INTEGER (a counter that cannot be held exactly).
 */
function digitsOf(s: string, at: Int32Array, k: number): number {
  const start = at[2 * k] ?? 0;
  const end = at[2 * k + 1] ?? 0;
  let v = 0;
  for (let i = start; i < end; i += 1) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    v = v * 10 + d;
  }
  return end > start && Number.isSafeInteger(v) ? v : -1;
}

interface Open {
  line: number;
  timeSec: number | null;
  devices: DiskstatsDevice[];
  names: Set<string>;
}

export class DiskstatsParser {
  private open: Open | null = null;
  private readonly time = new PendingTime();
  private snapshots = 0;
  /** Start and end of each field of the line being read (reused from line to line). */
  private readonly at = new Int32Array(2 * MAX_FIELDS);

  constructor(private readonly sink: Sink) {}

  line(raw: string, lineNo: number): void {
    // Fields found by index in the line itself: no trim, split or regex per line, and counters
    // read digit by digit (a 200 MB capture is millions of lines; their garbage set the peak
    // memory, issue 31). What is accepted and every message are those of `split(/\s+/)`.
    const n = fieldsOf(raw, this.at);
    if (n === 0) return;
    const first = raw.charCodeAt(this.at[0] ?? 0);
    if (first === 84 /* T */ || n === 1) {
      const sec = snapshotTimeLine(raw.trim());
      if (sec !== null) {
        this.flush();
        this.time.set(sec, lineNo);
        return;
      }
    }
    const counters = n - 3;
    if (!COUNTS.has(counters) || !allDigits(raw, this.at, 0) || !allDigits(raw, this.at, 1)) {
      this.sink.error(
        lineNo,
        n > 2 ? field(raw, this.at, 2) : '',
        `expected a /proc/diskstats line (major, minor, device and 11, 15 or 17 counters: 14, 18 or 20 fields), got ${n} fields`,
      );
      return;
    }
    const name = field(raw, this.at, 2);
    if (this.open?.names.has(name) === true) this.flush();
    const snap = this.current(lineNo);
    const values: number[] = new Array<number>(counters);
    for (let i = 0; i < counters; i += 1) {
      const v = digitsOf(raw, this.at, i + 3);
      if (v < 0) {
        this.sink.error(
          lineNo,
          `${name} field ${i + 4}`,
          `expected a whole counter like 123456, got '${field(raw, this.at, i + 3).slice(0, 40)}'`,
        );
        return;
      }
      values[i] = v;
    }
    snap.names.add(name);
    snap.devices.push({ name, counters: values });
  }

  private current(lineNo: number): Open {
    if (this.open === null) {
      this.open = {
        ...this.time.take(lineNo),
        devices: [],
        names: new Set(),
      };
    }
    return this.open;
  }

  private flush(): void {
    const o = this.open;
    this.open = null;
    if (o === null) return;
    this.snapshots += 1;
    const rec: DiskstatsSnapshotRecord = {
      kind: 'diskstats-snapshot',
      source: { file: this.sink.file, line: o.line },
      tool: 'diskstats',
      timeSec: o.timeSec,
      devices: o.devices,
    };
    this.sink.record(rec);
  }

  end(lastLine: number): void {
    this.flush();
    if (this.snapshots === 0 && !this.sink.failed)
      this.sink.error(Math.max(1, lastLine), '', 'no /proc/diskstats lines found');
  }
}
