/**
 * Figures the recovery paths use (issue 37, src/core/recovery), each with its source and date.
 * Where no published figure exists the entry is an estimate and its `note` says so; the paths
 * give such phases a wide range rather than a point.
 */
import type { Sourced } from './sourced.ts';
import { STORED_COPY_DATE } from './sources.ts';

/** A figure with its provenance. */
export interface RecoveryFigure extends Sourced {
  value: number;
}

/** The EBS FSR volume-creation credit rule (per snapshot per Availability Zone). */
export interface FsrCreditRule extends Sourced {
  /** Snapshot GiB in the numerator of both formulas: 1024 ÷ snapshot size GiB. */
  numeratorGiB: number;
  /** Cap on the fill rate (credits per hour) and on the bucket size: 10. */
  maxCredits: number;
  /** The bucket holds at least this many credits: 1. */
  minBucketCredits: number;
  /** FSR can be enabled on snapshots of at most this size, GiB (16 TiB). */
  maxSnapshotGiB: number;
  /** Volumes up to these ceilings get FSR's full benefit; above, AWS recommends initializing. */
  fullBenefitMaxIops: number;
  fullBenefitMaxMiBps: number;
}

export const EBS_FSR_CREDITS_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/volume-creation-credits.html';
export const EBS_FSR_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-fast-snapshot-restore.html';
export const EBS_IO_CHARACTERISTICS_URL =
  'https://docs.aws.amazon.com/ebs/latest/userguide/ebs-io-characteristics.html';
export const MYSQL_57_INNODB_PARAMETERS_URL =
  'https://dev.mysql.com/doc/refman/5.7/en/innodb-parameters.html';
export const MYSQL_80_REDO_LOG_URL = 'https://dev.mysql.com/doc/refman/8.0/en/innodb-redo-log.html';

/**
 * Fill rate = MIN(10, 1024 ÷ snapshot_size_gib) credits per hour; bucket = MAX(1, MIN(10, 1024 ÷
 * snapshot_size_gib)); sized on the snapshot's size (the source volume's), not its data. FSR on
 * snapshots of 16 TiB or less; full benefit up to 64,000 IOPS and 1,000 MiB/s.
 */
export const FSR_CREDIT_RULE: FsrCreditRule = {
  numeratorGiB: 1024,
  maxCredits: 10,
  minBucketCredits: 1,
  maxSnapshotGiB: 16_384,
  fullBenefitMaxIops: 64_000,
  fullBenefitMaxMiBps: 1000,
  source: `${EBS_FSR_CREDITS_URL} (fill rate and bucket formulas, example 128 GiB → 8 credits/h); ${EBS_FSR_URL} (Considerations: 16 TiB, 64,000 IOPS / 1,000 MiB/s)`,
  asOf: STORED_COPY_DATE,
};

/** Figures of the recovery phases. */
export const RECOVERY_FIGURES = {
  /** EBS merges physically sequential IOs up to 256 KiB on SSD volumes (a streaming copy's IO). */
  copyIoKiB: {
    value: 256,
    source: `${EBS_IO_CHARACTERISTICS_URL} (I/O size is capped at 256 KiB for SSD volumes; sequential IOs merged)`,
    asOf: STORED_COPY_DATE,
  },
  /** innodb_log_file_size (48 MiB, 5.6.8+) × innodb_log_files_in_group (2) before 8.0.30. */
  redoCapacityBefore8030MiB: {
    value: 96,
    source: `${MYSQL_57_INNODB_PARAMETERS_URL} (innodb_log_file_size default 48 MiB, innodb_log_files_in_group default 2)`,
    asOf: STORED_COPY_DATE,
  },
  /** innodb_redo_log_capacity default from 8.0.30. */
  redoCapacity8030MiB: {
    value: 100,
    source: `${MYSQL_80_REDO_LOG_URL} (innodb_redo_log_capacity default 104857600 bytes)`,
    asOf: STORED_COPY_DATE,
  },
  redoKiBPerPage: {
    value: 1,
    source:
      'InnoSizer estimate (docs/model.md, Recovery): KiB of redo per distinct page recovery reads',
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: the range spans the spread either side.',
  },
  /** Spread (÷, ×) of the estimated redo and undo phases. */
  redoSpread: {
    value: 4,
    source: 'InnoSizer estimate (docs/model.md, Recovery)',
    asOf: STORED_COPY_DATE,
    note: 'Estimate: the width of the range given to an unmeasured per-page rate.',
  },
  recoveryReadsInFlight: {
    value: 8,
    source: 'InnoSizer estimate (docs/model.md, Recovery): reads crash recovery keeps in flight',
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure.',
  },
  /** Spread of a modelled copy or engine start. */
  copySpread: {
    value: 1.3,
    source: 'InnoSizer estimate (docs/model.md, Recovery): copy at the slowest ceiling ±30%',
    asOf: STORED_COPY_DATE,
    note: 'Estimate.',
  },
  /**
   * Spread of an engine start with no startup range: Aurora's (its startup is not modelled, issue
   * 40) and a recovery computed without the ranges (`predictRecovery` without `startRange`).
   * Every modelled engine start a user sees takes the startup model's own range instead
   * (uncertainty/engineStart.ts).
   */
  engineStartSpread: {
    value: 1.5,
    source:
      "InnoSizer estimate (docs/model.md, Time to recover): an engine start the startup model has no range for (Aurora's) ÷1.5 to ×1.5",
    asOf: STORED_COPY_DATE,
    note: 'Estimate: used only where no startup range exists; modelled engine starts take the startup range.',
  },
  volumeCreateSeconds: {
    value: 60,
    source:
      'InnoSizer estimate: AWS publishes no time for a volume created from a snapshot to become available',
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: range 10 s to 6 min.',
  },
  volumeCreateSpread: {
    value: 6,
    source: 'InnoSizer estimate (range of volumeCreateSeconds)',
    asOf: STORED_COPY_DATE,
    note: 'Estimate.',
  },
  /** Backup store read rate default, MiB/s. */
  backupStoreMiBps: {
    value: 200,
    source:
      'InnoSizer estimate: one xbcloud/S3 stream set; measure yours and set recovery.backupStoreMiBps',
    asOf: STORED_COPY_DATE,
    note: 'Estimate, a default to override.',
  },
  /** Instance network ceiling default: 10 Gbit/s = 1,192 MiB/s. */
  networkMiBps: {
    value: 1192,
    source:
      'InnoSizer default: 10 Gbit/s (many instances are "up to 10 Gigabit"); set recovery.networkMiBps',
    asOf: STORED_COPY_DATE,
    note: 'Estimate, a default to override: baseline network varies by instance.',
  },
  /** Share of the donor's read bandwidth a clone may take. */
  donorHeadroomShare: {
    value: 0.5,
    source: 'InnoSizer estimate: the donor keeps serving, a clone takes half its read bandwidth',
    asOf: STORED_COPY_DATE,
    note: 'Estimate.',
  },
} satisfies Record<string, RecoveryFigure>;

