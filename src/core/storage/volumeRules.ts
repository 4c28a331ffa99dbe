/**
 * The provisioned-volume rules, one copy: the field-limits table (src/core/scenario/limits.ts),
 * the kinds' search grids and advice read these. Each takes a kind's `VolumeLimits`.
 */
import type { VolumeLimits } from './types.ts';

/** Most IOPS a volume of `sizeGiB` allows: the included IOPS at any size, the per-GiB ratio above. */
export function ebsMaxIopsForSize(lim: VolumeLimits, sizeGiB: number): number {
  const bySize = Math.floor(Math.max(lim.minSizeGiB, sizeGiB) * lim.iopsPerGiB);
  return Math.min(lim.maxIops, Math.max(lim.baselineIops, bySize));
}

/** Smallest volume that allows `iops` (the included IOPS need no size). */
export function ebsMinSizeForIops(lim: VolumeLimits, iops: number): number {
  if (iops <= lim.baselineIops || lim.iopsPerGiB <= 0) return lim.minSizeGiB;
  return Math.max(lim.minSizeGiB, Math.ceil(iops / lim.iopsPerGiB));
}

/** `mibps` down to whole provisioning steps (1 MiB/s unless the kind says otherwise). */
function wholeSteps(mibps: number, step = 1): number {
  // A hair of tolerance: 3,000 × 0.25 MB/s is 750 steps exactly, not 749.999….
  return Math.floor(mibps / step + 1e-9) * step;
}

/** Most throughput `iops` provisioned IOPS allow (gp3: 0.25 MiB/s per IOPS). */
export function ebsMaxThroughputForIops(lim: VolumeLimits, iops: number): number {
  if (lim.maxMiBpsPerIops <= 0) return lim.maxMiBps;
  return Math.min(
    lim.maxMiBps,
    Math.max(lim.baselineMiBps, wholeSteps(iops * lim.maxMiBpsPerIops, lim.throughputStepMiBps)),
  );
}

/** Fewest IOPS that allow `mibps` of throughput. */
export function ebsMinIopsForThroughput(lim: VolumeLimits, mibps: number): number {
  if (lim.maxMiBpsPerIops <= 0 || mibps <= lim.baselineMiBps) return lim.baselineIops;
  return Math.max(lim.baselineIops, Math.ceil(mibps / lim.maxMiBpsPerIops));
}
