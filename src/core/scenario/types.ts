/**
 * The scenario: everything a user chooses about one MySQL server on AWS. Plain serialisable data;
 * the app saves it as `.innosizer.json`, the CLI builds it from flags, the model reads it.
 *
 * Units are in the names (GiB, MiBps, KiB, Us = microseconds). See docs/model.md for how each
 * field enters the model.
 */

/** The storage kinds built in: EBS kinds, the `*d` instance's local NVMe, a device the user describes. */
export type BuiltInStorageKind = 'gp3' | 'io2' | 'gp2' | 'instance-store' | 'custom';

/**
 * Storage a data volume can be: a built-in kind or any kind registered in src/core/storage (the
 * registry lists them: `storageKindIds()`; validation accepts exactly those).
 */
export type StorageKind = BuiltInStorageKind | (string & {});

/** Startup patches of MySQL bug #115988: how many bytes the duplicate check reads per file. */
export type StartupOpt = 'default' | 'fadvise' | 'light';
export const STARTUP_OPTS: readonly StartupOpt[] = ['default', 'fadvise', 'light'];

/** `innodb_page_size` in KiB. */
export type PageSizeKiB = 4 | 8 | 16 | 32 | 64;
export const PAGE_SIZES_KIB: readonly PageSizeKiB[] = [4, 8, 16, 32, 64];

/** Whether the file-system metadata and first pages are already in the OS page cache at start. */
export type OsCache = 'cold' | 'warm';

/** `warm`: every block has been read before; `restored`: freshly created from a snapshot (lazy loading). */
export type VolumeState = 'warm' | 'restored';

/** What is done about a restored volume before MySQL starts. */
export type RestoreRemedy = 'none' | 'initialize' | 'fsr';

/** Doublewrite buffer: off, or on with its file on the data volume or on the log volume. */
export type DoublewritePlacement = 'off' | 'data' | 'log';

/**
 * Where redo log and binlog live: `same` (on the data volume) or a separate log volume of a kind
 * that can be one (`logVolumeKinds()` of src/core/storage: gp3, io2, gp2), which also holds the
 * doublewrite files with `doublewrite: 'log'`.
 */
export type LogStorageKind = 'same' | StorageKind;

/**
 * How the previous server stopped: `crash` is an unclean stop, which a restore from a snapshot of
 * a running server always implies (the start goes through crash recovery).
 */
export type ShutdownKind = 'clean' | 'crash';
export const SHUTDOWN_KINDS: readonly ShutdownKind[] = ['clean', 'crash'];

/** A device the user describes (`storage.kind === 'custom'`), e.g. measured elsewhere. */
export interface CustomDevice {
  /** Maximum 4 KiB random-read IOPS of one device. */
  readIops4k: number;
  /** Maximum read bandwidth of one device, MiB/s. */
  readMiBps: number;
  /** Single-thread 4 KiB random-read latency, microseconds. */
  readLatencyUs: number;
  /**
   * Latency of one cached 4 KiB write, microseconds: how long a write occupies the device (a
   * write-back cache answers in ~0.1 ms where a random read on disk takes ~5 ms, brief section 2).
   */
  writeLatencyUs: number;
  /** Devices striped together (RAID-0); IOPS and bandwidth add, latency stays. */
  count: number;
  /** What the devices cost per month, if anything beyond the instance (user-supplied). */
  monthlyUsd: number;
}

export interface InstanceChoice {
  /** An EC2 type from the catalog (e.g. `m6i.large`), or `custom`. */
  type: string;
  /** For `custom`: vCPUs. */
  customVcpu: number;
  /** For `custom`: memory, GiB. */
  customMemoryGiB: number;
  /** For `custom`: on-demand price, USD per hour (0 if unknown). */
  customHourlyUsd: number;
  /**
   * Minutes of the instance's daily EBS burst (30 minutes on .large to .4xlarge types) already
   * spent before this start, e.g. by restoring the data onto the volume; 0 = all of it left.
   */
  burstUsedMin: number;
  /**
   * Whether `burstUsedMin` is known (issue 25). false (the default): nobody knows what spent the
   * day's burst (a restore, a batch job, an earlier start), so a startup range's pessimistic end
   * assumes it is all spent and the IO phases run at the instance's baseline EBS ceiling; true:
   * the minutes entered are taken as they are.
   */
  burstKnown: boolean;
  /**
   * CloudWatch EBSIOBalance% of the instance before this start (issue 40): 0-100, 100 = full
   * bucket (the default). The startup uses the lower of this and what `burstUsedMin` leaves.
   */
  ebsIoBalancePct?: number;
  /** CloudWatch EBSByteBalance% of the instance before this start (issue 40): 0-100, default 100. */
  ebsByteBalancePct?: number;
  /** GiB restored onto the volume just before this start (0: none); spends the byte balance. */
  afterRestoreGiB?: number;
}

