import type { PhaseName, Range } from '../types.ts';

/** One model evaluation on a sweep: `x` is the varied setting (IOPS, MiB/s or page size KiB). */
export interface SweepPoint {
  x: number;
  /**
   * Null where the startup is not modelled (issue 40: Aurora; the prediction's `startup.modelled`
   * decides): a chart draws no startup line or dot for it, and no phases.
   */
  startupSeconds: number | null;
  /**
   * Uncertainty range of `startupSeconds` (src/core/uncertainty), drawn as a band; absent when the
   * sweep evaluated the point figures alone (`evaluatePoint`).
   */
  startupRange?: Range;
  qps: number;
  /** Uncertainty range of `qps` (absent as `startupRange` is). */
  qpsRange?: Range;
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
  /** Null as in `SweepPoint`. */
  startupSeconds: number | null;
  /** Uncertainty range of `startupSeconds` (absent as in `SweepPoint`). */
  startupRange?: Range;
  qps: number;
  /** True for the scenario as it stands. */
  current: boolean;
}
