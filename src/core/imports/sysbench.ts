/**
 * sysbench `fileio` output, as printed: 1.0.x, and the legacy 0.4.x and 0.5 (still in older
 * distributions), whose figures are totals instead of rates: "Operations performed:  225060 Read,
 * 150040 Write, 480000 Other = 855100 Total", "Read 3.4341Gb  Written 2.2894Gb  Total transferred
 * …", "total time: 300.0021s", and latencies in a "per-request statistics:" (0.4) or "response
 * time:" (0.5) block with an "ms" suffix. Their rates are the totals over the total time; their
 * Kb/Mb/Gb are binary units (sysbench 0.4's sb_print_value divides by 1024). A file may hold several runs one after another
 * (each starts with its "sysbench 1.0.20 (...)" banner) and the output of `prepare`, whose one
 * figure is the sequential write rate ("107374182400 bytes written in 799.69 seconds
 * (128.05 MiB/sec).").
 *
 * A run yields a record once its "File operations:" block was read; a run that started its
 * threads but stops before its figures (a truncated copy) is an error on the line it started.
 */
import type { DeviceRunMode, DeviceRunRecord, LatencyMs } from './types.ts';
import type { Sink } from './sink.ts';
import { parseNumber, parseSizeKiB } from '../units/index.ts';
import { own } from '../own.ts';

const TEST_MODES: [RegExp, DeviceRunMode][] = [
  [/^Doing random read test/, 'rndrd'],
  [/^Doing random write test/, 'rndwr'],
  [/^Doing random r\/w test/, 'rndrw'],
  [/^Doing sequential read test/, 'seqrd'],
  [/^Doing sequential write \(creation\) test/, 'seqwr'],
  [/^Doing sequential rewrite test/, 'seqrewr'],
];

/** "name:   value" lines of the figures block → record fields. */
const FIGURES: Record<
  string,
  'reads' | 'writes' | 'readMiB' | 'writtenMiB' | 'min' | 'avg' | 'max' | 'p95'
> = {
  'reads/s': 'reads',
  'writes/s': 'writes',
  'read, MiB/s': 'readMiB',
  'written, MiB/s': 'writtenMiB',
  min: 'min',
  avg: 'avg',
  max: 'max',
  '95th percentile': 'p95',
};

/** The figures of a legacy (0.4/0.5) run: totals and the run's length. */
interface LegacyTotals {
  reads?: number;
  writes?: number;
  readKiB?: number;
  writtenKiB?: number;
  seconds?: number;
}

interface Run {
  line: number;
  /** The version its banner names ("1.0.20", "0.4.12"), or null without a banner. */
  version: string | null;
  legacy: LegacyTotals | null;
  threads: number | null;
  blockSizeKiB: number | null;
  mode: DeviceRunMode | null;
  started: number | null;
  inLatency: boolean;
  /** A figure of this run was already reported as malformed. */
  bad: boolean;
  values: Partial<Record<(typeof FIGURES)[string], number>>;
}

const newRun = (line: number, version: string | null = null): Run => ({
  line,
  version,
  legacy: version !== null && /^0\.[45]\b/.test(version) ? {} : null,
  threads: null,
  blockSizeKiB: null,
  mode: null,
  started: null,
  inLatency: false,
  bad: false,
  values: {},
});

/** Why a run lacks a figure, said for the version its banner names. */
function missingWhy(version: string | null): string {
  const reads = 'the importer reads sysbench 0.4, 0.5 and 1.x fileio output';
  if (version !== null && /^(0\.[45]|1)\b/.test(version)) return '(truncated output?)';
  return version === null
    ? `(truncated output, or output without its "sysbench …" banner: ${reads})`
    : `(sysbench ${version} prints its figures otherwise: ${reads})`;
}

export class SysbenchParser {
  private run: Run | null = null;

  constructor(private readonly sink: Sink) {}

  line(raw: string, lineNo: number): void {
    const text = raw.trim();
    if (text === '') return;
    const banner = /^sysbench (\d[\w.-]*)/.exec(text);
    if (banner) {
      this.finish();
      this.run = newRun(lineNo, (banner[1] ?? '').replace(/:$/, ''));
      return;
    }
    const prepared = /^(\d+) bytes written in ([\d.]+) seconds \(([\d.]+) MiB\/sec\)\.?$/.exec(
      text,
    );
    if (prepared) {
      this.prepare(prepared, lineNo);
      return;
    }
    const run = this.run ?? (this.run = newRun(lineNo));
    let m = /^Number of threads:\s*(.*)$/.exec(text);
    if (m) {
      run.threads = this.num(m[1] ?? '', lineNo, 'Number of threads');
      return;
    }
    m = /^Block size\s+(.*)$/.exec(text);
    if (m) {
      const r = parseSizeKiB(m[1] ?? '', 'bytes');
      if (r.ok && r.value > 0) run.blockSizeKiB = r.value;
      else this.sink.error(lineNo, 'Block size', r.ok ? 'expected a size above zero' : r.message);
      return;
    }
    for (const [re, mode] of TEST_MODES) {
      if (re.test(text)) {
        run.mode = mode;
        return;
      }
    }
    if (text === 'Threads started!') {
      run.started = lineNo;
      return;
    }
    if (run.legacy && this.legacyLine(run.legacy, text, lineNo)) return;
    if (
      text === 'Latency (ms):' ||
      (run.legacy && (text === 'per-request statistics:' || text === 'response time:'))
    ) {
      run.inLatency = true;
      return;
    }
    if (
      /^(General statistics|Threads fairness|File operations|Throughput|Test execution summary):$/.test(
        text,
      )
    ) {
      run.inLatency = false;
      return;
    }
    const colon = text.lastIndexOf(':');
    if (colon <= 0) return;
    // 0.4/0.5 write "approx.  95 percentile: 58.71ms".
    const name = text
      .slice(0, colon)
      .trim()
      .replace(/^approx\.\s+95 percentile$/, '95th percentile');
    const key = own(FIGURES, name);
    if (key === undefined) return;
    const isLatency = key === 'min' || key === 'avg' || key === 'max' || key === 'p95';
    if (isLatency !== run.inLatency) return;
    let value = text.slice(colon + 1).trim();
    if (run.legacy && isLatency) value = value.replace(/ms$/, '');
    const v = this.num(value, lineNo, name);
    if (v !== null) run.values[key] = v;
    else run.bad = true;
  }

