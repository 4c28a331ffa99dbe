/**
 * gp3: an EBS volume with 3,000 IOPS and 125 MiB/s included at any size, more provisioned
 * separately (up to 500 IOPS per GiB and 0.25 MiB/s per IOPS). Limits and prices from the catalog
 * (src/core/catalog/limits.ts, the region's EBS prices), each with its AWS page.
 */
import type { Catalog, EbsPrices } from '../../catalog/types.ts';
import { ebsKind, int } from '../ebs.ts';
import { gridValues, minVolumeGiB, sizeForIops } from '../grid.ts';
import { fmt, usd } from '../price.ts';
import type {
  StorageAdvice,
  StorageCandidate,
  StorageConstraints,
  VolumeLimits,
} from '../types.ts';
import {
  ebsMaxThroughputForIops,
  ebsMinIopsForThroughput,
  ebsMinSizeForIops,
} from '../volumeRules.ts';

/** gp3 IOPS grid step and throughput grid step (MiB/s). */
export const GP3_IOPS_STEP = 500;
export const GP3_MIBPS_STEP = 25;

/** gp3 volume monthly cost (storage + IOPS + throughput above baseline). */
export function gp3MonthlyUsd(
  catalog: Catalog,
  prices: EbsPrices,
  sizeGiB: number,
  iops: number,
  mibps: number,
): number {
  const lim = catalog.ebsLimits.gp3;
  return (
    sizeGiB * prices.gp3StoragePerGiBMonthUsd +
    Math.max(0, iops - lim.baselineIops) * prices.gp3IopsPerMonthUsd +
    Math.max(0, mibps - lim.baselineMiBps) * prices.gp3ThroughputPerMiBpsMonthUsd
  );
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
  const lim: VolumeLimits = catalog.ebsLimits.gp3;
  const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
  const steps: { iops: number; sizeGiB: number }[] = [];
  for (const iops of gridValues(c.iops, lim.baselineIops, lim.maxIops, GP3_IOPS_STEP)) {
    // gp3 performance does not grow with size, so the smallest size allowing the IOPS is the only sensible one.
    const size = sizeForIops(iops, lim, base, dataGiB, c);
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
    r = gridValues(c.throughputMiBps, lim.baselineMiBps, maxMiBps(iops), GP3_MIBPS_STEP).map(
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

export const GP3 = ebsKind({
  kind: 'gp3',
  label: 'gp3 (EBS general purpose)',
  provisions: { sizeGiB: true, iops: true, throughputMiBps: true, device: false },
  searchedByDefault: true,
  // The brief's EBS cases and the startup k-sweeps ran on gp3 (docs/model.md §uncertainty).
  measured: { rates: true, reader: true },
  // fio runs on gp3 and io2 measured its limiter's short burst (devices/limiter.ts).
  limiterBucket: true,
  baselineIncluded: true,
  limits: (catalog) => catalog.ebsLimits.gp3,
  caps: (v, _lim, _sustained, out) => {
    out.iops = v.iops;
    out.mibps = v.throughputMiBps;
    return out;
  },
  capName: 'gp3 provisioned',
  telemetryIops: (iops) => `${int(iops)} provisioned IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} provisioned MiB/s`,
  storagePerGiBMonthUsd: (p) => p.gp3StoragePerGiBMonthUsd,
  extraItems: (v, p, catalog, prefix, src) => {
    const lim = catalog.ebsLimits.gp3;
    const extraIops = Math.max(0, v.iops - lim.baselineIops);
    const extraMiBps = Math.max(0, v.throughputMiBps - lim.baselineMiBps);
    return [
      {
        label: () =>
          `${prefix}gp3 IOPS ${fmt(extraIops)} above ${fmt(lim.baselineIops)} × ${usd(p.gp3IopsPerMonthUsd)}/IOPS-month`,
        monthlyUsd: extraIops * p.gp3IopsPerMonthUsd,
        ...src,
      },
      {
        label: () =>
          `${prefix}gp3 throughput ${fmt(extraMiBps)} MiB/s above ${fmt(lim.baselineMiBps)} × ${usd(p.gp3ThroughputPerMiBpsMonthUsd)} per MiB/s-month`,
        monthlyUsd: extraMiBps * p.gp3ThroughputPerMiBpsMonthUsd,
        ...src,
      },
    ];
  },
  searchCandidates: (catalog, prices, dataGiB, c) => {
    const grid = gp3Grid(catalog, prices, dataGiB, c);
    const out: StorageCandidate[] = [];
    grid.steps.forEach((_, i) => out.push(...grid.row(i)));
    return out;
  },
  provisionedUsd: {
    iops: (from, to, p) => (to - from) * p.gp3IopsPerMonthUsd,
    throughputMiBps: (from, to, p) => (to - from) * p.gp3ThroughputPerMiBpsMonthUsd,
  },
  storageAdvice: (st, catalog) => {
    const lim = catalog.ebsLimits.gp3;
    const out: StorageAdvice[] = [];
    for (const add of [64, 125, 250]) {
      const mibps = Math.min(lim.maxMiBps, st.throughputMiBps + add);
      const iops = Math.max(st.iops, ebsMinIopsForThroughput(lim, mibps));
      const size = Math.max(st.sizeGiB, ebsMinSizeForIops(lim, iops));
      const extra = iops > st.iops ? ` (and ${int(iops)} IOPS, which that needs)` : '';
      out.push({
        kind: 'gp3-throughput',
        change: `+${int(mibps - st.throughputMiBps)} MiB/s${extra}`,
        patch: { storage: { throughputMiBps: mibps, iops, sizeGiB: size } },
      });
    }
    for (const add of [1000, 3000, 9000]) {
      const iops = Math.min(lim.maxIops, st.iops + add);
      const size = Math.max(st.sizeGiB, ebsMinSizeForIops(lim, iops));
      out.push({
        kind: 'gp3-iops',
        change: `+${int(iops - st.iops)} IOPS`,
        patch: { storage: { iops, sizeGiB: size } },
      });
    }
    return out;
  },
  describe: (st) =>
    `gp3 ${int(st.sizeGiB)} GiB, ${int(st.iops)} IOPS, ${int(st.throughputMiBps)} MiB/s`,
});
