import type { PhaseName, Range } from '../types.ts';

/** One model evaluation on a sweep: `x` is the varied setting (IOPS, MiB/s or page size KiB). */
export interface SweepPoint {
  x: number;
  startupSeconds: number;
  /** Uncertainty range of `startupSeconds` (src/core/uncertainty), drawn as a band. */
  startupRange: Range;
  qps: number;
  /** Uncertainty range of `qps`. */
  qpsRange: Range;
  monthlyUsd: number;
  /** Seconds of each startup phase at this point (for stacked views). */
  phases: Partial<Record<PhaseName, number>>;
}

/** One configuration on the cost-against-performance chart. */
export interface CostPoint {
  label: string;
  iops: number;
  throughputMiBps: number;
  monthlyUsd: number;
  startupSeconds: number;
  /** Uncertainty range of `startupSeconds`. */
  startupRange: Range;
  qps: number;
  /** True for the scenario as it stands. */
  current: boolean;
}