/** How the instance is paid for: on-demand, or a no-upfront Reserved Instance term. */
export const PRICING_OPTIONS = ['on-demand', 'reserved-1y', 'reserved-3y'] as const;
export type PricingOption = (typeof PRICING_OPTIONS)[number];

export interface PricingChoice {
  /** On-demand, or a 1- or 3-year standard Reserved Instance (no upfront; an RDS/Aurora 3-year term: partial upfront, effective hourly). */
  option: PricingOption;
  /** Discount on every cost item, percent (enterprise agreements); 0 for list prices. */
  discountPercent: number;
}

export interface StorageChoice {
  kind: StorageKind;
  /** Volume size, GiB (EBS kinds). For instance-store the size is the instance's. */
  sizeGiB: number;
  /** Provisioned IOPS (gp3, io2). gp2 derives its own from size. */
  iops: number;
  /** Provisioned throughput, MiB/s (gp3). */
  throughputMiBps: number;
  volumeState: VolumeState;
  restoreRemedy: RestoreRemedy;
  /**
   * How often the volume is restored from a snapshot, per month: both remedies are priced per
   * restore (FSR enabled for each restore, initialization of each restored volume).
   */
  restoresPerMonth: number;
  custom: CustomDevice;
}

export interface MysqlChoice {
  /** Server version, `major.minor.patch` (e.g. `8.0.39`, `5.7.44`, `9.0.1`). */
  version: string;
  /** Number of InnoDB tables, one `.ibd` file each (file-per-table). */
  tables: number;
  /** Data set size, GiB, at 16 KiB pages (at another page size it takes `pageDataGiB`: scenario/pages.ts). */
  dataGiB: number;
  /** `innodb_buffer_pool_size`, GiB. */
  bufferPoolGiB: number;
  pageSizeKiB: PageSizeKiB;
  startupOpt: StartupOpt;
  /** `innodb_validate_tablespace_paths` (8.0.21+). */
  validatePaths: boolean;
  osCache: OsCache;
  doublewrite: DoublewritePlacement;
  /** How the previous server stopped; `crash` makes MySQL 5.6 discover every tablespace at start. */
  shutdown: ShutdownKind;
  /**
   * What-if InnoDB table compression (`ROW_FORMAT=COMPRESSED`): 1 = not compressed; r = 2, 4, 8 or
   * 16 stores each page in `KEY_BLOCK_SIZE` = page size / r KiB (at least 1 KiB; not on 32 or
   * 64 KiB pages), the ratio the data must compress by. `dataGiB` stays the uncompressed size; on
   * disk it takes dataGiB / r (src/core/qps/compression.ts, docs/model.md).
   */
  compressionRatio: CompressionRatio;
  /**
   * Worker threads of the 8.0+ tablespace duplicate check, when set (MySQL bug #116716 asks for
   * the setting; `--duplicate-check-threads N`): 0 = MySQL's own rule, min(files / 8,000,
   * 2 × vCPUs, 16) (`fil_get_scan_threads`). The main thread takes the files left over as always.
   */
  duplicateCheckThreads: number;
}

/** Compression ratios a `KEY_BLOCK_SIZE` gives (page size / KEY_BLOCK_SIZE; 1 = not compressed). */
export type CompressionRatio = 1 | 2 | 4 | 8 | 16;
export const COMPRESSION_RATIOS: readonly CompressionRatio[] = [1, 2, 4, 8, 16];

/** The volume holding redo log and binlog (and doublewrite with `doublewrite: 'log'`). */
export interface LogVolumeChoice {
  /** `same`: on the data volume; otherwise a separate EBS volume of this kind. */
  kind: LogStorageKind;
  sizeGiB: number;
  /** Provisioned IOPS (gp3, io2). */
  iops: number;
  /** Provisioned throughput, MiB/s (gp3). */
  throughputMiBps: number;
}

