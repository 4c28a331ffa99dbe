/**
 * Buffer-pool miss ratio under access skew (issue 10): "a of the accesses go to d of the data"
 * (workload.hotAccessPercent / hotDataPercent), a two-level (hot/cold) model of the independent
 * reference model, each level uniform within itself. An LRU-like pool holding a fraction
 * B = bufferPool / data of the pages keeps the hottest pages: the hot set first, then a uniform
 * part of the cold set (docs/model.md §3, "Access skew"):
 *
 *     B ≥ d:  miss = (1 − a) · (1 − (B − d) / (1 − d))        every hot page cached
 *     B < d:  miss = a · (1 − B / d) + (1 − a)                 part of the hot set, no cold page
 *
 * With a = d (uniform, the default 100/100) both reduce to 1 − B, and the uniform formula is used
 * as is so that uniform access gives today's figure exactly.
 */
import { formatPercentUpTo } from '../format/index.ts';
import { effectiveBufferPoolGiB } from '../scenario/compression.ts';
import { pageDataGiB } from '../scenario/pages.ts';
import type { MysqlChoice } from '../scenario/types.ts';

/** The workload's access skew, percent (`Scenario.workload`). */
export interface AccessSkew {
  hotAccessPercent: number;
  hotDataPercent: number;
}

/** The skew's shares as fractions, or null when access is uniform (or the shares are invalid). */
function shares(skew: AccessSkew | undefined): { a: number; d: number } | null {
  if (!skew) return null;
  const a = skew.hotAccessPercent / 100;
  const d = skew.hotDataPercent / 100;
  if (!(d > 0 && d < 1 && a > d && a <= 1)) return null;
  return { a, d };
}

/** True when the skew is uniform access (equal shares, or missing). */
export function isUniform(skew: AccessSkew | undefined): boolean {
  return shares(skew) === null;
}

/** Fraction of lookups that miss the buffer pool, 0..1 (uniform access without `skew`). */
export function missRatio(bufferPoolGiB: number, dataGiB: number, skew?: AccessSkew): number {
  if (!(dataGiB > 0)) return 0;
  const uniform = Math.min(1, Math.max(0, 1 - bufferPoolGiB / dataGiB));
  const s = shares(skew);
  if (s === null) return uniform;
  const B = 1 - uniform;
  const { a, d } = s;
  const miss = B >= d ? (1 - a) * (1 - (B - d) / (1 - d)) : a * (1 - B / d) + (1 - a);
  return Math.min(1, Math.max(0, miss));
}

/**
 * The model's miss ratio for a server's settings: the buffer pool as it holds pages (less with
 * compression, scenario/compression.ts) against the data's pages at its page size (more at
 * smaller pages, scenario/pages.ts), times `poolFactor` (the ranges' corner on the pool).
 */
export function serverMissRatio(
  m: Pick<MysqlChoice, 'bufferPoolGiB' | 'dataGiB' | 'pageSizeKiB' | 'compressionRatio'>,
  skew?: AccessSkew,
  poolFactor = 1,
): number {
  return missRatio(effectiveBufferPoolGiB(m) * poolFactor, pageDataGiB(m), skew);
}

/** "uniform access" or "80% of accesses go to 20% of the data". */
export function accessSkewText(skew: AccessSkew): string {
  if (isUniform(skew)) return 'uniform access';
  return `${formatPercentUpTo(skew.hotAccessPercent, 1)} of accesses go to ${formatPercentUpTo(skew.hotDataPercent, 1)} of the data`;
}
