/**
 * CloudWatch EBS metrics (AWS EBS User Guide, "Amazon CloudWatch metrics for Amazon EBS") → one
 * DiskSeriesRecord per volume. VolumeReadOps/WriteOps and VolumeReadBytes/WriteBytes are SUMS
 * over the period: divided by the period they become IOPS and MiB/s. VolumeTotalRead/WriteTime
 * is the total seconds of the period's completed operations: ÷ ops = average latency.
 * VolumeIdleTime is the seconds with no IO submitted: util = 1 − idle / period.
 * VolumeQueueLength is read as the period's average (request it with the Average statistic).
 * Timestamps are the start of each period; the period is the smallest gap between them.
 */
import type { DiskSeriesRecord, Samples } from './types.ts';
import type { Sink } from './sink.ts';
import { startsWithCalendarDate } from './calendar.ts';

export type EbsMetric =
  | 'readOps'
  | 'writeOps'
  | 'readBytes'
  | 'writeBytes'
  | 'readTime'
  | 'writeTime'
  | 'queueLength'
  | 'idleTime'
  | 'ioBalance'
  | 'byteBalance';

/** The instance's burst balances (AWS/EC2 EBSIOBalance%, EBSByteBalance%): not a volume's. */
const BALANCES: ReadonlySet<EbsMetric> = new Set(['ioBalance', 'byteBalance']);

/** Normalised metric-name fragments → metric (longest first so VolumeTotalReadTime wins). */
const NAMES: [string, EbsMetric][] = [
  ['ebsiobalance', 'ioBalance'],
  ['ebsbytebalance', 'byteBalance'],
  ['totalreadtime', 'readTime'],
  ['totalwritetime', 'writeTime'],
  ['queuelength', 'queueLength'],
  ['idletime', 'idleTime'],
  ['readbytes', 'readBytes'],
  ['writebytes', 'writeBytes'],
  ['readops', 'readOps'],
  ['writeops', 'writeOps'],
];

const REQUIRED: [EbsMetric, string][] = [
  ['readOps', 'VolumeReadOps'],
  ['writeOps', 'VolumeWriteOps'],
  ['readBytes', 'VolumeReadBytes'],
  ['writeBytes', 'VolumeWriteBytes'],
];

/** One metric's data points as a file gave them (a JSON result or a CSV column). */
export interface MetricColumn {
  /** Label, then Id: where the metric name and the volume id are looked for. */
  names: string[];
  line: number;
  timesSec: Samples;
  values: Samples;
}

/** Which EBS metric a label or id names, and the volume it names (or null). */
export function identifyMetric(
  names: string[],
): { metric: EbsMetric; volume: string | null } | null {
  for (const n of names) {
    const flat = n.toLowerCase().replace(/[^a-z0-9]/g, '');
    const hit = NAMES.find(([frag]) => flat.includes(frag));
    if (hit) {
      // A balance belongs to the instance (i-…), a volume metric to its volume (vol-…).
      const id = BALANCES.has(hit[1]) ? /\bi-[0-9a-f]+/i : /vol-[0-9a-f]+/i;
      const vol = names.map((x) => id.exec(x)?.[0]).find((v) => v !== undefined);
      return { metric: hit[1], volume: vol ?? null };
    }
  }
  return null;
}

/** Parses an ISO 8601 time (CloudWatch prints `2026-11-21T10:05:00+00:00` or `…Z`). */
export function parseIsoSeconds(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(text.trim()))
    return null;
  if (!startsWithCalendarDate(text)) return null;
  const t = text.trim().replace(' ', 'T');
  const withZone = /(Z|[+-]\d{2}:?\d{2})$/.test(t) ? t : `${t}Z`;
  const ms = Date.parse(withZone.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? ms / 1000 : null;
}

/**
 * One metric's points, as the columns gave them (several columns of one metric: pages, appended).
 * Plain arrays, not a Map per point: millions of points (a 200 MB export) stay a few bytes each.
 */
interface Points {
  timesSec: Samples;
  values: Samples;
}

type Volume = Map<EbsMetric, Points>;

/** True when each time is later than the one before (no sorting, no duplicates to resolve). */
function increasing(times: ArrayLike<number>): boolean {
  for (let i = 1; i < times.length; i += 1)
    if (!((times[i] ?? 0) > (times[i - 1] ?? 0))) return false;
  return true;
}