export interface WorkloadChoice {
  /** Fraction of queries that write (update one row), 0..1. Point selects are the rest. */
  writeFraction: number;
  /** Client threads running queries. */
  threads: number;
  /**
   * Access skew, "hotAccessPercent % of accesses go to hotDataPercent % of the data" (docs/model.md
   * §3, access skew). Equal shares (the default 100/100) are uniform access.
   */
  hotAccessPercent: number;
  hotDataPercent: number;
  /**
   * Queries per second the server serves on average over the month (point selects and updates).
   * It prices what is billed per request (Aurora Standard's I/O); 0 = not given: priced at the
   * predicted throughput, the most the configuration can drive (an upper bound).
   */
  averageQps: number;
  /**
   * Where `averageQps` came from when the app took it from imported telemetry (issue 40 item 4),
   * in words: "the imported telemetry's average 1,234 QPS (status.txt, …)"; '' when the user gave
   * it (or none). Editing `averageQps` clears it.
   */
  averageQpsFrom: string;
}

/**
 * Parameters fitted to the user's own measurements (src/core/imports calibration). Applied on top of
 * the model: `device` replaces the storage's read-rate parameters, `startup` scales each phase.
 */
export interface CalibrationProfile {
  name: string;
  /** ISO date-time the profile was fitted. */
  createdAt: string;
  /** Files (or runs) it was fitted on. */
  sources: string[];
  /** Fitted device read parameters: rate(s, t) = min(readIopsCap, readMiBpsCap / s, t / latency(s)). */
  device: {
    readIopsCap: number;
    readMiBpsCap: number;
    /** Single-thread read latency at 4 KiB, microseconds. */
    readLatencyUs: number;
  } | null;
  /** Multiplicative factors per startup phase (measured / predicted), 1 = no change. */
  startup: Partial<
    Record<'directories_scan' | 'duplicate_check' | 'dd_files_reading' | 'validation', number>
  > | null;
  /**
   * Fitted on production telemetry (issue 15): the measured buffer-pool miss ratio and average IO
   * sizes. Absent or null: the published-data model.
   */
  workload?: CalibratedWorkload | null;
  /**
   * The machine kinds the profile was fitted on (issue 26), and what was fitted on each: `device`
   * and the IO-bound startup factors (directories scan, duplicate check) apply only to a scenario
   * whose storage kind and instance family are listed; `startup`'s CPU-bound factors (DD files
   * reading, validation) apply to every scenario. Absent or null (profiles before issue 26): the
   * whole profile applies to every scenario, as it did.
   */
  covers?: CalibrationCover[] | null;
  /**
   * The starts the profile was fitted on, each at its machine, with the calibrated model's total
   * (issue 36 item 2): the startup range narrows to the measured residual there and near it
   * (src/core/uncertainty/measured.ts). Absent or null: no range is narrowed.
   */
  measuredStarts?: MeasuredStart[] | null;
  /**
   * Recovery phases timed by the user's own logs (issue 37: a crash recovery's error log, an
   * xtrabackup or clone log), each a factor on the model's phase at the machine kind it ran on.
   * Absent or null: the model's phases as they are.
   */
  recovery?: RecoveryPhaseFactor[] | null;
}

/** One recovery phase measured at one machine kind: measured / the model's seconds there. */
export interface RecoveryPhaseFactor {
  phase: 'redo_apply' | 'copy_back' | 'prepare' | 'clone' | 'undo';
  factor: number;
  storage: StorageKind;
  family: string;
  file: string;
  measuredSeconds: number;
  predictedSeconds: number;
  /**
   * The logs the factor was fitted on, each with its machine and amount of work (issue 36 item 2
   * for recovery): they narrow the calibrated phase's range near where they ran. Absent or null
   * in a profile written before they were recorded: the phase is scaled, not narrowed.
   */
  logs?: RecoveryLogPoint[] | null;
}

/** One log a recovery factor was fitted on: where it ran, the work it timed, and both seconds. */
export interface RecoveryLogPoint {
  file: string;
  instanceType: string;
  mysqlVersion: string;
  /** The recovery settings besides sizes (`recoverySetup` in scenario/measuredSetup.ts). */
  setup: string;
  /** The device's IOPS and MiB/s caps as the recovery model resolves them (sustained). */
  deviceIops: number;
  deviceMiBps: number;
  /** The phase's amount of work: redo MiB (redo apply, prepare), undo MiB, or data MiB copied. */
  workMiB: number;
  measuredSeconds: number;
  /** The uncalibrated model's seconds for the phase there (× the factor: the calibrated). */
  predictedSeconds: number;
}

