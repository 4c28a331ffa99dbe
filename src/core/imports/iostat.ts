/**
 * `iostat -x` output (sysstat 10-12), with or without `-t` timestamps, in kB (`-k`, the default of
 * `-x`), MB (`-m`) or sectors (old sysstat without -k), one or many devices, `-z` (idle devices
 * left out of a report) and `-p` (partitions as devices).
 *
 * A report is a `Device` header line followed by one line per device; with `-t` a time line
 * precedes it. Columns are found by name, so every sysstat layout reads the same way:
 * - sysstat ≤ 11: `Device: rrqm/s wrqm/s r/s w/s rkB/s wkB/s avgrq-sz avgqu-sz await r_await
 *   w_await svctm %util` (avgrq-sz in sectors);
 * - sysstat 12.0-12.2: `Device r/s w/s rkB/s wkB/s rrqm/s wrqm/s %rrqm %wrqm r_await w_await
 *   aqu-sz rareq-sz wareq-sz svctm %util`;
 * - sysstat 12.3+: read, write, discard and flush groups (`r/s rkB/s rrqm/s %rrqm r_await
 *   rareq-sz w/s … d/s … f/s f_await aqu-sz %util`).
 * The first report of an iostat run averages everything since boot (sysstat's man page; `-y`
 * omits it): it is left out, with a warning, when the run has other reports.
 */
import type { DiskSeriesRecord } from './types.ts';
import type { Sink } from './sink.ts';
import { looksLikeIostatTime, parseIostatTime } from './iostatTime.ts';
import { formatCount, formatDuration } from '../format/index.ts';

/** Where a header puts each metric, and the factor from its unit to the record's. */
interface Columns {
  reads: number;
  writes: number;
  readTput: number;
  writeTput: number;
  /** Column unit → MiB/s. */
  tputToMiB: number;
  readAwait: number;
  writeAwait: number;
  queue: number;
  util: number;
  width: number;
}

const TPUT: [string, string, number][] = [
  ['rkB/s', 'wkB/s', 1 / 1024],
  ['rMB/s', 'wMB/s', 1],
  ['rsec/s', 'wsec/s', 512 / 1048576],
];

/** Columns of a `Device` header line, or the names of the required ones it lacks. */
function columnsOf(names: string[]): Columns | string {
  const at = (n: string): number => names.indexOf(n);
  const t = TPUT.find(([r, w]) => at(r) > 0 && at(w) > 0);
  const missing = ['r/s', 'w/s'].filter((n) => at(n) < 0);
  if (t === undefined) missing.push('rkB/s and wkB/s (or rMB/s and wMB/s)');
  if (missing.length > 0) return missing.join(', ');
  const fallbackAwait = at('await');
  return {
    reads: at('r/s'),
    writes: at('w/s'),
    readTput: at(t?.[0] ?? ''),
    writeTput: at(t?.[1] ?? ''),
    tputToMiB: t?.[2] ?? 1,
    readAwait: at('r_await') >= 0 ? at('r_await') : fallbackAwait,
    writeAwait: at('w_await') >= 0 ? at('w_await') : fallbackAwait,
    queue: at('aqu-sz') >= 0 ? at('aqu-sz') : at('avgqu-sz'),
    util: at('%util'),
    width: names.length,
  };
}

/** One device's columns, filled report by report (zeros for reports it was absent from). */
interface Series {
  line: number;
  reads: number[];
  writes: number[];
  readMiB: number[];
  writeMiB: number[];
  readAwait: number[];
  writeAwait: number[];
  queue: number[];
  util: number[];
  absent: number;
}

const newSeries = (line: number): Series => ({
  line,
  reads: [],
  writes: [],
  readMiB: [],
  writeMiB: [],
  readAwait: [],
  writeAwait: [],
  queue: [],
  util: [],
  absent: 0,
});

function pushIdle(s: Series): void {
  s.reads.push(0);
  s.writes.push(0);
  s.readMiB.push(0);
  s.writeMiB.push(0);
  s.readAwait.push(0);
  s.writeAwait.push(0);
  s.queue.push(0);
  s.util.push(0);
}

/** A figure as iostat prints it: "12.50", or "12,50" in locales with a decimal comma. */
function num(token: string): number {
  const n = Number(token);
  if (Number.isFinite(n) || !token.includes(',')) return n;
  return Number(token.replace(',', '.'));
}

