/**
 * The workload a production capture shows: per sample and as percentiles, for the database's
 * device (the busiest one unless named) and, when SHOW GLOBAL STATUS / mysqld_exporter snapshots
 * were given, for MySQL.
 *
 *     IOPS = reads/s + writes/s                 MiB/s = read MiB/s + written MiB/s
 *     average read size (KiB) = read MiB/s × 1024 / reads/s   (per sample; mean = total bytes / total reads)
 *     latency = r_await / w_await (ms)          queue depth = aqu-sz      busy = %util
 *     QPS = ΔQuestions / Δt                     miss ratio = ΔInnodb_buffer_pool_reads / ΔInnodb_buffer_pool_read_requests
 *
 * Percentiles are nearest-rank over samples (stats.ts); ratio metrics (sizes, latencies, miss
 * ratio) skip samples without IO (or without read requests). Pure: series in, plain data out.
 */
import type { DiskSeriesRecord, Samples } from '../imports/types.ts';
import type { MysqlSeries, TelemetrySeries } from './types.ts';
import type { Stats } from './stats.ts';
import { downsampleMax, statsOf } from './stats.ts';
import { formatDuration, formatInt } from '../format/index.ts';

export type WorkloadMetricKey =
  | 'readIops'
  | 'writeIops'
  | 'iops'
  | 'readMiBps'
  | 'writtenMiBps'
  | 'mibps'
  | 'readIoKiB'
  | 'writeIoKiB'
  | 'readLatencyMs'
  | 'writeLatencyMs'
  | 'queueDepth'
  | 'utilPct'
  | 'qps'
  | 'missRatioPct'
  | 'dataReadIops'
  | 'dataWriteIops'
  | 'dataReadMiBps'
  | 'dataWrittenMiBps';

export interface WorkloadMetric {
  key: WorkloadMetricKey;
  label: string;
  unit: string;
  /** 'disk' (the chosen device) or 'mysql' (status counters): which time axis `t` is. */
  from: 'disk' | 'mysql';
  /** End of each sample, seconds from the start of its capture. */
  t: Samples;
  /** One value per sample; NaN where a ratio is undefined (no IO in the sample). */
  values: Samples;
  stats: Stats | null;
}

export interface DeviceSummary {
  device: string;
  tool: DiskSeriesRecord['tool'];
  samples: number;
  /** Reads + writes over the capture (or per sample summed when the capture has no clock). */
  ios: number;
}

/** What a capture covers: its time axis and where it came from. */
export interface CaptureSpan {
  tool: string;
  samples: number;
  /** Seconds covered; null when the capture has no clock and no interval was given. */
  durationSec: number | null;
  /** Median sample length, seconds (null: unknown). */
  intervalSec: number | null;
  /** Unix seconds of the capture's start, when it has a clock. */
  startSec: number | null;
  /** Length of each sample, seconds (1 per sample when unknown). */
  weights: Samples;
}

export interface Workload {
  /** The device analysed (null: no disk series). */
  device: string | null;
  devices: DeviceSummary[];
  disk: CaptureSpan | null;
  mysql: (CaptureSpan & { pageSizeBytes: number | null }) | null;
  metrics: WorkloadMetric[];
  warnings: string[];
  /**
   * Which device is analysed and why, when the capture has several (issue 26: a choice, not a
   * problem): "2 devices in the capture: showing nvme1n1, the busiest". Null with one device.
   */
  deviceChoice: string | null;
  /**
   * The disk samples or snapshots carry no time and no interval was given (times are sample
   * numbers, or snapshots gave no rates). The warnings say so in neutral words; each surface adds
   * how to give the interval (the CLI's `--interval`).
   */
  noClock: boolean;
  /**
   * What the capture states about its machine (issue 41.10): iostat's banner "(8 CPU)", the
   * vCPUs, with its file and line; absent when it states nothing.
   */
  machine?: { vcpu: number; file: string; line: number };
}

export interface WorkloadOptions {
  /** Device to analyse (as the capture names it); default the one with the most IOs. */
  device?: string;
  /** Seconds per sample for captures without a clock (iostat without -t). */
  intervalSec?: number;
}

/** CloudWatch periods longer than this average peaks away (seconds). */
export const COARSE_INTERVAL_SEC = 60;