/** The same times, in the same order (the same array, or equal element by element). */
export function sameTimes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/** The points sorted by time; of two points at one time the later in the file wins. */
function sortedPoints(p: Points): { times: Samples; values: Samples } {
  // The usual export is in time order already: its arrays as they are (no copies of millions).
  if (increasing(p.timesSec)) return { times: p.timesSec, values: p.values };
  const order = Array.from({ length: p.timesSec.length }, (_, k) => k).sort(
    (a, b) => (p.timesSec[a] ?? 0) - (p.timesSec[b] ?? 0) || a - b,
  );
  const times = new Float64Array(order.length);
  const values = new Float64Array(order.length);
  let n = 0;
  for (const k of order) {
    const t = p.timesSec[k] ?? 0;
    if (n > 0 && times[n - 1] === t) values[n - 1] = p.values[k] ?? 0;
    else {
      times[n] = t;
      values[n] = p.values[k] ?? 0;
      n += 1;
    }
  }
  return { times: times.slice(0, n), values: values.slice(0, n) };
}

/**
 * Every time any metric of the volume has a point at, sorted, each once. When every metric has
 * the same increasing times (the usual export), that array itself.
 */
function unionTimes(m: Volume): Samples {
  const all = [...m.values()];
  const first = all[0]?.timesSec ?? [];
  if (increasing(first) && all.every((p) => sameTimes(p.timesSec, first))) return first;
  const merged = new Float64Array(all.reduce((n, p) => n + p.timesSec.length, 0));
  let k = 0;
  for (const p of all)
    for (let i = 0; i < p.timesSec.length; i += 1) merged[k++] = p.timesSec[i] ?? 0;
  merged.sort();
  let n = 0;
  for (const t of merged) if (n === 0 || merged[n - 1] !== t) merged[n++] = t;
  return merged.slice(0, n);
}

/**
 * The metric's value at each of `times` (`fill`, 0 by default, where it has no point); its own
 * array when aligned.
 */
function aligned(p: Points, times: Samples, fill = 0): Samples {
  const s = sortedPoints(p);
  if (sameTimes(s.times, times)) return s.values;
  const out = new Float64Array(times.length);
  let j = 0;
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i] ?? 0;
    while (j < s.times.length && (s.times[j] ?? 0) < t) j += 1;
    out[i] = j < s.times.length && s.times[j] === t ? (s.values[j] ?? 0) : fill;
  }
  return out;
}