export const RDS_PITR_URL = 'https://repost.aws/knowledge-center/rds-point-in-time-restore-issues';
export const RDS_RESTORE_SNAPSHOT_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/UserGuide/USER_RestoreFromSnapshot.html';
export const AURORA_RELIABILITY_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/Aurora.Overview.Reliability.html';
export const AURORA_CLONE_URL =
  'https://docs.aws.amazon.com/AmazonRDS/latest/AuroraUserGuide/Aurora.Managing.Clone.html';

/** A phase AWS describes but publishes no time for: a point and a wide range, both estimates. */
export interface UnpublishedPhase extends Sourced {
  seconds: number;
  range: [number, number];
}

/**
 * RDS and Aurora recovery as AWS describes it (issue 37). What AWS says is the sequence; it gives
 * no durations for any of these steps, so every figure here is an estimate with a wide range and
 * the paths built on them say `modelled: false`.
 */
export const MANAGED_RECOVERY = {
  /** RDS: a restore or PITR creates a new DB instance (no published time). */
  rdsInstanceCreate: {
    seconds: 600,
    range: [300, 1800],
    source: `${RDS_RESTORE_SNAPSHOT_URL} (a restore creates a new DB instance); no published time`,
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: 5 to 30 min.',
  },
  /**
   * RDS PITR: "RDS uploads transaction logs for DB instances to Amazon S3 every five minutes";
   * the snapshot closest to the time is restored, then the logs are applied up to it. The logs
   * to apply span from that snapshot (daily automated backup) to the time asked for.
   */
  rdsLogReplay: {
    seconds: 1800,
    range: [60, 43_200],
    source: `${RDS_PITR_URL} (logs uploaded every five minutes; the closest snapshot restored, then the transaction logs applied)`,
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published rate: up to a day of binlog replayed, 1 min to 12 h.',
  },
  /** Aurora: a restore (snapshot or point in time) creates a new cluster; no published time. */
  auroraClusterRestore: {
    seconds: 1200,
    range: [300, 7200],
    source: `${AURORA_RELIABILITY_URL}; restore creates a new DB cluster; no published time`,
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: 5 min to 2 h.',
  },
  /** Aurora: the cluster volume recovers in the storage layer; AWS gives no engine-side time. */
  auroraCrashRecovery: {
    seconds: 30,
    range: [5, 600],
    source: `${AURORA_RELIABILITY_URL} (storage auto-repair, survivable page cache); no published crash-recovery time`,
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: 5 s to 10 min.',
  },
  /** Aurora clone: copy-on-write, no data copied at creation; AWS gives no creation time. */
  auroraClone: {
    seconds: 600,
    range: [120, 3600],
    source: `${AURORA_CLONE_URL} (copy-on-write: pages copied only when changed); no published time`,
    asOf: STORED_COPY_DATE,
    note: 'Estimate, no published figure: 2 min to 1 h.',
  },
} satisfies Record<string, UnpublishedPhase>;
