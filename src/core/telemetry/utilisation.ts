/**
 * Where the current configuration stands: the measured load against each limit of the
 * scenario's data volume and instance, at p95 and at peak, and the time spent at a limit.
 *
 * Limits (catalog figures through the model's own accessors, src/core/devices/params.ts):
 * - the volume's IOPS and MiB/s (gp3/io2 provisioned; gp2 3 IOPS per GiB; the catalog's local
 *   NVMe read IOPS for instance store, a custom device's own caps);
 * - the instance's EBS ceilings, baseline (sustained) and burst (at least 30 minutes a day).
 *
 * EBS counts reads and writes together and an IO of up to 256 KiB (`maxIoSizeKiB`) as one: per
 * sample, counted IOPS = reads/s × ⌈read size / 256 KiB⌉ + writes/s × ⌈write size / 256 KiB⌉.
 * Local NVMe writes cost more than reads (published read/write IOPS): counted IOPS = reads/s +
 * writes/s × read IOPS / write IOPS.
 *
 * A sample is **at a limit** when it is within 5 % of it (LIMIT_REACHED_FRACTION): a capped
 * device measures around its cap, not exactly at it (brief section 4: a gp3 volume provisioned at
 * 3,000 IOPS measured 2,973-3,048 reads/s).
 */
import type { Catalog } from '../catalog/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { deviceParams, scenarioInstance, scenarioVcpu } from '../devices/params.ts';
import { describeStorage, storageKind } from '../storage/index.ts';
import type { CapacityLimit, LimitMeasure } from '../storage/types.ts';
import { formatCount, formatInt, formatPercent } from '../format/index.ts';
import type { Workload } from './workload.ts';
import { workloadMetric } from './workload.ts';
import { percentileOfSorted } from './stats.ts';

export const LIMIT_REACHED_FRACTION = 0.95;

export type { CapacityLimit, LimitMeasure } from '../storage/types.ts';

export interface LimitUse {
  limit: CapacityLimit;
  /** Measured load (counted as the limit counts it) at p95 and at peak. */
  p95: number;
  peak: number;
  p95Pct: number;
  peakPct: number;
  /** Share of the capture's time within 5 % of the limit or above it. */
  atLimitPct: number;
  /** Seconds at the limit; null when the capture has no clock. */
  atLimitSec: number | null;
  /** Reads' share of the load in the samples at the limit (IOs, or bytes for MiB/s), %; null if none. */
  readSharePct: number | null;
}

export interface Utilisation {
  /** The configuration measured against, in words ("m6i.large + gp3 500 GiB, 6,000 IOPS, 250 MiB/s"). */
  configuration: string;
  limits: LimitUse[];
  /** The limit reached most often (else the closest at p95), null without disk data. */
  bottleneck: LimitUse | null;
  /** "reads hit the 6,000 provisioned IOPS 4% of the time". */
  summary: string;
  /**
   * The machine the capture states (iostat's "(8 CPU)") against the configuration's instance
   * (issue 41.10): agreeing, or "it comes from another machine"; absent when it states none.
   */
  machine?: string;
}

/** The configuration in words, for tables and notes: "m6i.large + gp3 500 GiB, 6,000 IOPS, 250 MiB/s". */
export function describeConfiguration(s: Scenario): string {
  return `${s.instance.type} + ${describeStorage(s.storage, 'short', s)}`;
}

