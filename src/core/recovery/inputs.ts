import type { EngineStartRange } from './types.ts';

/** Numeric inputs of the recovery paths (resolved from a scenario by scenario.ts). */
export interface RecoveryInputs {
  /** Where MySQL runs: the managed deployments recover as AWS describes (managed.ts). */
  deployment: 'ec2' | 'rds' | 'aurora';
  /** Clean start (today's startup model), s. */
  restartSeconds: number;
  /** Engine start after a crash on a warm volume (startup model, shutdown=crash), s. */
  crashStartSeconds: number;
  /** The same on a volume just restored from a snapshot (lazy loading), s. */
  crashStartRestoredSeconds: number;
  /** Redo to apply (checkpoint age at the crash), MiB. */
  redoMiB: number;
  /** Undo of open transactions rolled back before service, MiB (0: none or in background). */
  undoMiB: number;
  /** Data to copy or restore, MiB. */
  dataMiB: number;
  pageKiB: number;
  /** Device random-read IOPS and MiB/s ceilings (the slower of volume and instance). */
  deviceIops: number;
  deviceMiBps: number;
  /** Warm read latency and first-touch latency of a restored volume, µs. */
  readLatencyUs: number;
  firstTouchLatencyUs: number;
  /** Reads crash recovery keeps in flight while applying redo. */
  recoveryReadsInFlight: number;
  /** Instance network ceiling, MiB/s. */
  networkMiBps: number;
  /** Backup store read rate (S3 or other), MiB/s. */
  backupStoreMiBps: number;
  /** Redo the backup copied while it ran, applied by prepare, MiB. */
  backupRedoMiB: number;
  /** Donor's spare read MiB/s for a clone. */
  donorHeadroomMiBps: number;
  /** Snapshot restore remedy. */
  restoreRemedy: 'none' | 'fsr' | 'initialize';
  /** Provisioned initialization rate, MiB/s. */
  initializationMiBps: number;
  /** Snapshot data, GiB (what initialization reads). */
  snapshotGiB: number;
  /** Snapshot size (the source volume's), GiB: FSR's credits are sized on it. */
  snapshotSizeGiB: number;
  /** Restores from a snapshot per month (FSR credits). */
  restoresPerMonth: number;
  /** Hours in a month (catalog). */
  hoursPerMonth: number;
  /** Replica lag to apply at failover, s. */
  replicaLagSeconds: number;
  /** Failover target: RDS Multi-AZ instance, Multi-AZ cluster, or a self-managed replica. */
  failoverKind: 'rds-multi-az' | 'rds-multi-az-cluster' | 'self-managed';
  /**
   * The startup range of each engine start (the uncertainty layer's); absent, the engine starts
   * keep the placeholder ÷1.5 to ×1.5 (`RECOVERY_FIGURES.engineStartSpread`).
   */
  startRange?: EngineStartRange;
}
