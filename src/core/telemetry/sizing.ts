/**
 * Sizing from production telemetry: the cheapest configuration that sustains the measured load
 * (its p95 or its peak, the user's choice) with headroom, found by the one recommend entry point
 * (src/core/recommend: the measured load as its `io` target, the headroom as its margin; EBS
 * only and the page size kept, its defaults), and the model calibrated on what was measured.
 *
 *     need = load at the basis percentile × (1 + headroom)     (IOPS as EBS counts them, and MiB/s)
 *     reads' share = reads / load over the samples at or above that percentile
 *
 * Calibration from the capture: the model's miss ratio m(bp) = 1 − bp / data (src/core/qps) is
 * scaled by measured / m(current buffer pool), so candidates with another buffer pool read in
 * proportion (src/core/recommend/io.ts); IO sizes are the measured averages (the need is in
 * measured MiB/s, and IOs over 256 KiB count as several EBS IOs). Measured vs predicted lists
 * what the model says for the current configuration against what the capture shows.
 */
import { NO_STARTUP_TARGET } from '../recommend/startupTarget.ts';
import type { Catalog } from '../catalog/types.ts';
import type { CalibratedWorkload, Scenario } from '../scenario/types.ts';
import type { WorkloadComparisonRow } from '../calibration/workload.ts';
import { fitWorkload, workloadComparison } from '../calibration/workload.ts';
import { DEFAULT_CATALOG } from '../catalog/index.ts';
import { recommend } from '../recommend/index.ts';
import type { IoTarget, RecommendResponse } from '../recommend/index.ts';
import { ioNeed, readScale } from '../recommend/io.ts';
import { missRatio, qpsInputs } from '../qps/index.ts';
import { predict } from '../model.ts';
import type { Workload } from './workload.ts';
import { workloadMetric } from './workload.ts';
import type { SampleLoad } from './utilisation.ts';
import { ioLoad } from './utilisation.ts';
import { percentileOfSorted } from './stats.ts';

export type SizingBasis = 'p95' | 'peak';

/** Headroom above the measured load when none is given, % (recommend's default margin). */
export const DEFAULT_HEADROOM_PCT = 10;

export interface SizingOptions {
  basis?: SizingBasis;
  headroomPct?: number;
  /** A startup target the result must also meet (seconds); none by default. */
  maxStartupSeconds?: number;
  /** How many results (default 5). */
  limit?: number;
  /**
   * Let the search cross the current instance's CPU architecture (x86_64 ↔ arm64, a replace);
   * default false: it keeps the current one (issue 27).
   */
  allowArchitectureChange?: boolean;
}

export interface SizingNeed {
  basis: SizingBasis;
  headroomPct: number;
  /** Measured at the basis (IOPS as EBS counts them, MiB/s), before headroom. */
  measuredIops: number;
  measuredMiBps: number;
  /** What a configuration must sustain: measured × (1 + headroom), split into reads and writes. */
  target: IoTarget;
}

/** One row of measured vs model (src/core/calibration/workload.ts). */
export type ComparisonRow = WorkloadComparisonRow;

export interface CurrentFit {
  /** The current configuration's sustained ceilings (volume and instance EBS baseline). */
  iops: number;
  mibps: number;
  /** Its share of them the need takes, % (over 100: the configuration is too small). */
  iopsPct: number;
  mibpsPct: number;
  monthlyUsd: number | null;
  /** The pricing option that cost is at ("on-demand"); null with no cost. */
  pricing: string | null;
}

export interface Sizing {
  need: SizingNeed;
  /** Miss-ratio factor on the model (null: no MySQL status in the capture). */
  missFactor: number | null;
  /** The capture's calibration for a profile (`calibration.workload`), or null if it measured none. */
  fit: CalibratedWorkload | null;
  comparison: ComparisonRow[];
  current: CurrentFit;
  recommendation: RecommendResponse;
  notes: string[];
}

/** Load at the basis and the reads' share of the samples at or above it. */
function atBasis(l: SampleLoad, basis: SizingBasis): { value: number; readShare: number } {
  const sorted = Float64Array.from(l.load).sort();
  const value =
    basis === 'peak' ? (sorted[sorted.length - 1] ?? 0) : percentileOfSorted(sorted, 95);
  let load = 0;
  let reads = 0;
  for (let i = 0; i < l.load.length; i += 1) {
    const v = l.load[i] ?? 0;
    if (v >= value) {
      load += v;
      reads += l.reads[i] ?? 0;
    }
  }
  return { value, readShare: load > 0 ? reads / load : 0 };
}