export class IostatParser {
  private cols: Columns | null = null;
  /** Reports begun so far; the current one is reports - 1. */
  private reports = 0;
  private seen = new Set<string>();
  private readonly devices = new Map<string, Series>();
  private readonly times: (number | null)[] = [];
  private pendingTime: number | null = null;
  private lastTime: { sec: number; line: number } | null = null;
  /** Report indices that follow a `Linux …` banner: averages since boot. */
  private readonly sinceBoot = new Set<number>();
  private afterBanner = false;
  /** The banner's "(N CPU)": the machine's vCPUs, and its line. */
  private vcpu: { value: number; line: number } | null = null;
  private inCpu = false;
  private banned = false;

  constructor(private readonly sink: Sink) {}

  line(raw: string, lineNo: number): void {
    const text = raw.trim();
    if (text === '') {
      this.inCpu = false;
      return;
    }
    if (/^Linux\s/.test(text)) {
      this.afterBanner = true;
      const cpus = /\((\d{1,5}) CPU\)\s*$/.exec(text);
      const n = cpus ? Number(cpus[1]) : 0;
      if (n > 0 && this.vcpu === null) this.vcpu = { value: n, line: lineNo };
      return;
    }
    if (text.startsWith('avg-cpu:')) {
      this.inCpu = true;
      return;
    }
    if (this.inCpu) return;
    if (/^Device:?(\s|$)/.test(text)) {
      this.header(text, lineNo);
      return;
    }
    const time = parseIostatTime(text);
    if (time !== null) {
      this.timeLine(time, lineNo);
      return;
    }
    if (looksLikeIostatTime(text)) {
      // 02/30/2026: the form of a time line, not a day of the calendar (or an hour past 23).
      this.sink.error(lineNo, 'time', `'${text.slice(0, 40)}' is not a date and time that exists`);
      return;
    }
    this.deviceLine(text, lineNo);
  }

  private header(text: string, lineNo: number): void {
    this.closeReport();
    const cols = columnsOf(text.split(/\s+/).map((n) => n.replace(/:$/, '')));
    if (typeof cols === 'string') {
      this.sink.error(lineNo, 'Device', `expected iostat -x columns; this header lacks ${cols}`);
      this.cols = null;
      this.banned = true;
      return;
    }
    this.cols = cols;
    if (this.afterBanner) this.sinceBoot.add(this.reports);
    this.afterBanner = false;
    this.times.push(this.pendingTime);
    this.pendingTime = null;
    this.reports += 1;
    this.seen = new Set();
  }

  private timeLine(sec: number, lineNo: number): void {
    if (this.lastTime !== null && sec < this.lastTime.sec) {
      this.sink.error(
        lineNo,
        'time',
        `time goes backwards from line ${this.lastTime.line} by ${formatDuration(this.lastTime.sec - sec)} (a daylight-saving change? run iostat with S_TIME_FORMAT=ISO)`,
      );
    }
    this.lastTime = { sec, line: lineNo };
    this.pendingTime = sec;
  }

  private deviceLine(text: string, lineNo: number): void {
    const c = this.cols;
    if (c === null) {
      if (!this.banned)
        this.sink.error(lineNo, '', `expected an iostat -x 'Device' header before this line`);
      this.banned = true;
      return;
    }
    const f = text.split(/\s+/);
    const name = f[0] ?? '';
    if (f.length !== c.width) {
      this.sink.error(
        lineNo,
        name,
        `expected ${c.width} columns as in the header, got ${f.length}`,
      );
      return;
    }
    if (this.seen.has(name)) {
      this.sink.error(lineNo, name, `device '${name}' appears twice in one report`);
      return;
    }
    this.seen.add(name);
    this.addValues(this.series(name, lineNo), f, c, lineNo);
  }

  private series(name: string, lineNo: number): Series {
    let s = this.devices.get(name);
    if (s === undefined) {
      s = newSeries(lineNo);
      this.devices.set(name, s);
    }
    // Reports this device was absent from (iostat -z leaves idle devices out).
    while (s.reads.length < this.reports - 1) {
      pushIdle(s);
      s.absent += 1;
    }
    return s;
  }

