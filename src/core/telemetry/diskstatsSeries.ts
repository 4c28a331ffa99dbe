/**
 * /proc/diskstats snapshots → per-device rates (Documentation/admin-guide/iostats.rst): between
 * consecutive snapshots, per device,
 *
 *     reads/s  = Δ reads completed / Δt             read MiB/s = Δ sectors read × 512 / 2^20 / Δt
 *     r_await  = Δ ms reading / Δ reads (ms)         util %     = Δ ms doing IO / (Δt × 1000) × 100
 *     queue    = Δ weighted ms doing IO / (Δt × 1000)
 *
 * (the same arithmetic as sysstat's iostat). Field 12, "I/Os currently in progress", is a gauge
 * and is not differenced. Δt comes from the snapshots' times (pt-stalk `TS` lines, `date +%s`),
 * else from `intervalSec` (the user says how far apart they were taken). A counter that went
 * down is a 32-bit wrap or a reset (counters.ts): a wrap is corrected and reported; a reset (a
 * reboot, a re-attached device) leaves that device's interval out, reported. Deltas are never
 * negative.
 */
import type { DiskSeriesRecord, DiskstatsSnapshotRecord } from '../imports/types.ts';
import type { TelemetryIssue } from './types.ts';
import { counterDelta } from './counters.ts';
import { formatCount } from '../format/index.ts';
import { NumberColumn } from '../imports/numberColumn.ts';

/** Counter indices (0-based after the device name) in the kernel's order. */
const READS = 0;
const SECTORS_READ = 2;
const MS_READING = 3;
const WRITES = 4;
const SECTORS_WRITTEN = 6;
const MS_WRITING = 7;
const IN_PROGRESS = 8;
const MS_IO = 9;
const WEIGHTED_MS_IO = 10;
const SECTOR_MiB = 512 / 1048576;

/**
 * A device's rates as they accumulate, in fixed blocks (NumberColumn), handed to the record as
 * Float64Arrays: plain arrays grown by push copied themselves again and again, garbage the
 * collector let pile up (issue 31).
 */
interface Acc {
  rec: DiskSeriesRecord;
  reads: NumberColumn;
  writes: NumberColumn;
  readMiB: NumberColumn;
  writtenMiB: NumberColumn;
  times: NumberColumn;
  intervals: NumberColumn;
  readAwait: NumberColumn;
  writeAwait: NumberColumn;
  queue: NumberColumn;
  util: NumberColumn;
  wraps: number;
  resets: string[];
}

function newAcc(name: string, snap: DiskstatsSnapshotRecord): Acc {
  return {
    rec: {
      kind: 'disk-series',
      source: snap.source,
      tool: 'diskstats',
      device: name,
      timesSec: null,
      intervalSec: null,
      readsPerSecond: [],
      writesPerSecond: [],
      readMiBps: [],
      writtenMiBps: [],
      readAwaitMs: null,
      writeAwaitMs: null,
      queueDepth: null,
      utilPct: null,
      warnings: [],
    },
    reads: new NumberColumn(),
    writes: new NumberColumn(),
    readMiB: new NumberColumn(),
    writtenMiB: new NumberColumn(),
    times: new NumberColumn(),
    intervals: new NumberColumn(),
    readAwait: new NumberColumn(),
    writeAwait: new NumberColumn(),
    queue: new NumberColumn(),
    util: new NumberColumn(),
    wraps: 0,
    resets: [],
  };
}

/**
 * Deltas of every counter but the in-progress gauge; null on a reset. A reboot sends every
 * counter back towards zero, a wrap one counter at a time: two or more counters going down in
 * one interval is a reset even when each could pass for a wrap.
 */
function deltas(prev: number[], cur: number[]): { d: number[]; wraps: number } | null {
  const d: number[] = [];
  let wraps = 0;
  for (let i = 0; i < cur.length; i += 1) {
    if (i === IN_PROGRESS) {
      d.push(0);
      continue;
    }
    const r = counterDelta(prev[i] ?? 0, cur[i] ?? 0);
    if (r.kind === 'reset') return null;
    if (r.kind === 'wrapped') wraps += 1;
    d.push(r.delta);
  }
  return wraps > 1 ? null : { d, wraps };
}

function addSample(a: Acc, d: number[], dt: number, end: number | null): void {
  const reads = d[READS] ?? 0;
  const writes = d[WRITES] ?? 0;
  a.reads.push(reads / dt);
  a.writes.push(writes / dt);
  a.readMiB.push(((d[SECTORS_READ] ?? 0) * SECTOR_MiB) / dt);
  a.writtenMiB.push(((d[SECTORS_WRITTEN] ?? 0) * SECTOR_MiB) / dt);
  a.readAwait.push(reads > 0 ? (d[MS_READING] ?? 0) / reads : 0);
  a.writeAwait.push(writes > 0 ? (d[MS_WRITING] ?? 0) / writes : 0);
  a.util.push(Math.min(100, ((d[MS_IO] ?? 0) / (dt * 1000)) * 100));
  a.queue.push((d[WEIGHTED_MS_IO] ?? 0) / (dt * 1000));
  a.intervals.push(dt);
  if (end !== null) a.times.push(end);
}