const LABELS: Record<WorkloadMetricKey, [string, string]> = {
  readIops: ['Read IOPS', 'IO/s'],
  writeIops: ['Write IOPS', 'IO/s'],
  iops: ['IOPS (reads + writes)', 'IO/s'],
  readMiBps: ['Read throughput', 'MiB/s'],
  writtenMiBps: ['Write throughput', 'MiB/s'],
  mibps: ['Throughput (reads + writes)', 'MiB/s'],
  readIoKiB: ['Average read size', 'KiB'],
  writeIoKiB: ['Average write size', 'KiB'],
  readLatencyMs: ['Read latency', 'ms'],
  writeLatencyMs: ['Write latency', 'ms'],
  queueDepth: ['Queue depth', 'requests'],
  utilPct: ['Device busy', '%'],
  qps: ['Queries per second', 'queries/s'],
  missRatioPct: ['Buffer-pool miss ratio', '%'],
  dataReadIops: ['InnoDB data reads (Innodb_data_reads)', 'IO/s'],
  dataWriteIops: ['InnoDB data writes (Innodb_data_writes)', 'IO/s'],
  dataReadMiBps: ['InnoDB data read (Innodb_data_read)', 'MiB/s'],
  dataWrittenMiBps: ['InnoDB data written (Innodb_data_written)', 'MiB/s'],
};

export function metricLabel(key: WorkloadMetricKey): { label: string; unit: string } {
  const [label, unit] = LABELS[key];
  return { label, unit };
}

function total(r: DiskSeriesRecord, w: Samples): number {
  let s = 0;
  for (let i = 0; i < r.readsPerSecond.length; i += 1)
    s += ((r.readsPerSecond[i] ?? 0) + (r.writesPerSecond[i] ?? 0)) * (w[i] ?? 1);
  return s;
}

/** Sample lengths and times of a series: from its clock, its intervals, or the given interval. */
function span(
  tool: string,
  n: number,
  timesSec: Samples | null,
  intervalSec: Samples | null,
  given: number | undefined,
): { span: CaptureSpan; t: Samples; warning: string | null } {
  // Every interval known and positive (the usual capture): the series' own array, not a copy.
  const own = intervalSec !== null && intervalSec.length === n && allPositive(intervalSec);
  const weights: Samples = own ? intervalSec : new Float64Array(n);
  let warning: string | null = null;
  let known = true;
  for (let i = 0; i < n && !own; i += 1) {
    let w = intervalSec?.[i];
    if (w === undefined && timesSec !== null && i > 0)
      w = (timesSec[i] ?? 0) - (timesSec[i - 1] ?? 0);
    if (w === undefined && timesSec !== null && i === 0 && n > 1)
      w = (timesSec[1] ?? 0) - (timesSec[0] ?? 0);
    if (w === undefined || !(w > 0)) {
      w = given ?? 1;
      if (given === undefined) known = false;
    }
    weights[i] = w;
  }
  if (!known)
    warning = `the ${tool} capture has no clock: times are sample numbers and durations unknown${tool === 'iostat' ? ' (iostat -t prints the time of each report)' : ''}`;
  // Typed: the time axis of millions of samples stays off V8's heap (issue 31).
  const t = new Float64Array(n);
  let startSec: number | null = null;
  if (timesSec !== null && timesSec.length === n && n > 0) {
    startSec = (timesSec[0] ?? 0) - (weights[0] ?? 0);
    for (let i = 0; i < n; i += 1) t[i] = (timesSec[i] ?? 0) - startSec;
  } else {
    let acc = 0;
    for (let i = 0; i < n; i += 1) {
      acc += weights[i] ?? 1;
      t[i] = acc;
    }
  }
  const median = n > 0 ? medianOf(weights) : null;
  return {
    span: {
      tool,
      samples: n,
      durationSec: known ? (t[n - 1] ?? 0) : null,
      intervalSec: known ? median : null,
      startSec,
      weights,
    },
    t,
    warning,
  };
}

/** The upper median (the middle of the sorted values); no sorted copy when all are equal. */
function medianOf(a: Samples): number | null {
  let same = true;
  for (let i = 1; i < a.length && same; i += 1) same = a[i] === a[0];
  if (same) return a[0] ?? null;
  return new Float64Array(a).sort()[Math.floor(a.length / 2)] ?? null;
}

