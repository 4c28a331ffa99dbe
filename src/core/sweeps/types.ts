import type { PhaseName } from '../types.ts';

/** One model evaluation on a sweep: `x` is the varied setting (IOPS, MiB/s or page size KiB). */
export interface SweepPoint {
  x: number;
  startupSeconds: number;
  qps: number;
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
  qps: number;
  /** True for the scenario as it stands. */
  current: boolean;
}
