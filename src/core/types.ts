/**
 * What the model returns. Every figure explains itself: it carries the `bound` that limited it and
 * a sentence saying why, so the UI, the CLI and the report never recompute an explanation.
 */
import type { PricingOption } from './scenario/types.ts';

/** What limited a figure. */
export type Bound =
  | 'iops' // the device's (or volume's) provisioned/maximum IO operations per second
  | 'bandwidth' // bytes per second: provisioned throughput or the device's bandwidth
  | 'instance-ebs' // the instance type's own EBS IOPS or bandwidth ceiling
  | 'latency' // too few IOs in flight: threads / latency
  | 'threads' // a fixed or capped number of worker threads
  | 'cpu' // CPU work, spread over the vCPUs
  | 'mutex' // serialisation inside MySQL (5.6/5.7 fil_system mutex)
  | 'memory' // everything fits in memory, no IO
  | 'fixed'; // a fixed cost independent of the configuration

/** Startup phase names. The first four are the long phases of the brief (section 3). */
export type PhaseName =
  | 'directories_scan'
  | 'duplicate_check'
  | 'dd_files_reading'
  | 'validation'
  | 'volume_initialization'
  | 'tablespace_discovery'
  | 'dictionary_load'
  | 'server_fixed';

/**
 * Low and high end of a figure's uncertainty range: the model with every constant it rests on at
 * either end of its interval (src/core/uncertainty; docs/model.md, "Uncertainty ranges").
 */
export type Range = [low: number, high: number];

export interface StartupPhase {
  name: PhaseName;
  /** Human label, e.g. "Tablespace duplicate check". */
  label: string;
  seconds: number;
  bound: Bound;
  /** One sentence: what bounded the phase and by how much. */
  explanation: string;
  /** IO the phase issues (absent for CPU-only phases). */
  io?: { reads: number; ioSizeKiB: number; threads: number; readsPerSecond: number };
  /** Uncertainty range of `seconds` (set by `predictWithRanges`, absent from `predict`). */
  range?: Range;
}

export interface StartupPrediction {
  /**
   * False where no mechanism or measurement stands behind a startup figure (issue 40: Aurora
   * MySQL): then `notModelled` says why, and no total is shown anywhere (app, CLI, PDF); the
   * figures below are the EBS engine model's, kept only so that internal sweeps stay finite.
   */
  modelled: boolean;
  /** Why the startup is not modelled, in words; present exactly when `modelled` is false. */
  notModelled?: string;
  totalSeconds: number;
  /** Uncertainty range of `totalSeconds` (set by `predictWithRanges`, absent from `predict`). */
  totalRange?: Range;
  /** The measurement that narrowed `totalRange` (a calibration profile's start), in words. */
  narrowedBy?: string;
  phases: StartupPhase[];
  /** Worker threads of the duplicate check (InnoDB's fil_get_scan_threads rule; the log prints n + 1). */
  duplicateCheckThreads: number;
  /** Bytes read from disk during the start, MiB. */
  bytesReadMiB: number;
  /** The phase that takes longest, and why. */
  bottleneck: { phase: PhaseName; bound: Bound; explanation: string };
}

export interface QpsPrediction {
  /**
   * IO-bound point selects per second: the point-select part of the workload's mix,
   * (1 − write fraction) × the mix's rate; the whole rate when there are no writes.
   */
  pointSelect: number;
  /** Uncertainty range of `pointSelect` (set by `predictWithRanges`, absent from `predict`). */
  pointSelectRange?: Range;
  /**
   * Transactions per second of the read-write mix (every query is its own transaction), present
   * when the write fraction is above 0.
   */
  transactionsPerSecond?: number;
  /** Uncertainty range of `transactionsPerSecond` (set by `predictWithRanges` when writes exist). */
  transactionsPerSecondRange?: Range;
  bound: Bound;
  explanation: string;
  /** Fraction of lookups that miss the buffer pool. */
  missRatio: number;
  /** Device page reads per second needed at the predicted QPS. */
  pageReadsPerSecond: number;
  /** Ceilings considered, queries per second of the whole mix each (= transactions/s with writes). */
  ceilings: { bound: Bound; qps: number; label: string }[];
  /**
   * RDS Multi-AZ DB cluster only (issue 40): point selects per second over the writer and its two
   * readable standbys, each serving `pointSelect` (same class and storage, the same writes
   * applied by replication); the writes still go to the writer alone.
   */
  clusterPointSelect?: number;
}