/** Limits of the scenario's data volume (its kind's) and, on EBS, of the instance. */
export function configurationLimits(scenario: Scenario, catalog: Catalog): CapacityLimit[] {
  const inst = scenarioInstance(scenario, catalog);
  const kind = storageKind(scenario.storage.kind);
  const device = deviceParams(scenario, catalog, { sustained: true, firstTouch: false });
  const out = kind.telemetryLimits(scenario, catalog, inst, device);
  if (!kind.onEbs) return out;
  if (inst) {
    const e = inst.ebs;
    const flat = e.baselineIops >= e.maxIops && e.baselineMiBps >= e.maxMiBps;
    const b = flat ? 'ceiling' : 'baseline';
    out.push(
      {
        key: 'instance-iops-baseline',
        label: `${inst.name} EBS ${b} ${formatInt(e.baselineIops)} IOPS`,
        measure: 'ebs-iops',
        value: e.baselineIops,
        unit: 'IOPS',
      },
      {
        key: 'instance-mibps-baseline',
        label: `${inst.name} EBS ${b} ${formatInt(e.baselineMiBps)} MiB/s`,
        measure: 'mibps',
        value: e.baselineMiBps,
        unit: 'MiB/s',
      },
    );
    if (!flat)
      out.push(
        {
          key: 'instance-iops-burst',
          label: `${inst.name} EBS burst ${formatInt(e.maxIops)} IOPS (30 min a day)`,
          measure: 'ebs-iops',
          value: e.maxIops,
          unit: 'IOPS',
        },
        {
          key: 'instance-mibps-burst',
          label: `${inst.name} EBS burst ${formatInt(e.maxMiBps)} MiB/s (30 min a day)`,
          measure: 'mibps',
          value: e.maxMiBps,
          unit: 'MiB/s',
        },
      );
  }
  return out;
}

/** Per sample: the load and its reads' part, as a limit counts them. */
export interface SampleLoad {
  load: Float64Array;
  reads: Float64Array;
}

/**
 * IOs per second as EBS counts them (an IO up to `maxIoKiB` is one, larger ones are split; 0 =
 * no split), and MiB/s, with their reads' parts; null without read/write series.
 */
export function ioLoad(
  w: Workload,
  maxIoKiB: number,
): { iops: SampleLoad; mibps: SampleLoad } | null {
  const r = workloadMetric(w, 'readIops')?.values;
  const wr = workloadMetric(w, 'writeIops')?.values;
  const rm = workloadMetric(w, 'readMiBps')?.values;
  const wm = workloadMetric(w, 'writtenMiBps')?.values;
  if (!r || !wr || !rm || !wm) return null;
  const n = r.length;
  const iops = { load: new Float64Array(n), reads: new Float64Array(n) };
  const mibps = { load: new Float64Array(n), reads: new Float64Array(n) };
  const split = (ops: number, mib: number): number =>
    maxIoKiB > 0 && ops > 0
      ? ops * Math.max(1, Math.ceil((mib * 1024) / ops / maxIoKiB - 1e-9))
      : ops;
  for (let i = 0; i < n; i += 1) {
    const rd = split(r[i] ?? 0, rm[i] ?? 0);
    iops.reads[i] = rd;
    iops.load[i] = rd + split(wr[i] ?? 0, wm[i] ?? 0);
    mibps.reads[i] = rm[i] ?? 0;
    mibps.load[i] = (rm[i] ?? 0) + (wm[i] ?? 0);
  }
  return { iops, mibps };
}

/** Per sample: [load, reads' part of it] as the measure counts them. */
function loadOf(
  w: Workload,
  measure: LimitMeasure,
  scenario: Scenario,
  catalog: Catalog,
): SampleLoad | null {
  const lim = storageKind(scenario.storage.kind).volumeLimits?.(catalog, scenario.storage);
  const maxKiB = lim ? lim.maxIoSizeKiB : 0;
  const l = ioLoad(w, measure === 'ebs-iops' ? maxKiB : 0);
  if (l === null) return null;
  if (measure === 'mibps') return l.mibps;
  if (measure === 'ebs-iops') return l.iops;
  const store = scenarioInstance(scenario, catalog)?.instanceStore;
  const cost = store && store.writeIops4k > 0 ? store.readIops4k / store.writeIops4k : 1;
  const { load, reads } = l.iops;
  const out = new Float64Array(load.length);
  for (let i = 0; i < load.length; i += 1) {
    const rd = reads[i] ?? 0;
    out[i] = rd + ((load[i] ?? 0) - rd) * cost;
  }
  return { load: out, reads };
}