function allPositive(a: Samples): boolean {
  for (let i = 0; i < a.length; i += 1) if (!((a[i] ?? 0) > 0)) return false;
  return true;
}

/** The series one after another, in one new array. */
function joinAll(parts: Samples[]): Float64Array {
  const out = new Float64Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function concat(records: DiskSeriesRecord[]): DiskSeriesRecord {
  const first = records[0];
  if (first === undefined) throw new Error('no records');
  if (records.length === 1) return first;
  const cat = (f: (r: DiskSeriesRecord) => Samples | null): Samples | null =>
    records.every((r) => f(r) !== null) ? joinAll(records.map((r) => f(r) ?? [])) : null;
  return {
    ...first,
    timesSec: cat((r) => r.timesSec),
    intervalSec: cat((r) => r.intervalSec),
    readsPerSecond: joinAll(records.map((r) => r.readsPerSecond)),
    writesPerSecond: joinAll(records.map((r) => r.writesPerSecond)),
    readMiBps: joinAll(records.map((r) => r.readMiBps)),
    writtenMiBps: joinAll(records.map((r) => r.writtenMiBps)),
    readAwaitMs: cat((r) => r.readAwaitMs),
    writeAwaitMs: cat((r) => r.writeAwaitMs),
    queueDepth: cat((r) => r.queueDepth),
    utilPct: cat((r) => r.utilPct),
    warnings: records.flatMap((r) => r.warnings),
  };
}

function metric(
  key: WorkloadMetricKey,
  from: 'disk' | 'mysql',
  t: Samples,
  values: Samples,
  mean?: number,
  scratch?: Float64Array,
): WorkloadMetric {
  const { label, unit } = metricLabel(key);
  return { key, label, unit, from, t, values, stats: statsOf(values, mean, scratch) };
}

/**
 * Samples a metric computed here (not an imported series) keeps for charts: above this, each of
 * this many buckets keeps its peak (downsampleMax). Its figures (`stats`) come from every sample
 * all the same; a 200 MB capture's millions of samples held four more copies (issue 31).
 */
export const DERIVED_CHART_SAMPLES = 100_000;

/**
 * A metric whose values are computed from the series, into `work` (one buffer for all of them):
 * chart points capped (the values copied when they are few), then figures from every sample,
 * sorted in `work` itself (statsOf's scratch).
 */
function capped(
  key: WorkloadMetricKey,
  t: Samples,
  work: Float64Array,
  mean: number | undefined,
): WorkloadMetric {
  const chart =
    work.length <= DERIVED_CHART_SAMPLES
      ? { x: t, y: work.slice() }
      : downsampleMax(t, work, DERIVED_CHART_SAMPLES);
  const { label, unit } = metricLabel(key);
  const stats = statsOf(work, mean, work);
  return { key, label, unit, from: 'disk', t: chart.x, values: chart.y, stats };
}

/** out[i] = num[i] × scale / den[i], NaN where den is 0 (into a new array without `out`). */
function ratio(
  num: Samples,
  den: Samples,
  scale: number,
  out = new Float64Array(den.length),
): Float64Array {
  for (let i = 0; i < den.length; i += 1) {
    const d = den[i] ?? 0;
    out[i] = d > 0 ? ((num[i] ?? 0) * scale) / d : NaN;
  }
  return out;
}

/** out[i] = a[i] + b[i]. */
function sum(a: Samples, b: Samples, out: Float64Array): Float64Array {
  for (let i = 0; i < out.length; i += 1) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
}

/** Latency where the device did that kind of IO (iostat prints 0.00 for no IO). */
function latency(await_: Samples, ops: Samples, out: Float64Array): Float64Array {
  for (let i = 0; i < out.length; i += 1) out[i] = (ops[i] ?? 0) > 0 ? (await_[i] ?? 0) : NaN;
  return out;
}

function weightedMean(num: Samples, den: Samples, w: Samples, scale: number): number {
  let a = 0;
  let b = 0;
  for (let i = 0; i < den.length; i += 1) {
    a += (num[i] ?? 0) * (w[i] ?? 1);
    b += (den[i] ?? 0) * (w[i] ?? 1);
  }
  return b > 0 ? (a * scale) / b : NaN;
}

function diskMetrics(r: DiskSeriesRecord, t: Samples, w: Samples): WorkloadMetric[] {
  const reads = r.readsPerSecond;
  const writes = r.writesPerSecond;
  // One buffer for every metric: the computed values, and the sorting of each (issue 31).
  const work = new Float64Array(reads.length);
  const own = (key: WorkloadMetricKey, values: Samples): WorkloadMetric =>
    metric(key, 'disk', t, values, undefined, work);
  const computed = (key: WorkloadMetricKey, values: Float64Array, mean?: number): WorkloadMetric =>
    capped(key, t, values, mean);
  const out: WorkloadMetric[] = [
    own('readIops', reads),
    own('writeIops', writes),
    computed('iops', sum(reads, writes, work)),
    own('readMiBps', r.readMiBps),
    own('writtenMiBps', r.writtenMiBps),
    computed('mibps', sum(r.readMiBps, r.writtenMiBps, work)),
    computed(
      'readIoKiB',
      ratio(r.readMiBps, reads, 1024, work),
      weightedMean(r.readMiBps, reads, w, 1024),
    ),
    computed(
      'writeIoKiB',
      ratio(r.writtenMiBps, writes, 1024, work),
      weightedMean(r.writtenMiBps, writes, w, 1024),
    ),
  ];
  if (r.readAwaitMs) out.push(computed('readLatencyMs', latency(r.readAwaitMs, reads, work)));
  if (r.writeAwaitMs) out.push(computed('writeLatencyMs', latency(r.writeAwaitMs, writes, work)));
  if (r.queueDepth) out.push(own('queueDepth', r.queueDepth));
  if (r.utilPct) out.push(own('utilPct', r.utilPct));
  return out;
}

function mysqlMetrics(m: MysqlSeries, t: Samples): WorkloadMetric[] {
  const out: WorkloadMetric[] = [];
  if (m.qps) out.push(metric('qps', 'mysql', t, m.qps));
  if (m.missRatio && m.readRequestsPerSec && m.missesPerSec) {
    const req = m.readRequestsPerSec;
    const pct = ratio(m.missesPerSec, req, 100).map((v) => Math.min(100, v));
    out.push(
      metric(
        'missRatioPct',
        'mysql',
        t,
        pct,
        Math.min(100, weightedMean(m.missesPerSec, req, m.intervalSec, 100)),
      ),
    );
  }
  // InnoDB's own data-file IO over each interval (issue 26), next to the miss ratio: what the
  // server asked of the device, whether or not a disk capture came with it.
  if (m.dataReadsPerSec) out.push(metric('dataReadIops', 'mysql', t, m.dataReadsPerSec));
  if (m.dataWritesPerSec) out.push(metric('dataWriteIops', 'mysql', t, m.dataWritesPerSec));
  if (m.dataReadMiBps) out.push(metric('dataReadMiBps', 'mysql', t, m.dataReadMiBps));
  if (m.dataWrittenMiBps) out.push(metric('dataWrittenMiBps', 'mysql', t, m.dataWrittenMiBps));
  return out;
}

export function analyseWorkload(series: TelemetrySeries, options: WorkloadOptions = {}): Workload {
  const warnings: string[] = [];
  const byDevice = new Map<string, DiskSeriesRecord[]>();
  for (const d of series.disks) {
    const list = byDevice.get(d.device);
    if (list) list.push(d);
    else byDevice.set(d.device, [d]);
  }
  const devices: DeviceSummary[] = [];
  const joined = new Map<string, DiskSeriesRecord>();
  for (const [name, recs] of byDevice) {
    const r = concat(recs);
    joined.set(name, r);
    const w = r.intervalSec ?? r.readsPerSecond.map(() => options.intervalSec ?? 1);
    devices.push({
      device: name,
      tool: r.tool,
      samples: r.readsPerSecond.length,
      ios: total(r, w),
    });
  }
  devices.sort((a, b) => b.ios - a.ios);
  const db = databaseDevice(joined, series.mysql[0], options.intervalSec);
  let device: string | null = db?.device ?? devices[0]?.device ?? null;
  let deviceChoice: string | null = null;
  if (options.device !== undefined) {
    if (joined.has(options.device)) device = options.device;
    else
      warnings.push(
        `no device "${options.device}" in the capture (it has ${devices.map((d) => d.device).join(', ') || 'none'}); showing ${device ?? 'none'}`,
      );
  } else if (devices.length > 1 && device !== null) {
    deviceChoice =
      db !== null
        ? `${devices.length} devices in the capture: showing ${device}, the one whose reads match InnoDB's data reads (Innodb_data_reads, ${formatInt(db.mysqlReads)}/s)`
        : `${devices.length} devices in the capture: showing ${device}, the busiest`;
  }
  const metrics: WorkloadMetric[] = [];
  let disk: CaptureSpan | null = null;
  const chosen = device === null ? undefined : joined.get(device);
  if (chosen) {
    const s = span(
      chosen.tool,
      chosen.readsPerSecond.length,
      chosen.timesSec,
      chosen.intervalSec,
      options.intervalSec,
    );
    disk = s.span;
    if (s.warning) warnings.push(s.warning);
    warnings.push(...chosen.warnings);
    metrics.push(...diskMetrics(chosen, s.t, s.span.weights));
    if (s.span.intervalSec !== null && s.span.intervalSec > COARSE_INTERVAL_SEC)
      warnings.push(
        `samples are ${formatDuration(s.span.intervalSec)} averages: peaks shorter than that are averaged away (CloudWatch at 1-minute periods, or iostat at 1 s, show them)`,
      );
  }
  let mysql: Workload['mysql'] = null;
  const m = series.mysql[0];
  if (m) {
    if (series.mysql.length > 1)
      warnings.push(`${series.mysql.length} MySQL status series: showing the first`);
    const s = span(m.tool, m.intervalSec.length, m.timesSec, m.intervalSec, undefined);
    mysql = { ...s.span, pageSizeBytes: m.pageSizeBytes };
    warnings.push(...m.warnings);
    metrics.push(...mysqlMetrics(m, s.t));
  }
  for (const e of series.errors) warnings.push(`${e.file} line ${e.line}: ${e.message}`);
  const noClock =
    (disk !== null && disk.durationSec === null) || series.errors.some((e) => e.noClock === true);
  const stated = chosen?.machineVcpu;
  const machine = stated
    ? { machine: { vcpu: stated.value, file: chosen.source.file, line: stated.line } }
    : {};
  return { device, devices, disk, mysql, metrics, warnings, deviceChoice, noClock, ...machine };
}

/**
 * The database's device in a capture of several: the one whose mean reads/s is nearest (as a
 * ratio) to InnoDB's own data-file reads/s (Innodb_data_reads over the MySQL snapshots). Null
 * without MySQL status, with one device, or when no device reads at all.
 */
/** Σ v·w / Σ w: a rate's mean over the time its samples cover. */
function timeMean(values: Samples, w: Samples): number {
  return weightedMean(values, new Float64Array(values.length).fill(1), w, 1);
}

function databaseDevice(
  joined: Map<string, DiskSeriesRecord>,
  mysql: MysqlSeries | undefined,
  intervalSec: number | undefined,
): { device: string; mysqlReads: number } | null {
  if (joined.size < 2 || !mysql?.dataReadsPerSec) return null;
  const mysqlReads = timeMean(mysql.dataReadsPerSec, mysql.intervalSec);
  if (!(mysqlReads > 0)) return null;
  let best: { device: string; distance: number } | null = null;
  for (const [name, r] of joined) {
    const w = r.intervalSec ?? r.readsPerSecond.map(() => intervalSec ?? 1);
    const reads = timeMean(r.readsPerSecond, w);
    if (!(reads > 0)) continue;
    const distance = Math.abs(Math.log(reads / mysqlReads));
    if (best === null || distance < best.distance) best = { device: name, distance };
  }
  return best === null ? null : { device: best.device, mysqlReads };
}

/** The metric of a workload by key (undefined when the capture lacks it). */
export function workloadMetric(w: Workload, key: WorkloadMetricKey): WorkloadMetric | undefined {
  return w.metrics.find((m) => m.key === key);
}