/** The time between two snapshots, or an issue saying why it is unknown. */
function intervalOf(
  a: DiskstatsSnapshotRecord,
  b: DiskstatsSnapshotRecord,
  intervalSec: number | undefined,
): number | TelemetryIssue {
  if (a.timeSec !== null && b.timeSec !== null) {
    const dt = b.timeSec - a.timeSec;
    if (dt > 0) return dt;
    return {
      file: b.source.file,
      line: b.source.line,
      message: `this snapshot is not later than the one at ${a.source.file} line ${a.source.line}: put the snapshots in the order they were taken`,
    };
  }
  if (intervalSec !== undefined && intervalSec > 0) return intervalSec;
  return {
    file: b.source.file,
    line: b.source.line,
    message: `the snapshots at ${a.source.file} line ${a.source.line} and here carry no time: capture with pt-stalk or 'date +%s; cat /proc/diskstats', which time each snapshot`,
    noClock: true,
  };
}

/**
 * Snapshots differenced as they come: only the latest snapshot and each device's rates are held,
 * never the snapshots themselves (a 200 MB capture is hundreds of thousands of them; issue 31).
 */
export class DiskstatsDiffer {
  private prev: DiskstatsSnapshotRecord | null = null;
  private first: DiskstatsSnapshotRecord | null = null;
  private count = 0;
  private readonly accs = new Map<string, Acc>();
  private readonly errors: TelemetryIssue[] = [];

  constructor(private readonly intervalSec?: number) {}

  /** Snapshots seen so far. */
  get snapshots(): number {
    return this.count;
  }

  add(b: DiskstatsSnapshotRecord): void {
    this.count += 1;
    const a = this.prev;
    this.prev = b;
    if (a === null) {
      this.first = b;
      return;
    }
    const dt = intervalOf(a, b, this.intervalSec);
    if (typeof dt !== 'number') this.errors.push(dt);
    else pairDevices(a, b, dt, this.accs);
  }

  private done: { disks: DiskSeriesRecord[]; errors: TelemetryIssue[] } | null = null;

  /** Each device's series, and what could not be differenced (worked out once). */
  finish(): { disks: DiskSeriesRecord[]; errors: TelemetryIssue[] } {
    if (this.done !== null) return this.done;
    const errors = [...this.errors];
    const s = this.first;
    if (this.count === 1 && s !== null)
      errors.unshift({
        file: s.source.file,
        line: s.source.line,
        message:
          'one /proc/diskstats snapshot only: rates need a second one (another file, or a second block in this one)',
      });
    this.done = { disks: [...this.accs.values()].map(finish), errors };
    return this.done;
  }
}

export function diskstatsSeries(
  snapshots: DiskstatsSnapshotRecord[],
  intervalSec?: number,
): { disks: DiskSeriesRecord[]; errors: TelemetryIssue[] } {
  const differ = new DiskstatsDiffer(intervalSec);
  for (const s of snapshots) differ.add(s);
  return differ.finish();
}

function pairDevices(
  a: DiskstatsSnapshotRecord,
  b: DiskstatsSnapshotRecord,
  dt: number,
  accs: Map<string, Acc>,
): void {
  const before = new Map(a.devices.map((d) => [d.name, d.counters]));
  for (const dev of b.devices) {
    const prev = before.get(dev.name);
    if (prev === undefined) continue;
    let acc = accs.get(dev.name);
    if (acc === undefined) {
      acc = newAcc(dev.name, a);
      accs.set(dev.name, acc);
    }
    const d = deltas(prev, dev.counters);
    if (d === null) {
      acc.resets.push(`${b.source.file} line ${b.source.line}`);
      continue;
    }
    acc.wraps += d.wraps;
    addSample(acc, d.d, dt, b.timeSec);
  }
}

function finish(a: Acc): DiskSeriesRecord {
  const r = a.rec;
  r.timesSec =
    a.times.length === a.intervals.length && a.times.length > 0 ? a.times.toFloat64Array() : null;
  r.intervalSec = a.intervals.toFloat64Array();
  r.readsPerSecond = a.reads.toFloat64Array();
  r.writesPerSecond = a.writes.toFloat64Array();
  r.readMiBps = a.readMiB.toFloat64Array();
  r.writtenMiBps = a.writtenMiB.toFloat64Array();
  r.readAwaitMs = a.readAwait.toFloat64Array();
  r.writeAwaitMs = a.writeAwait.toFloat64Array();
  r.queueDepth = a.queue.toFloat64Array();
  r.utilPct = a.util.toFloat64Array();
  if (a.wraps > 0)
    r.warnings.push(
      `${formatCount(a.wraps, 'counter wrap-around')} at 2^32 corrected (32-bit kernel counters)`,
    );
  if (a.resets.length > 0)
    r.warnings.push(
      `counters went backwards at ${a.resets.join(', ')} (a reboot or the device re-attached): ${a.resets.length === 1 ? 'that interval is' : 'those intervals are'} left out`,
    );
  return r;
}