function use(
  limit: CapacityLimit,
  load: Float64Array,
  reads: Float64Array,
  weights: ArrayLike<number>,
  clock: boolean,
): LimitUse {
  const sorted = Float64Array.from(load).sort();
  const p95 = percentileOfSorted(sorted, 95);
  const peak = sorted[sorted.length - 1] ?? 0;
  const threshold = limit.value * LIMIT_REACHED_FRACTION;
  let time = 0;
  let at = 0;
  let atLoad = 0;
  let atReads = 0;
  for (let i = 0; i < load.length; i += 1) {
    const wgt = weights[i] ?? 1;
    time += wgt;
    const v = load[i] ?? 0;
    if (limit.value > 0 && v >= threshold) {
      at += wgt;
      atLoad += v;
      atReads += reads[i] ?? 0;
    }
  }
  const pct = (x: number): number => (limit.value > 0 ? (x / limit.value) * 100 : 0);
  return {
    limit,
    p95,
    peak,
    p95Pct: pct(p95),
    peakPct: pct(peak),
    atLimitPct: time > 0 ? (at / time) * 100 : 0,
    atLimitSec: clock ? at : null,
    readSharePct: atLoad > 0 ? (atReads / atLoad) * 100 : null,
  };
}

function who(u: LimitUse): string {
  const share = u.readSharePct;
  if (share === null) return 'the load';
  if (share >= 80) return 'reads';
  if (share <= 20) return 'writes';
  return 'reads and writes';
}

/** "reads hit the 6,000 provisioned IOPS 4% of the time", or the closest limit when none is hit. */
export function bottleneckSentence(u: LimitUse | null): string {
  if (u === null) return 'no disk data: nothing to measure the configuration against';
  if (u.atLimitPct > 0) {
    const share = u.atLimitPct < 1 ? formatPercent(u.atLimitPct, 1) : formatPercent(u.atLimitPct);
    return `${who(u)} hit the ${u.limit.label} ${share} of the time (p95 ${formatPercent(u.p95Pct)}, peak ${formatPercent(u.peakPct)} of it)`;
  }
  return `no limit reached: the closest is the ${u.limit.label}, at ${formatPercent(u.p95Pct)} at p95 and ${formatPercent(u.peakPct)} at peak`;
}

export function utilisation(w: Workload, scenario: Scenario, catalog: Catalog): Utilisation {
  const limits = configurationLimits(scenario, catalog);
  const uses: LimitUse[] = [];
  const weights = w.disk?.weights ?? [];
  const clock = w.disk?.durationSec !== null && w.disk !== null;
  const cache = new Map<LimitMeasure, SampleLoad | null>();
  for (const limit of limits) {
    if (!cache.has(limit.measure))
      cache.set(limit.measure, loadOf(w, limit.measure, scenario, catalog));
    const l = cache.get(limit.measure);
    if (l) uses.push(use(limit, l.load, l.reads, weights, clock));
  }
  let bottleneck: LimitUse | null = null;
  for (const u of uses) {
    if (
      bottleneck === null ||
      u.atLimitPct > bottleneck.atLimitPct ||
      (u.atLimitPct === bottleneck.atLimitPct && u.p95Pct > bottleneck.p95Pct)
    )
      bottleneck = u;
  }
  const machine = machineCheck(w, scenario, catalog);
  return {
    configuration: describeConfiguration(scenario),
    limits: uses,
    bottleneck,
    summary: bottleneckSentence(bottleneck),
    ...(machine !== null ? { machine } : {}),
  };
}

/**
 * The capture's stated CPUs against the scenario's instance, in words: "FILE line 1: the capture
 * ran on 8 CPUs, as m6i.2xlarge's 8 vCPUs", or "…, but m6i.large has 2 vCPUs: it comes from
 * another machine; set the instance it ran on". Null when the capture states none.
 */
export function machineCheck(w: Workload, scenario: Scenario, catalog: Catalog): string | null {
  const m = w.machine;
  if (!m) return null;
  const at = `${m.file} line ${formatInt(m.line)}: the capture ran on ${formatCount(m.vcpu, 'CPU')}`;
  const vcpu = scenarioVcpu(scenario, catalog);
  const name = scenario.instance.type === 'custom' ? 'the custom instance' : scenario.instance.type;
  if (vcpu === m.vcpu) return `${at}, as ${name}'s ${formatCount(vcpu, 'vCPU')}`;
  return `${at}, but ${name} has ${formatCount(vcpu, 'vCPU')}: it comes from another machine; set the instance it ran on (its figures are measured against this configuration's limits)`;
}