export interface CostItem {
  /** e.g. "gp3 storage 500 GiB × $0.08". */
  label: string;
  monthlyUsd: number;
  /** Catalog source of the price used. */
  source: string;
  asOf: string;
  /**
   * The catalog's caveat for the price when it is not read directly from its source (derived,
   * recalled, unverified), to show next to it; absent when the price is as published.
   */
  note?: string;
  /** What the item pays for: the volumes (summed in `storageUsd`), the instance, or a restore remedy. */
  part?: CostPart;
  /**
   * Set on an item left out of the total for want of a load (issue 40: Aurora Standard's I/O with
   * no average load given): its monthly cost per 1,000 average QPS; `monthlyUsd` is then 0.
   */
  per1000AverageQpsUsd?: number;
}

export type CostPart = 'storage' | 'instance' | 'io' | 'support' | 'restore' | 'replica';

export interface CostBreakdown {
  monthlyUsd: number;
  storageUsd: number;
  instanceUsd: number;
  /** Snapshot restore remedies (FSR, initialization) amortised per month, 0 if none. */
  restoreUsd: number;
  /**
   * I/O requests (issue 29): Aurora Standard's, priced from the predicted page reads and updates;
   * 0 on EC2, RDS (provisioned IOPS are storage) and Aurora I/O-Optimized.
   */
  ioUsd: number;
  /** RDS Extended Support of a MySQL version past standard support (5.7), 0 if none. */
  supportUsd: number;
  /** The replicas (topology.replicas), each the primary's instance and volumes; 0 for none. */
  replicaUsd: number;
  /** Servers priced: the primary and its replicas. */
  servers: number;
  items: CostItem[];
  /** Monthly cost per 1,000 predicted point-select QPS. */
  per1000QpsUsd: number;
  /**
   * Aurora Standard without an average load (issue 40): the I/O the headline leaves out, per 1,000
   * average QPS a month, and the note that says so; absent when the I/O is priced or not billed.
   */
  ioNotPriced?: { per1000AverageQpsUsd: number; note: string };
  /**
   * What every figure above is priced at: the instance pricing option applied (on-demand when the
   * chosen Reserved term has no price in the catalog) and the user discount; `label` names both.
   */
  pricing: { option: PricingOption; discountPercent: number; label: string };
}

/** A configuration AWS (or MySQL) would refuse, with the nearest valid value. */
export interface ScenarioIssue {
  /** Dotted path into the scenario, e.g. `storage.iops`. */
  path: string;
  /** In the user's words, label first: "Provisioned IOPS 90,000 IOPS is too high: gp3 allows at most 80,000 IOPS per volume. Nearest valid: 80,000 IOPS." */
  message: string;
  /** The nearest valid value for the field, when there is one. */
  nearestValid?: number | string;
  /** Name of the limit, e.g. `gp3.maxIopsPerGiB`. */
  limit: string;
}

export interface Prediction {
  startup: StartupPrediction;
  qps: QpsPrediction;
  cost: CostBreakdown;
  /** Things that are valid but worth saying (e.g. "validate_tablespace_paths=OFF is unsafe on 8.0.21–8.0.35"). */
  warnings: string[];
  /**
   * Set with the ranges: why they are wider than on the brief's cases (each way the scenario lies
   * outside the space the constants were calibrated in; empty inside it).
   */
  /**
   * Why the ranges are wider than on the calibration cases: every reason, and those that widen
   * the startup ranges and the QPS ranges.
   */
  uncertainty?: { extrapolating: string[]; startup: string[]; qps: string[] };
}

export type PredictResult =
  { ok: true; prediction: Prediction } | { ok: false; issues: ScenarioIssue[] };
