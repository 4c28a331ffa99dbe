/**
 * Google Cloud Persistent Disk, pd-ssd and pd-balanced (issue 38): performance by size. A disk's
 * read IOPS and MiB/s are its baseline plus a figure per GiB (pd-ssd: 6,000 IOPS and 240 MiB/s plus
 * 30 IOPS and 0.48 MiB/s per GiB; pd-balanced: 3,000 and 140 plus 6 and 0.28), up to the kind's
 * maxima, and the machine's Persistent Disk caps bind them; priced per GiB-month only. Figures:
 * src/core/catalog/clouds/disks.ts (ESTIMATE where marked).
 */
import {
  CLOUD_DISK_LIMITS,
  CLOUD_DISK_PRICES,
  PD_MIBPS_PER_GIB,
} from '../../catalog/clouds/disks.ts';
import { cloudDiskKind, int, provisionedItems } from '../cloudDisk.ts';
import type { StorageCandidate, VolumeCaps, VolumeFigures } from '../types.ts';

type PdKind = 'pd-ssd' | 'pd-balanced';

/** A pd disk's read IOPS and MiB/s at its size. */
export function pdPerformance(kind: PdKind, sizeGiB: number): { iops: number; mibps: number } {
  const lim = CLOUD_DISK_LIMITS[kind];
  return {
    iops: Math.min(lim.maxIops, lim.baselineIops + sizeGiB * lim.maxIopsPerGiB),
    mibps: Math.min(lim.maxMiBps, lim.baselineMiBps + sizeGiB * PD_MIBPS_PER_GIB[kind]),
  };
}

const SIZES_GIB = [100, 250, 500, 1000, 2000, 4000, 8000, 16000, 32000, 65536];

function pdKind(kind: PdKind, name: string, label: string) {
  const lim = CLOUD_DISK_LIMITS[kind];
  const prices = CLOUD_DISK_PRICES[kind];
  const items = (v: VolumeFigures, region: string, prefix: string) => {
    const p = Object.hasOwn(prices, region) ? prices[region] : undefined;
    return p ? provisionedItems(name, v, p, lim, prefix) : undefined;
  };
  const caps = (v: VolumeFigures, _sustained: boolean, out: VolumeCaps): VolumeCaps => {
    const perf = pdPerformance(kind, v.sizeGiB);
    out.iops = perf.iops;
    out.mibps = perf.mibps;
    return out;
  };
  return cloudDiskKind({
    kind,
    cloud: 'gcp',
    name,
    label,
    provisions: { sizeGiB: true, iops: false, throughputMiBps: false, device: false },
    baselineIncluded: false,
    searchedByDefault: true,
    limits: lim,
    capGroup: 'pd',
    caps,
    items,
    grid: (dataGiB, c, region) => {
      const p = Object.hasOwn(prices, region) ? prices[region] : undefined;
      if (!p) return [];
      const least = Math.max(lim.minSizeGiB, c.minSizeGiB ?? 0, Math.ceil(dataGiB));
      const sizes =
        c.sizeGiB !== undefined ? [c.sizeGiB] : [least, ...SIZES_GIB.filter((g) => g > least)];
      return sizes.map((sizeGiB): StorageCandidate => {
        const perf = pdPerformance(kind, sizeGiB);
        return {
          kind,
          sizeGiB,
          iops: perf.iops,
          throughputMiBps: perf.mibps,
          monthlyUsd: sizeGiB * p.perGiBMonthUsd,
        };
      });
    },
    unavailableOn: (inst) =>
      inst && inst.cloud === 'gcp' && inst.pdDisk === null
        ? {
            limit: `${kind}.machine`,
            text: `${name} cannot be attached to ${inst.name} (its series takes Hyperdisk only)`,
            nearestValid: 'hyperdisk-balanced',
          }
        : null,
    describe: (st) => {
      const perf = pdPerformance(kind, st.sizeGiB);
      return `${name} ${int(st.sizeGiB)} GiB (${int(perf.iops)} IOPS, ${int(perf.mibps)} MiB/s)`;
    },
  });
}

export const PD_SSD = pdKind('pd-ssd', 'pd-ssd', 'pd-ssd (Google Cloud Persistent Disk, SSD)');
export const PD_BALANCED = pdKind(
  'pd-balanced',
  'pd-balanced',
  'pd-balanced (Google Cloud Persistent Disk, balanced)',
);
