/**
 * sysbench 1.0.x `fileio` output, as printed. A file may hold several runs one after another
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

interface Run {
  line: number;
  threads: number | null;
  blockSizeKiB: number | null;
  mode: DeviceRunMode | null;
  started: number | null;
  inLatency: boolean;
  /** A figure of this run was already reported as malformed. */
  bad: boolean;
  values: Partial<Record<(typeof FIGURES)[string], number>>;
}

const newRun = (line: number): Run => ({
  line,
  threads: null,
  blockSizeKiB: null,
  mode: null,
  started: null,
  inLatency: false,
  bad: false,
  values: {},
});

export class SysbenchParser {
  private run: Run | null = null;

  constructor(private readonly sink: Sink) {}

  line(raw: string, lineNo: number): void {
    const text = raw.trim();
    if (text === '') return;
    if (/^sysbench \d/.test(text)) {
      this.finish();
      this.run = newRun(lineNo);
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
    if (text === 'Latency (ms):') {
      run.inLatency = true;
      return;
    }
    if (/^(General statistics|Threads fairness|File operations|Throughput):$/.test(text)) {
      run.inLatency = false;
      return;
    }
    const colon = text.lastIndexOf(':');
    if (colon <= 0) return;
    const name = text.slice(0, colon).trim();
    const key = own(FIGURES, name);
    if (key === undefined) return;
    const isLatency = key === 'min' || key === 'avg' || key === 'max' || key === 'p95';
    if (isLatency !== run.inLatency) return;
    const v = this.num(text.slice(colon + 1).trim(), lineNo, name);
    if (v !== null) run.values[key] = v;
    else run.bad = true;
  }

  end(): void {
    this.finish();
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
    const missing = (['reads', 'writes', 'readMiB', 'writtenMiB'] as const).find(
      (k) => v[k] === undefined,
    );
    if (missing !== undefined) {
      const label = Object.entries(FIGURES).find(([, k]) => k === missing)?.[0] ?? missing;
      this.sink.error(
        run.line,
        label,
        `the run whose threads started on line ${run.started} has no '${label}:' line (truncated output?)`,
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