  end(): void {
    this.finish();
  }

  /** A figure line of 0.4/0.5 output; true when `text` was one. */
  private legacyLine(t: LegacyTotals, text: string, lineNo: number): boolean {
    const ops = /^Operations performed:\s*(\d+) reads?, (\d+) writes?,/i.exec(text);
    if (ops) {
      t.reads = Number(ops[1]);
      t.writes = Number(ops[2]);
      return true;
    }
    const bytes = /^Read (\S+)\s+Written (\S+)\s+Total transferred/.exec(text);
    if (bytes) {
      const read = parseSizeKiB(bytes[1] ?? '', 'bytes');
      const written = parseSizeKiB(bytes[2] ?? '', 'bytes');
      if (read.ok && written.ok) {
        t.readKiB = read.value;
        t.writtenKiB = written.value;
      } else
        this.sink.error(
          lineNo,
          'Read',
          read.ok ? (written.ok ? '' : written.message) : read.message,
        );
      return true;
    }
    const time = /^total time:\s*([\d.]+)s$/.exec(text);
    if (time) {
      const seconds = Number(time[1]);
      if (seconds > 0) t.seconds = seconds;
      else
        this.sink.error(
          lineNo,
          'total time',
          `expected a time above zero like 300.0021s, got '${time[1] ?? ''}s'`,
        );
      return true;
    }
    return false;
  }

  /** A legacy run's totals → its rates, or the label of the first figure it lacks. */
  private legacyRates(run: Run): string | undefined {
    const t = run.legacy;
    if (!t) return undefined;
    if (t.reads === undefined || t.writes === undefined) return 'Operations performed';
    if (t.readKiB === undefined || t.writtenKiB === undefined) return 'Read … Written';
    if (t.seconds === undefined) return 'total time';
    run.values.reads = t.reads / t.seconds;
    run.values.writes = t.writes / t.seconds;
    run.values.readMiB = t.readKiB / 1024 / t.seconds;
    run.values.writtenMiB = t.writtenKiB / 1024 / t.seconds;
    return undefined;
  }

  private num(text: string, lineNo: number, field: string): number | null {
    const r = parseNumber(text);
    if (r.ok) return r.value;
    this.sink.error(lineNo, field, r.message.replace(/like [^,]+,/, 'like 5012.44,'));
    return null;
  }

  private prepare(m: RegExpExecArray, lineNo: number): void {
    const mib = Number(m[3]);
    if (!Number.isFinite(mib)) {
      this.sink.error(lineNo, 'MiB/sec', `expected a number like 128.05, got '${m[3] ?? ''}'`);
      return;
    }
    this.sink.record({
      kind: 'device-run',
      source: { file: this.sink.file, line: this.run?.line ?? lineNo },
      tool: 'sysbench',
      mode: 'prepare',
      blockSizeKiB: null,
      threads: null,
      readsPerSecond: 0,
      writesPerSecond: 0,
      readMiBps: 0,
      writtenMiBps: mib,
      latency: null,
      context: {},
    });
    this.run = null;
  }

  private finish(): void {
    const run = this.run;
    this.run = null;
    if (run === null || run.started === null || run.bad) return;
    const v = run.values;
    const legacyMissing = this.legacyRates(run);
    const missing = (['reads', 'writes', 'readMiB', 'writtenMiB'] as const).find(
      (k) => v[k] === undefined,
    );
    if (legacyMissing !== undefined || missing !== undefined) {
      const label =
        legacyMissing ??
        Object.entries(FIGURES).find(([, k]) => k === missing)?.[0] ??
        String(missing);
      this.sink.error(
        run.line,
        label,
        `the run whose threads started on line ${run.started} has no '${label}:' line ${missingWhy(run.version)}`,
      );
      return;
    }
    if (run.threads === null) {
      this.sink.error(run.line, 'Number of threads', "the run has no 'Number of threads:' line");
      return;
    }
    if (run.mode === null) {
      this.sink.error(run.line, 'test mode', "the run has no 'Doing … test' line naming its mode");
      return;
    }
    const hasLatency =
      v.min !== undefined || v.avg !== undefined || v.max !== undefined || v.p95 !== undefined;
    const latency: LatencyMs | null = hasLatency
      ? {
          minMs: v.min ?? null,
          avgMs: v.avg ?? null,
          maxMs: v.max ?? null,
          p95Ms: v.p95 ?? null,
          p99Ms: null,
        }
      : null;
    const rec: DeviceRunRecord = {
      kind: 'device-run',
      source: { file: this.sink.file, line: run.line },
      tool: 'sysbench',
      mode: run.mode,
      blockSizeKiB: run.blockSizeKiB,
      threads: run.threads,
      readsPerSecond: v.reads ?? 0,
      writesPerSecond: v.writes ?? 0,
      readMiBps: v.readMiB ?? 0,
      writtenMiBps: v.writtenMiB ?? 0,
      latency,
      context: {},
    };
    if (rec.blockSizeKiB === null) {
      this.sink.error(run.line, 'Block size', "the run has no 'Block size' line");
      return;
    }
    this.sink.record(rec);
  }
}