export function sizeFromWorkload(
  w: Workload,
  scenario: Scenario,
  catalog: Catalog = DEFAULT_CATALOG,
  options: SizingOptions = {},
): Sizing | null {
  const load = ioLoad(w, catalog.ebsLimits.gp3.maxIoSizeKiB);
  if (load === null) return null;
  const basis = options.basis ?? 'p95';
  const headroomPct = Math.max(0, options.headroomPct ?? DEFAULT_HEADROOM_PCT);
  const k = 1 + headroomPct / 100;
  const io = atBasis(load.iops, basis);
  const bw = atBasis(load.mibps, basis);
  const notes: string[] = [];
  const m = scenario.mysql;
  const modelMiss = missRatio(m.bufferPoolGiB, m.dataGiB, scenario.workload);
  const measuredMiss = workloadMetric(w, 'missRatioPct')?.stats?.mean;
  let miss: IoTarget['miss'] = null;
  let missFactor: number | null = null;
  if (measuredMiss !== undefined && measuredMiss > 0 && modelMiss > 0) {
    missFactor = measuredMiss / 100 / modelMiss;
    miss = { measured: measuredMiss / 100, factor: missFactor };
  } else if (measuredMiss === undefined) {
    notes.push(
      'no MySQL status in the capture: reads are taken as measured whatever the buffer pool (add SHOW GLOBAL STATUS snapshots to scale them with the miss ratio)',
    );
  } else {
    notes.push(
      'the model gives no misses at the current buffer pool (it holds the data): reads are taken as measured',
    );
  }
  const measured: IoTarget = {
    readIops: io.value * io.readShare,
    writeIops: io.value * (1 - io.readShare),
    readMiBps: bw.value * bw.readShare,
    writtenMiBps: bw.value * (1 - bw.readShare),
    miss,
  };
  const target: IoTarget = {
    readIops: measured.readIops * k,
    writeIops: measured.writeIops * k,
    readMiBps: measured.readMiBps * k,
    writtenMiBps: measured.writtenMiBps * k,
    miss,
  };
  const need: SizingNeed = {
    basis,
    headroomPct,
    measuredIops: io.value,
    measuredMiBps: bw.value,
    target,
  };

  // Measured vs the model, without and with the capture's calibration (src/core/calibration).
  const fit = fitWorkload(w, scenario);
  const comparison: ComparisonRow[] = workloadComparison(w, scenario, fit, catalog);
  for (const r of comparison) if (r.warning !== undefined) notes.push(r.warning);

  const q = qpsInputs(scenario, catalog);
  const cur = ioNeed(target, 1, q.writeIoCost);
  const pred = predict(scenario, catalog);
  const current: CurrentFit = {
    iops: q.device.iops.value,
    mibps: q.device.bandwidth.value,
    iopsPct: q.device.iops.value > 0 ? (cur.iops / q.device.iops.value) * 100 : Infinity,
    mibpsPct:
      q.device.bandwidth.value > 0 ? (cur.mibps / q.device.bandwidth.value) * 100 : Infinity,
    monthlyUsd: pred.ok ? pred.prediction.cost.monthlyUsd : null,
    pricing: pred.ok ? pred.prediction.cost.pricing.label : null,
  };
  if (readScale(target, m.bufferPoolGiB, m.dataGiB) !== 1 && miss !== null)
    notes.push('reads scale with each candidate buffer pool through the calibrated miss ratio');

  const recommendation = recommend(
    {
      maxStartupSeconds: options.maxStartupSeconds ?? NO_STARTUP_TARGET,
      minQps: 0,
      tables: m.tables,
      dataGiB: m.dataGiB,
      region: scenario.region,
      base: scenario,
      limit: options.limit ?? 5,
      headroom: { marginPercent: headroomPct },
      allowArchitectureChange: options.allowArchitectureChange === true,
      io: measured,
    },
    catalog,
  );
  return { need, missFactor, fit, comparison, current, recommendation, notes };
}
