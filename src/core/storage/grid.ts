/**
 * What the kinds' recommend search grids share: the free space kept above the data and the
 * size a volume needs (src/core/recommend/space.ts re-exports these).
 */
import type { StorageConstraints, VolumeLimits } from './types.ts';
import { ebsMinSizeForIops } from './volumeRules.ts';

/** Free space kept on a volume above the data size (20 %). Assumption, a common operating margin. */
export const VOLUME_HEADROOM = 1.2;

/** Smallest volume size (GiB) holding the data with headroom, within the kind's limits. */
export function minVolumeGiB(dataGiB: number, minSizeGiB: number): number {
  return Math.max(minSizeGiB, Math.ceil(dataGiB * VOLUME_HEADROOM));
}

/** The grid from `from` to `to` by `step`, or the one fixed value when there is one. */
export function gridValues(
  fixed: number | undefined,
  from: number,
  to: number,
  step: number,
): number[] {
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
export function sizeForIops(
  iops: number,
  lim: VolumeLimits,
  base: number,
  dataGiB: number,
  c: StorageConstraints,
): number | null {
  const need = ebsMinSizeForIops(lim, iops);
  // A size the user fixed only has to hold the data (no free-space headroom imposed on it).
  if (c.sizeGiB !== undefined) return c.sizeGiB >= Math.max(need, dataGiB) ? c.sizeGiB : null;
  return Math.max(base, need, c.minSizeGiB ?? 0);
}