/** `a` then `b`, in a new array. */
function joined(a: Samples, b: Samples): Float64Array {
  const out = new Float64Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Group-name prefix of an instance's balances (then its id, or nothing). */
const BALANCE_GROUP = 'balance:';

/** Groups columns by volume; a column naming no known metric is an error on its line. */
function groupColumns(
  columns: MetricColumn[],
  sink: Sink,
): Map<string, { line: number; m: Volume }> {
  const vols = new Map<string, { line: number; m: Volume }>();
  for (const c of columns) {
    const id = identifyMetric(c.names);
    if (id === null) {
      sink.error(
        c.line,
        c.names[0] ?? '',
        `expected an EBS metric name (VolumeReadOps, VolumeWriteOps, VolumeReadBytes, VolumeWriteBytes, VolumeTotalReadTime, VolumeTotalWriteTime, VolumeQueueLength, VolumeIdleTime, EBSIOBalance%, EBSByteBalance%) in the label or id, got '${(c.names[0] ?? '').slice(0, 60)}'`,
      );
      continue;
    }
    // The balances group by instance, apart from the volumes (emitCloudwatchSeries).
    const name = BALANCES.has(id.metric)
      ? `${BALANCE_GROUP}${id.volume ?? ''}`
      : (id.volume ?? 'volume');
    let v = vols.get(name);
    if (v === undefined) {
      v = { line: c.line, m: new Map() };
      vols.set(name, v);
    }
    const points = v.m.get(id.metric);
    // Columns may share one time array (cloudwatchCsv.ts): pages of a metric are joined into
    // new arrays, never appended to one that another column holds.
    if (points === undefined) v.m.set(id.metric, { timesSec: c.timesSec, values: c.values });
    else
      v.m.set(id.metric, {
        timesSec: joined(points.timesSec, c.timesSec),
        values: joined(points.values, c.values),
      });
  }
  return vols;
}

/** Smallest positive gap between sorted times (CloudWatch leaves out periods without data). */
function periodOf(times: Samples): number | null {
  let p = Infinity;
  for (let i = 1; i < times.length; i += 1) {
    const g = (times[i] ?? 0) - (times[i - 1] ?? 0);
    if (g > 0 && g < p) p = g;
  }
  return Number.isFinite(p) ? p : null;
}

/** Emits one record per volume; errors name the volume's first line and the missing metric. */
export function emitCloudwatchSeries(
  columns: MetricColumn[],
  sink: Sink,
  incomplete: readonly string[] = [],
): void {
  for (const [device, { line, m }] of groupColumns(columns, sink)) {
    if (device.startsWith(BALANCE_GROUP)) {
      emitBalances(device.slice(BALANCE_GROUP.length) || null, line, m, sink, incomplete);
      continue;
    }
    const missing = REQUIRED.filter(([k]) => !m.has(k)).map(([, n]) => n);
    if (missing.length > 0) {
      sink.error(
        line,
        device,
        `${missing.join(', ')} missing for ${device}: add it to the metric data queries (Statistic Sum)`,
      );
      continue;
    }
    const times = unionTimes(m);
    const period = periodOf(times);
    if (period === null) {
      sink.error(
        line,
        device,
        'one data point only: the period cannot be told (export at least two periods)',
      );
      continue;
    }
    const series = seriesOf(device, line, sink.file, m, times, period);
    series.warnings.push(...incomplete);
    sink.record(series);
  }
}

/** One instance's burst balances as a record (each metric's points on the union of times). */
function emitBalances(
  instance: string | null,
  line: number,
  m: Volume,
  sink: Sink,
  incomplete: readonly string[],
): void {
  const times = unionTimes(m);
  // A period without a point is unknown (NaN), not an empty balance.
  const col = (k: EbsMetric): Samples | null => {
    const p = m.get(k);
    return p === undefined ? null : aligned(p, times, NaN);
  };
  sink.record({
    kind: 'ebs-balance',
    source: { file: sink.file, line },
    tool: 'cloudwatch',
    instance,
    timesSec: times,
    ioBalancePct: col('ioBalance'),
    byteBalancePct: col('byteBalance'),
    warnings: [...incomplete],
  });
}

/**
 * times[i] + by, in a new Float64Array. (Float64Array.from with a function first collects every
 * value in a plain array: 100 MB of V8 heap for a 200 MB export's 3.7 million rows.)
 */
function shifted(times: Samples, by: number): Float64Array {
  const out = new Float64Array(times.length);
  for (let i = 0; i < out.length; i += 1) out[i] = (times[i] ?? 0) + by;
  return out;
}

/** `a` with each value replaced by f(value, index), in place (the array is the importer's own). */
function inPlace(a: Samples, f: (v: number, i: number) => number): Samples {
  for (let i = 0; i < a.length; i += 1) a[i] = f(a[i] ?? 0, i);
  return a;
}

/**
 * The volume's record. Its rates are computed in the arrays `aligned` returns, in place: those
 * may be the columns' own value arrays, which the importer hands over (a 200 MB export held a
 * second copy of every column; issue 31). Times stay untouched: columns may share them.
 */
function seriesOf(
  device: string,
  line: number,
  file: string,
  m: Volume,
  times: Samples,
  period: number,
): DiskSeriesRecord {
  const col = (k: EbsMetric): Samples | null => {
    const p = m.get(k);
    return p === undefined ? null : aligned(p, times);
  };
  const perSec = (a: Samples | null, scale: number): Samples =>
    inPlace(a ?? [], (v) => (v / period) * scale);
  const readOps = col('readOps') ?? [];
  const writeOps = col('writeOps') ?? [];
  // Latencies first: they divide by the ops of the period, before those become rates.
  const latency = (t: Samples | null, ops: Samples): Samples | null =>
    t === null ? null : inPlace(t, (s, i) => ((ops[i] ?? 0) > 0 ? (s * 1000) / (ops[i] ?? 1) : 0));
  const readAwaitMs = latency(col('readTime'), readOps);
  const writeAwaitMs = latency(col('writeTime'), writeOps);
  const idle = col('idleTime');
  const warnings: string[] = [];
  const gaps =
    times.length - 1 - Math.round(((times[times.length - 1] ?? 0) - (times[0] ?? 0)) / period);
  if (gaps < 0) warnings.push(`${-gaps} periods without any data point: left out`);
  return {
    kind: 'disk-series',
    source: { file, line },
    tool: 'cloudwatch',
    device,
    // Typed arrays: the record's series stay off V8's heap (issue 31).
    timesSec: shifted(times, period),
    intervalSec: new Float64Array(times.length).fill(period),
    readsPerSecond: perSec(readOps, 1),
    writesPerSecond: perSec(writeOps, 1),
    readMiBps: perSec(col('readBytes'), 1 / 1048576),
    writtenMiBps: perSec(col('writeBytes'), 1 / 1048576),
    readAwaitMs,
    writeAwaitMs,
    queueDepth: col('queueLength'),
    utilPct:
      idle === null
        ? null
        : inPlace(idle, (s) => Math.min(100, Math.max(0, (1 - s / period) * 100))),
    warnings,
  };
}