  private addValues(s: Series, f: string[], c: Columns, lineNo: number): void {
    const get = (i: number): number => {
      if (i < 0) return 0;
      const v = num(f[i] ?? '');
      if (Number.isFinite(v) && v >= 0) return v;
      this.sink.error(
        lineNo,
        `${f[0] ?? ''} column ${i + 1}`,
        `expected a non-negative number like 12.50, got '${(f[i] ?? '').slice(0, 40)}'`,
      );
      return 0;
    };
    s.reads.push(get(c.reads));
    s.writes.push(get(c.writes));
    s.readMiB.push(get(c.readTput) * c.tputToMiB);
    s.writeMiB.push(get(c.writeTput) * c.tputToMiB);
    s.readAwait.push(get(c.readAwait));
    s.writeAwait.push(get(c.writeAwait));
    s.queue.push(get(c.queue));
    s.util.push(get(c.util));
  }

  private closeReport(): void {
    for (const s of this.devices.values()) {
      while (s.reads.length < this.reports) {
        pushIdle(s);
        s.absent += 1;
      }
    }
  }

  end(lastLine: number): void {
    this.closeReport();
    if (this.sink.failed) return;
    if (this.reports === 0 || this.devices.size === 0) {
      this.sink.error(Math.max(1, lastLine), '', 'no iostat -x device report found');
      return;
    }
    const c = this.cols;
    for (const [device, s] of this.devices) this.sink.record(this.toRecord(device, s, c));
  }

  /** Report indices kept: all but the since-boot ones, unless nothing else remains. */
  private kept(): number[] {
    const all = Array.from({ length: this.reports }, (_, i) => i);
    const rest = all.filter((i) => !this.sinceBoot.has(i));
    return rest.length > 0 ? rest : all;
  }

  private toRecord(device: string, s: Series, c: Columns | null): DiskSeriesRecord {
    const keep = this.kept();
    // The usual case keeps every report from the first kept one on: the device's own arrays,
    // their first reports cut off in place (copies of every column cost a second copy of the
    // capture; issue 31).
    const from = keep[0] ?? 0;
    const tail = keep.length === this.reports - from;
    const pick = (a: number[]): number[] => {
      if (!tail || a.length !== this.reports) return keep.map((i) => a[i] ?? 0);
      a.splice(0, from);
      return a;
    };
    const warnings: string[] = [];
    const dropped = this.reports - keep.length;
    if (dropped > 0)
      warnings.push(
        `left out ${dropped === 1 ? 'the first report' : `${dropped} first reports`} (iostat's averages since boot; if iostat ran with -y, one real interval was lost)`,
      );
    if (s.absent > 0)
      warnings.push(
        `absent from ${formatCount(s.absent, 'report')} (iostat -z leaves idle devices out): ${device} counted as idle there`,
      );
    const { timesSec, intervalSec } = this.clock(keep);
    return {
      kind: 'disk-series',
      source: { file: this.sink.file, line: s.line },
      tool: 'iostat',
      device,
      timesSec,
      intervalSec,
      readsPerSecond: pick(s.reads),
      writesPerSecond: pick(s.writes),
      readMiBps: pick(s.readMiB),
      writtenMiBps: pick(s.writeMiB),
      readAwaitMs: c !== null && c.readAwait >= 0 ? pick(s.readAwait) : null,
      writeAwaitMs: c !== null && c.writeAwait >= 0 ? pick(s.writeAwait) : null,
      queueDepth: c !== null && c.queue >= 0 ? pick(s.queue) : null,
      utilPct: c !== null && c.util >= 0 ? pick(s.util) : null,
      warnings,
      ...(this.vcpu !== null ? { machineVcpu: this.vcpu } : {}),
    };
  }

  /** Times and intervals from `-t` lines (every report must have one), else null. */
  private clock(keep: number[]): { timesSec: number[] | null; intervalSec: number[] | null } {
    if (this.times.some((t) => t === null)) return { timesSec: null, intervalSec: null };
    const t = this.times as number[];
    const timesSec = keep.map((i) => t[i] ?? 0);
    const gaps = keep.map((i) => (i > 0 ? (t[i] ?? 0) - (t[i - 1] ?? 0) : NaN));
    const typical = gaps.find((g) => Number.isFinite(g) && g > 0) ?? null;
    if (typical === null) return { timesSec, intervalSec: null };
    return { timesSec, intervalSec: gaps.map((g) => (Number.isFinite(g) && g > 0 ? g : typical)) };
  }
}