/** One measured start of a profile: where it ran and how far the calibrated model is from it. */
export interface MeasuredStart {
  /** The log's file name (what the range names as the measurement that narrowed it). */
  file: string;
  instanceType: string;
  storage: StorageKind;
  tables: number;
  mysqlVersion: string;
  measuredSeconds: number;
  /** The calibrated model's total at that machine. */
  predictedSeconds: number;
  /**
   * The startup settings of the machine besides its size (`startupSetup` in
   * uncertainty/measured.ts: patch, OS cache, path validation, shutdown, page size, threads,
   * volume state, restore remedy, EBS burst inputs): the start narrows only the same setup.
   * Absent in a profile written before it was recorded: the start narrows nothing.
   */
  setup?: string;
  /** The device's IOPS and MiB/s caps the start ran against, as the model resolves them. */
  deviceIops?: number;
  deviceMiBps?: number;
  /**
   * The phases the log timed on their own (a span covering one long phase), measured and as the
   * calibrated model gives them there: each narrows that phase's range as the total narrows the
   * total's. Absent or empty: only the total narrows.
   */
  phases?: MeasuredPhase[];
}

/** One phase a measured start timed alone (`MeasuredStart.phases`). */
export interface MeasuredPhase {
  phase: 'directories_scan' | 'duplicate_check' | 'dd_files_reading' | 'validation';
  measuredSeconds: number;
  predictedSeconds: number;
}

/** The IO-bound startup phases: what their factors measure is the device (src/core/startup). */
export type IoStartupPhase = 'directories_scan' | 'duplicate_check';

/** One machine kind a profile was fitted on (src/core/scenario/calibrationCover.ts). */
export interface CalibrationCover {
  storage: StorageKind;
  /** Instance family: the EC2 type before the dot (`m6id` of `m6id.xlarge`), or `custom`. */
  family: string;
  /** Factors of the IO-bound phases measured on this kind; null when none was. */
  startup: Partial<Record<IoStartupPhase, number>> | null;
}

/** The workload figures a profile carries from a production capture (src/core/calibration/workload.ts). */
export interface CalibratedWorkload {
  /** Buffer-pool miss ratio measured (0..1), or null when the capture had no MySQL status. */
  missRatio: number | null;
  /** Measured / the model's miss ratio at the capture's buffer pool: QPS scales the model's by it. */
  missFactor: number | null;
  /** Average read and write request sizes on the data device, KiB (null: not measured). */
  readIoKiB: number | null;
  writeIoKiB: number | null;
  /** innodb_page_size the capture ran at: IO sizes are taken per page (a page-size change scales them). */
  pageSizeKiB: number;
}

/**
 * Servers besides the primary (issue 27): each replica runs the same instance type with its own
 * data volume (and log volume) of the same kind, size and provisioning.
 */
export interface TopologyChoice {
  /** Replicas besides the primary, 0 for a single server. */
  replicas: number;
}

/** How the data set grows (issue 27): projected month by month (src/core/growth). */
export interface GrowthChoice {
  /** New InnoDB tables per month. */
  tablesPerMonth: number;
  /** Data added per month, GiB. */
  dataGiBPerMonth: number;
}

/**
 * Where MySQL runs (issue 29): `ec2` a self-managed server on an EC2 instance (the model's first
 * subject), `rds` Amazon RDS for MySQL (a DB instance class `db.*` on RDS-managed EBS storage),
 * `aurora` Aurora MySQL (a DB instance class on Aurora's distributed storage, not EBS).
 */
export type Deployment = 'ec2' | 'rds' | 'aurora';
export const DEPLOYMENTS: readonly Deployment[] = ['ec2', 'rds', 'aurora'];

/**
 * Aurora's storage configuration: `standard` bills storage per GB-month and every I/O request;
 * `io-optimized` bills no I/O, with dearer storage and instances.
 */
