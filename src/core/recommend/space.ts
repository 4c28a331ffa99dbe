/**
 * The search space of `recommend`: storage candidates (kind, size, IOPS, throughput) and their
 * monthly cost, built once per region. Grid steps are chosen so that the search covers the whole
 * valid range of every kind at a resolution finer than a user would provision by hand.
 */
import type { Catalog, EbsLimits, EbsPrices } from '../catalog/types.ts';
import type { StorageKind } from '../scenario/types.ts';
import { gp3MonthlyUsd, tieredIopsUsd } from '../cost/index.ts';
import { ebsMaxThroughputForIops, ebsMinSizeForIops } from '../scenario/limits.ts';

/** Free space kept on a volume above the data size (20 %). Assumption, a common operating margin. */
export const VOLUME_HEADROOM = 1.2;

/** gp3 IOPS grid step and throughput grid step (MiB/s). */
export const GP3_IOPS_STEP = 500;
export const GP3_MIBPS_STEP = 25;
/** io2 IOPS grid step. */
export const IO2_IOPS_STEP = 500;
/** gp2 size grid: multiples of the data size (gp2 earns 3 IOPS per GiB, so size buys IOPS). */
export const GP2_SIZE_STEP_GIB = 50;

export interface StorageCandidate {
  kind: Exclude<StorageKind, 'custom' | 'instance-store'>;
  sizeGiB: number;
  iops: number;
  throughputMiBps: number;
  monthlyUsd: number;
}

/** Smallest volume size (GiB) holding the data with headroom, within the kind's limits. */
export function minVolumeGiB(dataGiB: number, minSizeGiB: number): number {
  return Math.max(minSizeGiB, Math.ceil(dataGiB * VOLUME_HEADROOM));
}

/**
 * What the search must keep: a minimum volume size (the current volume's, since EBS volumes cannot
 * shrink without a rebuild) and settings the user fixed (size, IOPS, throughput).
 */
export interface StorageConstraints {
  minSizeGiB?: number;
  sizeGiB?: number;
  iops?: number;
  throughputMiBps?: number;
}

/** The grid from `from` to `to` by `step`, or the one fixed value when there is one. */
function values(fixed: number | undefined, from: number, to: number, step: number): number[] {
  if (fixed !== undefined) return fixed >= from && fixed <= to ? [fixed] : [];
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
}

/**
 * Size a volume needs for `iops`: the data with headroom, any minimum kept, and the IOPS-per-GiB
 * rule of the field-limits table (gp3: 500 per GiB above the 3,000 every size includes); a fixed
 * size must satisfy it.
 */
function sizeFor(
  iops: number,
  lim: EbsLimits,
  base: number,
  dataGiB: number,
  c: StorageConstraints,
): number | null {
  const need = ebsMinSizeForIops(lim, iops);
  // A size the user fixed only has to hold the data (no free-space headroom imposed on it).
  if (c.sizeGiB !== undefined) return c.sizeGiB >= Math.max(need, dataGiB) ? c.sizeGiB : null;
  return Math.max(base, need, c.minSizeGiB ?? 0);
}

/** gp3's grid: its IOPS steps (ascending) and each step's volumes by throughput, built on demand. */
export interface Gp3Grid {
  steps: { iops: number; sizeGiB: number }[];
  row: (i: number) => StorageCandidate[];
  /** Volumes in the whole grid (without building it). */
  count: number;
}

export function gp3Grid(
  catalog: Catalog,
  prices: EbsPrices,
  dataGiB: number,
  c: StorageConstraints = {},
): Gp3Grid {
  const lim = catalog.ebsLimits.gp3;
  const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
  const steps: { iops: number; sizeGiB: number }[] = [];
  for (const iops of values(c.iops, lim.baselineIops, lim.maxIops, GP3_IOPS_STEP)) {
    // gp3 performance does not grow with size, so the smallest size allowing the IOPS is the only sensible one.
    const size = sizeFor(iops, lim, base, dataGiB, c);
    if (size === null || size > lim.maxSizeGiB) continue;
    steps.push({ iops, sizeGiB: size });
  }
  const maxMiBps = (iops: number): number => ebsMaxThroughputForIops(lim, iops);
  let count = 0;
  for (const { iops } of steps) {
    const top = maxMiBps(iops);
    const fixed = c.throughputMiBps;
    if (fixed !== undefined) count += fixed >= lim.baselineMiBps && fixed <= top ? 1 : 0;
    else if (top >= lim.baselineMiBps)
      count += Math.floor((top - lim.baselineMiBps) / GP3_MIBPS_STEP) + 1;
  }
  const rows = new Map<number, StorageCandidate[]>();
  const row = (i: number): StorageCandidate[] => {
    const step = steps[i];
    if (step === undefined) return [];
    let r = rows.get(i);
    if (r !== undefined) return r;
    const { iops, sizeGiB } = step;
    r = values(c.throughputMiBps, lim.baselineMiBps, maxMiBps(iops), GP3_MIBPS_STEP).map(
      (mibps) => ({
        kind: 'gp3',
        sizeGiB,
        iops,
        throughputMiBps: mibps,
        monthlyUsd: gp3MonthlyUsd(catalog, prices, sizeGiB, iops, mibps),
      }),
    );
    rows.set(i, r);
    return r;
  };
  return { steps, row, count };
}

export function storageCandidates(
  catalog: Catalog,
  prices: EbsPrices,
  dataGiB: number,
  kinds: readonly StorageKind[],
  constraints: StorageConstraints = {},
): StorageCandidate[] {
  const out: StorageCandidate[] = [];
  const c = constraints;
  if (kinds.includes('gp3')) {
    const grid = gp3Grid(catalog, prices, dataGiB, c);
    grid.steps.forEach((_, i) => out.push(...grid.row(i)));
  }
  if (kinds.includes('io2')) {
    const lim = catalog.ebsLimits.io2;
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    const first = Math.max(lim.baselineIops, IO2_IOPS_STEP);
    for (const iops of values(c.iops, first, lim.maxIops, IO2_IOPS_STEP)) {
      const size = sizeFor(iops, lim, base, dataGiB, c);
      if (size === null || size > lim.maxSizeGiB) continue;
      out.push({
        kind: 'io2',
        sizeGiB: size,
        iops,
        throughputMiBps: 0,
        monthlyUsd:
          size * prices.io2StoragePerGiBMonthUsd + tieredIopsUsd(iops, prices.io2IopsTiers),
      });
    }
  }
  if (kinds.includes('gp2')) {
    const lim = catalog.ebsLimits.gp2;
    const base = Math.max(minVolumeGiB(dataGiB, lim.minSizeGiB), c.minSizeGiB ?? 0);
    // Beyond the size that earns the maximum IOPS, more gp2 only costs more.
    const top = Math.min(lim.maxSizeGiB, Math.max(base, ebsMinSizeForIops(lim, lim.maxIops)));
    const sizes =
      c.sizeGiB !== undefined
        ? c.sizeGiB >= dataGiB && c.sizeGiB <= lim.maxSizeGiB
          ? [c.sizeGiB]
          : []
        : values(undefined, base, top, GP2_SIZE_STEP_GIB);
    for (const size of sizes) {
      out.push({
        kind: 'gp2',
        sizeGiB: size,
        iops: 0,
        throughputMiBps: 0,
        monthlyUsd: size * prices.gp2StoragePerGiBMonthUsd,
      });
    }
  }
  return out;
}
