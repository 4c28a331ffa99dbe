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

  constructor(private readonly sink: Sink) {}

  line(raw: string, lineNo: number): void {
    const text = raw.trim();
    if (text === '') return;
    const sec = snapshotTimeLine(text);
    if (sec !== null) {
      this.flush();
      this.time.set(sec, lineNo);
      return;
    }
    const f = text.split(/\s+/);
    const counters = f.length - 3;
    if (!COUNTS.has(counters) || !/^\d+$/.test(f[0] ?? '') || !/^\d+$/.test(f[1] ?? '')) {
      this.sink.error(
        lineNo,
        f[2] ?? '',
        `expected a /proc/diskstats line (major, minor, device and 11, 15 or 17 counters: 14, 18 or 20 fields), got ${f.length} fields`,
      );
      return;
    }
    const name = f[2] ?? '';
    if (this.open?.names.has(name) === true) this.flush();
    const snap = this.current(lineNo);
    const values: number[] = new Array<number>(counters);
    for (let i = 0; i < counters; i += 1) {
      const tok = f[i + 3] ?? '';
      const v = Number(tok);
      if (!/^\d+$/.test(tok) || !Number.isSafeInteger(v)) {
        this.sink.error(
          lineNo,
          `${name} field ${i + 4}`,
          `expected a whole counter like 123456, got '${tok.slice(0, 40)}'`,
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