/**
 * The cloud MySQL runs on (issue 38): `aws` (EC2, RDS, Aurora), `azure` (a self-managed server on
 * an Azure VM with managed disks), `gcp` (a self-managed server on a Compute Engine VM). Managed
 * MySQL on Azure and Google Cloud (Azure Database for MySQL, Cloud SQL) is not modelled: on those
 * clouds the deployment is `ec2`, read as "a self-managed server on a VM".
 */
export type Cloud = 'aws' | 'azure' | 'gcp';
export const CLOUDS: readonly Cloud[] = ['aws', 'azure', 'gcp'];

/**
 * Recovery paths (issue 37, src/core/recovery): how the server gets back after a failure.
 * `point-in-time-restore` and `clone` apply on RDS and Aurora (clone: Aurora only).
 */
export const RECOVERY_PATH_IDS = [
  'restart',
  'crash',
  'snapshot-restore',
  'point-in-time-restore',
  'backup-restore',
  'replica-rebuild',
  'failover',
  'clone',
] as const;
export type RecoveryPathId = (typeof RECOVERY_PATH_IDS)[number];

/** The recovery paths' inputs and the recovery target (issue 37). */
export interface RecoveryChoice {
  /** Redo to apply after a crash (checkpoint age), MiB; null: the version's default capacity. */
  redoToApplyMiB: number | null;
  /** Undo of open transactions to roll back at recovery, MiB (0: none). */
  undoToRollBackMiB: number;
  /** Backup store read rate (S3 or other), MiB/s. */
  backupStoreMiBps: number;
  /** Instance network ceiling, MiB/s. */
  networkMiBps: number;
  /** Replica lag to apply at failover, s. */
  replicaLagSeconds: number;
  /** innodb_buffer_pool_load_at_startup restores a dump of this percent of the pool (0: off). */
  bufferPoolDumpPercent: number;
  /** Time to full service the user asks for (`--max-recovery`), s; null: no target. */
  maxRecoverySeconds: number | null;
  /** The path the target applies to; `slowest`: the slowest of those that apply. */
  path: RecoveryPathId | 'slowest';
}

export type AuroraStorage = 'standard' | 'io-optimized';

/**
 * RDS's two Multi-AZ deployments (RDS User Guide, "Configuring and managing a Multi-AZ deployment"):
 * `instance`, one standby that serves no reads; `cluster`, a writer and two readable standbys in
 * three Availability Zones (a Multi-AZ DB cluster).
 */
export type MultiAzKind = 'instance' | 'cluster';
export const MULTI_AZ_KINDS: readonly MultiAzKind[] = ['instance', 'cluster'];
export const AURORA_STORAGES: readonly AuroraStorage[] = ['standard', 'io-optimized'];

export interface Scenario {
  schemaVersion: 4;
  name: string;
  /** The cloud (schemaVersion 4; older files are `aws`). */
  cloud: Cloud;
  /** The cloud's region id, e.g. `us-east-1`, `eastus`, `us-central1`. */
  region: string;
  /** EC2, RDS for MySQL or Aurora MySQL (schemaVersion 3; older files are `ec2`). */
  deployment: Deployment;
  /**
   * RDS Multi-AZ (one standby in another Availability Zone, instance and storage billed twice);
   * ignored on EC2 and Aurora (whose storage is replicated across three AZs in any case).
   */
  multiAz: boolean;
  /**
   * Which Multi-AZ deployment `multiAz` is (issue 40): one standby, or a Multi-AZ DB cluster (three
   * instances, two of them readable standbys). Files without it are `instance`.
   */
  multiAzKind: MultiAzKind;
  /** Aurora's storage configuration; ignored on EC2 and RDS. */
  auroraStorage: AuroraStorage;
  instance: InstanceChoice;
  storage: StorageChoice;
  logVolume: LogVolumeChoice;
  mysql: MysqlChoice;
  workload: WorkloadChoice;
  pricing: PricingChoice;
  topology: TopologyChoice;
  growth: GrowthChoice;
  /** Recovery paths' inputs and target (issue 37); older files get the defaults. */
  recovery: RecoveryChoice;
  /** A calibration profile applied to this scenario, or null for the published-data model. */
  calibration: CalibrationProfile | null;
}

/** Deep-partial, for flags and UI edits layered over a scenario. */
export type ScenarioPatch = {
  [K in keyof Scenario]?: Scenario[K] extends object ? Partial<Scenario[K]> : Scenario[K];
};
