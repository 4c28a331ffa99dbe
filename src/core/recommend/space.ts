/**
 * The search space of `recommend`: storage candidates (kind, size, IOPS, throughput) and their
 * monthly cost, built once per region. Grid steps are chosen so that the search covers the whole
 * valid range of every kind at a resolution finer than a user would provision by hand.
 */
import type { Catalog, EbsPrices } from '../catalog/types.ts';
import type { StorageKind } from '../scenario/types.ts';
import { gp3MonthlyUsd, tieredIopsUsd } from '../cost/index.ts';

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

export function storageCandidates(
  catalog: Catalog,
  prices: EbsPrices,
  dataGiB: number,
  kinds: readonly StorageKind[],
): StorageCandidate[] {
  const out: StorageCandidate[] = [];
  if (kinds.includes('gp3')) {
    const lim = catalog.ebsLimits.gp3;
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    for (let iops = lim.baselineIops; iops <= lim.maxIops; iops += GP3_IOPS_STEP) {
      // gp3 performance does not grow with size, so the smallest size allowing the IOPS is the only sensible one.
      const size = Math.max(base, Math.ceil(iops / lim.iopsPerGiB));
      if (size > lim.maxSizeGiB) break;
      const maxMiBps = Math.min(
        lim.maxMiBps,
        lim.maxMiBpsPerIops > 0 ? iops * lim.maxMiBpsPerIops : lim.maxMiBps,
      );
      for (let mibps = lim.baselineMiBps; mibps <= maxMiBps; mibps += GP3_MIBPS_STEP) {
        out.push({
          kind: 'gp3',
          sizeGiB: size,
          iops,
          throughputMiBps: mibps,
          monthlyUsd: gp3MonthlyUsd(catalog, prices, size, iops, mibps),
        });
      }
    }
  }
  if (kinds.includes('io2')) {
    const lim = catalog.ebsLimits.io2;
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    for (
      let iops = Math.max(lim.baselineIops, IO2_IOPS_STEP);
      iops <= lim.maxIops;
      iops += IO2_IOPS_STEP
    ) {
      const size = Math.max(base, Math.ceil(iops / lim.iopsPerGiB));
      if (size > lim.maxSizeGiB) break;
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
    const base = minVolumeGiB(dataGiB, lim.minSizeGiB);
    // Beyond the size that earns the maximum IOPS, more gp2 only costs more.
    const top = Math.min(lim.maxSizeGiB, Math.max(base, Math.ceil(lim.maxIops / lim.iopsPerGiB)));
    for (let size = base; size <= top; size += GP2_SIZE_STEP_GIB) {
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
