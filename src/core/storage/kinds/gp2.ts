/**
 * gp2: an EBS volume whose IOPS follow its size (3 per GiB, 100 to 16,000), bursting to 3,000 IOPS
 * under 1 TiB on credits, full throughput from 334 GiB. Limits and prices from the catalog.
 */
import { ebsKind, int } from '../ebs.ts';
import { gridValues, minVolumeGiB } from '../grid.ts';
import type { StorageCandidate, VolumeCaps, VolumeFigures, VolumeLimits } from '../types.ts';
import { ebsMinSizeForIops } from '../volumeRules.ts';

/** gp2 size grid: multiples of the data size (gp2 earns 3 IOPS per GiB, so size buys IOPS). */
export const GP2_SIZE_STEP_GIB = 50;

/**
 * The IOPS a gp2 volume earns from its size (3 per GiB, at least 100, at most 16,000): the one
 * copy of the rule, read by the device rates and by the sweeps and advice.
 */
export function gp2EarnedIops(lim: VolumeLimits, sizeGiB: number): number {
  return Math.min(lim.maxIops, Math.max(lim.baselineIops, sizeGiB * lim.iopsPerGiB));
}

/**
 * gp2's IOPS and MiB/s: 3 IOPS per GiB (minimum 100, maximum 16,000); volumes under 1 TiB burst to
 * 3,000 IOPS (catalog `burstIops`) on credits that last at least 30 minutes, so startup (burst)
 * sees the burst figure; full throughput from `fullThroughputSizeGiB` (334 GiB).
 */
export function gp2Caps(
  v: VolumeFigures,
  lim: VolumeLimits,
  sustained: boolean,
  out: VolumeCaps,
): VolumeCaps {
  const earned = gp2EarnedIops(lim, v.sizeGiB);
  out.iops = sustained ? earned : Math.max(earned, lim.burstIops);
  out.mibps = v.sizeGiB >= lim.fullThroughputSizeGiB ? lim.maxMiBps : lim.baselineMiBps;
  return out;
}

export const GP2 = ebsKind({
  kind: 'gp2',
  label: 'gp2 (EBS, IOPS from size)',
  provisions: { sizeGiB: true, iops: false, throughputMiBps: false, device: false },
  searchedByDefault: true,
  limits: (catalog) => catalog.ebsLimits.gp2,
  caps: gp2Caps,
  capName: 'gp2',
  capIopsSuffix: (sustained) => (sustained ? ' (baseline)' : ' (burst)'),
  telemetryIops: (iops, v) => `${int(iops)} gp2 baseline (${int(v.sizeGiB)} GiB) IOPS`,
  telemetryMiBps: (mibps) => `${int(mibps)} MiB/s gp2 limit`,
  storagePerGiBMonthUsd: (p) => p.gp2StoragePerGiBMonthUsd,
  searchCandidates: (catalog, prices, dataGiB, c) => {
    const lim = catalog.ebsLimits.gp2;
    const base = Math.max(minVolumeGiB(dataGiB, lim.minSizeGiB), c.minSizeGiB ?? 0);
    // Beyond the size that earns the maximum IOPS, more gp2 only costs more.
    const top = Math.min(lim.maxSizeGiB, Math.max(base, ebsMinSizeForIops(lim, lim.maxIops)));
    const sizes =
      c.sizeGiB !== undefined
        ? c.sizeGiB >= dataGiB && c.sizeGiB <= lim.maxSizeGiB
          ? [c.sizeGiB]
          : []
        : gridValues(undefined, base, top, GP2_SIZE_STEP_GIB);
    return sizes.map((size): StorageCandidate => ({
      kind: 'gp2',
      sizeGiB: size,
      iops: 0,
      throughputMiBps: 0,
      monthlyUsd: size * prices.gp2StoragePerGiBMonthUsd,
    }));
  },
  storageAdvice: (_st, catalog) => [
    {
      kind: 'gp2-to-gp3',
      change: 'switch gp2 to gp3 at the same size',
      patch: {
        storage: {
          kind: 'gp3',
          iops: catalog.ebsLimits.gp3.baselineIops,
          throughputMiBps: catalog.ebsLimits.gp3.baselineMiBps,
        },
      },
    },
  ],
  describe: (st) => `gp2 ${int(st.sizeGiB)} GiB`,
});
