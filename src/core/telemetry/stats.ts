/**
 * Percentiles of a sample series: nearest rank (the p-th percentile is the smallest sample with
 * at least p % of the samples at or below it), so every figure is a value that was measured.
 */
export interface Stats {
  /** Samples the figures are computed over (ratio metrics skip samples without IO). */
  samples: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** The least sample (issue 41.10: with `max`, the range the capture measured). */
  min: number;
}

/** Nearest-rank percentile of ascending `sorted` (0 < p ≤ 100). */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  const rank = Math.min(n, Math.max(1, Math.ceil((p / 100) * n)));
  return sorted[rank - 1] ?? 0;
}

/**
 * Stats of the finite values (a ratio metric passes NaN for samples where it is undefined);
 * null when there are none. `mean`, when given, replaces the plain average (a ratio's mean is
 * total / total, not the average of per-sample ratios). `scratch`, when long enough, is
 * overwritten instead of allocating a copy; it may be `values` itself (then sorted in place).
 */
export function statsOf(
  values: ArrayLike<number>,
  mean?: number,
  scratch?: Float64Array,
): Stats | null {
  // `scratch`: room to sort in, reused from metric to metric (a fresh buffer per metric of a
  // capture of millions of samples piled up until the next collection; issue 31).
  const keep =
    scratch !== undefined && scratch.length >= values.length
      ? scratch
      : new Float64Array(values.length);
  let n = 0;
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) {
    const v = values[i] ?? NaN;
    if (!Number.isFinite(v)) continue;
    keep[n] = v;
    n += 1;
    sum += v;
  }
  if (n === 0) return null;
  const sorted = keep.subarray(0, n).sort();
  return {
    samples: n,
    mean: mean !== undefined && Number.isFinite(mean) ? mean : sum / n,
    p50: percentileOfSorted(sorted, 50),
    p95: percentileOfSorted(sorted, 95),
    p99: percentileOfSorted(sorted, 99),
    max: sorted[n - 1] ?? 0,
    min: sorted[0] ?? 0,
  };
}

/**
 * At most `maxPoints` points of a series for a chart: the samples are cut into equal buckets and
 * each bucket keeps its highest value (peaks stay visible; a 24-hour capture at 1 s is 86,400
 * samples, far more than a chart's pixels).
 */
export function downsampleMax(
  x: ArrayLike<number>,
  y: ArrayLike<number>,
  maxPoints: number,
): { x: number[]; y: number[] } {
  const n = Math.min(x.length, y.length);
  const outX: number[] = [];
  const outY: number[] = [];
  const buckets = Math.max(1, Math.floor(maxPoints));
  if (n <= buckets) {
    for (let i = 0; i < n; i += 1) {
      const v = y[i] ?? NaN;
      if (!Number.isFinite(v)) continue;
      outX.push(x[i] ?? 0);
      outY.push(v);
    }
    return { x: outX, y: outY };
  }
  for (let b = 0; b < buckets; b += 1) {
    const from = Math.floor((b * n) / buckets);
    const to = Math.floor(((b + 1) * n) / buckets);
    let best = -Infinity;
    let at = -1;
    for (let i = from; i < to; i += 1) {
      const v = y[i] ?? NaN;
      if (Number.isFinite(v) && v > best) {
        best = v;
        at = i;
      }
    }
    if (at >= 0) {
      outX.push(x[at] ?? 0);
      outY.push(best);
    }
  }
  return { x: outX, y: outY };
}
