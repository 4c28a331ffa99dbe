/**
 * Normalised benchmark records: what every importer (sysbench fileio, fio, MySQL error log, CSV)
 * turns a user's file into. Plain serialisable data; the app overlays them on its charts and the
 * calibration (src/core/calibration) fits the model to them.
 */
import type { PhaseName } from '../types.ts';

/** Where a record (or an error) came from: file name and 1-based line of its first line. */
export interface SourceRef {
  file: string;
  line: number;
}

/** Input formats the importer recognises (the CLI's `--format` lists them in this order). */
export const IMPORT_FORMATS = [
  'sysbench',
  'fio-json',
  'fio-terse',
  'mysqld-log',
  'csv',
  'iostat',
  'diskstats',
  'cloudwatch-json',
  'cloudwatch-csv',
  'mysql-status',
  'prometheus',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * IO pattern of a device run, in sysbench's `--file-test-mode` names. fio's `randread`/`read`/...
 * map onto them (randread → rndrd, read → seqrd, write → seqwr, randwrite → rndwr, randrw → rndrw,
 * rw → seqrw). `prepare` is sysbench's file creation (a sequential write, printed as one line).
 */
export type DeviceRunMode =
  'rndrd' | 'rndwr' | 'rndrw' | 'seqrd' | 'seqwr' | 'seqrewr' | 'seqrw' | 'prepare';

/** Per-IO latency as the tool printed it, milliseconds; null fields the tool did not print. */
export interface LatencyMs {
  minMs: number | null;
  avgMs: number | null;
  maxMs: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
}

/** What the run was measured on, when the file says (CSV columns; logs and tool output rarely do). */
export interface RunContext {
  /** EC2 type, e.g. `m6id.xlarge`. */
  instance?: string;
  /** `gp3`, `io2`, `gp2`, `instance-store` or free text. */
  storage?: string;
  provisionedIops?: number;
  provisionedMiBps?: number;
  vcpu?: number;
  mysqlVersion?: string;
  tables?: number;
  /** Startup optimisation of bug #115988: default | fadvise | light. */
  startupOpt?: string;
  /** OS page cache at start: cold | warm. */
  osCache?: string;
  /** A label for the run (CSV `case`/`name` column). */
  label?: string;
}

/** One run of a device benchmark (sysbench fileio, fio job, CSV row). */
export interface DeviceRunRecord {
  kind: 'device-run';
  source: SourceRef;
  tool: 'sysbench' | 'fio' | 'csv';
  mode: DeviceRunMode;
  /** IO size, KiB; null when the output does not print it (sysbench prepare). */
  blockSizeKiB: number | null;
  /**
   * IOs in flight: sysbench threads, or fio numjobs × iodepth; null when the output does not say
   * (fio terse lines, sysbench prepare).
   */
  threads: number | null;
  readsPerSecond: number;
  writesPerSecond: number;
  readMiBps: number;
  writtenMiBps: number;
  latency: LatencyMs | null;
  context: RunContext;
}

/** The four long startup phases of the brief (section 3); the keys of CalibrationProfile.startup. */
export type StartupPhaseKey =
  'directories_scan' | 'duplicate_check' | 'dd_files_reading' | 'validation';
export const STARTUP_PHASE_KEYS: readonly StartupPhaseKey[] = [
  'directories_scan',
  'duplicate_check',
  'dd_files_reading',
  'validation',
];

/**
 * One measured span of a start. `covers` lists the long phases it contains: one for a phase the
 * log separates (verbosity 3), several for a span a verbosity-2 log cannot split (InnoDB
 * initialization = directories scan + duplicate check; the gap after it = DD reading + validation).
 */
export interface MeasuredPhase {
  name:
    | StartupPhaseKey
    | 'innodb_initialization'
    | 'after_innodb_initialization'
    | 'scan_and_duplicate_check'
    | 'tablespace_discovery';
  label: string;
  seconds: number;
  covers: StartupPhaseKey[];
  /**
   * The model's phases the span compares with, when they are not the fitted ones of `covers`:
   * MySQL 5.6's crash-recovery discovery ("Reading tablespace information from the .ibd files")
   * is the model's directories scan + tablespace discovery, and no factor fits it (`covers` []).
   */
  model?: PhaseName[];
  /**
   * True when a boundary was not printed: the log has no line where DD files reading ends and
   * validation starts, so that boundary is the first validation progress line (MY-012350 "N
   * threads have validated X out of Y") minus its 10 s interval.
   */
  estimated: boolean;
}

/** One MySQL start (an error log, or CSV rows of phase timings). */
export interface StartupRecord {
  kind: 'startup';
  source: SourceRef;
  tool: 'mysqld-log' | 'csv';
  /** Server version from MY-010116 / MY-010931, e.g. `8.0.41`. */
  version: string | null;
  /** log_error_verbosity inferred from the notes present (3 prints [Note] lines); null for CSV. */
  verbosity: 2 | 3 | null;
  phases: MeasuredPhase[];
  /**
   * First line of the start (mysqld_safe's first line, else MY-010116, else MY-013576 in an
   * extract without it) to MY-010931 ready for connections, seconds.
   */
  totalSeconds: number | null;
  /**
   * Which line the total starts from. `innodb-initialization`: an extract without the server's
   * start line, so the total leaves out the seconds before InnoDB initialization.
   */
  totalFrom: 'mysqld_safe' | 'server-start' | 'innodb-initialization' | 'csv' | null;
  /** Threads of the duplicate check as printed ("Using 9 threads": workers + main). */
  scanThreads: number | null;
  /** Threads of the validation as printed ("8threads have validated ..."). */
  validationThreads: number | null;
  /** `.ibd` files found by the directories scan (MY-012206). */
  filesFound: number | null;
  /**
   * The line on which the log states each fact (its version, the files found, the duplicate
   * check's threads), so a contradiction with the machine it is said to come from can name it.
   */
  statedAt?: Partial<Record<'version' | 'filesFound' | 'scanThreads', number>>;
  /** Long phases this record cannot time separately (verbosity 2: all four). */
  unseparated: StartupPhaseKey[];
  context: RunContext;
  /** What the log lacks (an extract's missing start line, a span's missing boundary line). */
  warnings: string[];
}

/** IO-bound point-select throughput measured at one page size (CSV). */
export interface QpsRecord {
  kind: 'qps';
  source: SourceRef;
  tool: 'csv';
  pageSizeKiB: number;
  qps: number;
  threads: number | null;
  context: RunContext;
}

export type BenchmarkRecord =
  | DeviceRunRecord
  | StartupRecord
  | QpsRecord
  | DiskSeriesRecord
  | DiskstatsSnapshotRecord
  | MysqlStatusSnapshotRecord
  | EbsBalanceRecord;

/** A rejected input: file, 1-based line, the field, and a message saying what was expected. */
export interface ImportError {
  file: string;
  line: number;
  field: string;
  message: string;
}

/**
 * The result of importing one file. Nothing half-imported: when `errors` is non-empty, `records`
 * is empty and callers treat the file as rejected.
 */
export interface ImportResult {
  format: ImportFormat | null;
  records: BenchmarkRecord[];
  errors: ImportError[];
  /** With `onRecord`: the records handed on (valid only when `errors` is empty). */
  streamed?: number;
}

/** CSV column meanings a header can be mapped to. */
export type CsvField =
  | 'instance'
  | 'storage'
  | 'provisionedIops'
  | 'provisionedMiBps'
  | 'vcpu'
  | 'mode'
  | 'blockSizeKiB'
  | 'threads'
  | 'readsPerSecond'
  | 'writesPerSecond'
  | 'readMiBps'
  | 'writtenMiBps'
  | 'iops'
  | 'latencyAvgMs'
  | 'latencyP95Ms'
  | 'mysqlVersion'
  | 'tables'
  | 'startupOpt'
  | 'osCache'
  | 'label'
  | 'phase'
  | 'seconds'
  | 'totalSeconds'
  | StartupPhaseKey
  | 'pageSizeKiB'
  | 'qps'
  | 'ignore';

/** CSV header → meaning. Headers absent from the map are looked up with suggestCsvMapping. */
export type CsvMapping = Record<string, CsvField>;

export interface ImportOptions {
  /** Force a format instead of detecting it. */
  format?: ImportFormat;
  /** Meaning of CSV headers the importer does not recognise (or to override its guesses). */
  csvMapping?: CsvMapping;
  /** Stop collecting after this many errors (default 20): a broken file reports its first ones. */
  maxErrors?: number;
  /**
   * IOs in flight of device runs whose output does not say (fio terse lines, CSV rows without a
   * threads column), e.g. the iodepth × numjobs the user ran fio with. Without it those runs have
   * `threads: null` and calibration cannot fit them.
   */
  runThreads?: number;
  /**
   * Hands each record on as it is made instead of keeping it (a 200 MB CSV need not sit in
   * memory as records): `records` of the result is then empty and `streamed` counts them. After
   * the first error no more records are handed on, and those already handed on must be dropped
   * (nothing half-imported).
   */
  onRecord?: (record: BenchmarkRecord) => void;
}

/**
 * One number per sample of a series: a plain array, or a Float64Array (the importers of long
 * captures hand their columns over as they hold them, off V8's heap, whose collector's slack on
 * hundreds of MB of plain arrays set a 200 MB import's peak; issue 31). The same numbers either
 * way; `import --json` writes both as a JSON array (src/cli/spool.ts).
 */
export type Samples = number[] | Float64Array;

/**
 * Production disk telemetry of one device: one value per sample interval, columnar (a 24-hour
 * capture at 1 s is 86,400 samples per device). iostat prints rates; CloudWatch sums over its
 * period are divided by the period; /proc/diskstats counters become rates in
 * src/core/telemetry/deltas.ts.
 */
export interface DiskSeriesRecord {
  kind: 'disk-series';
  source: SourceRef;
  tool: 'iostat' | 'diskstats' | 'cloudwatch';
  /** Device name as the capture prints it (`nvme1n1`, `vol-0abc…`); any text, never a key. */
  device: string;
  /** End of each sample, Unix seconds (UTC as printed); null when the capture has no clock. */
  timesSec: Samples | null;
  /** Length of each sample, seconds; null when the capture does not say (iostat without -t). */
  intervalSec: Samples | null;
  readsPerSecond: Samples;
  writesPerSecond: Samples;
  readMiBps: Samples;
  writtenMiBps: Samples;
  /** Average time per completed read / write, ms (iostat r_await, CloudWatch total time / ops). */
  readAwaitMs: Samples | null;
  writeAwaitMs: Samples | null;
  /** Average requests queued or in service (iostat aqu-sz/avgqu-sz, CloudWatch VolumeQueueLength). */
  queueDepth: Samples | null;
  /** Share of the interval the device was busy, % (iostat %util, 100 − CloudWatch idle share). */
  utilPct: Samples | null;
  /** What the importer noticed and left out or assumed (the since-boot report, wraps, gaps). */
  warnings: string[];
  /**
   * The CPUs of the machine the capture ran on, as iostat's banner states them ("(8 CPU)": the
   * online CPUs, an EC2 instance's vCPUs), with the banner's line; absent when not stated.
   */
  machineVcpu?: { value: number; line: number };
}

/**
 * An instance's EBS burst balances as CloudWatch exports them (AWS/EC2 `EBSIOBalance%` and
 * `EBSByteBalance%`, percent of a full bucket; issue 40): one value per period, either metric may
 * be absent. The last point is the balance a start right after the capture begins with.
 */
export interface EbsBalanceRecord {
  kind: 'ebs-balance';
  source: SourceRef;
  tool: 'cloudwatch';
  /** The instance id the label or id names (`i-0abc…`), or null. */
  instance: string | null;
  /** Start of each period, Unix seconds. */
  timesSec: Samples;
  ioBalancePct: Samples | null;
  byteBalancePct: Samples | null;
  warnings: string[];
}

/** Counters of one device in /proc/diskstats: 14, 18 or 20 fields per line (kernel 4.18 / 5.5). */
export interface DiskstatsDevice {
  name: string;
  /** The counters after the device name: 11, 15 or 17 numbers, in the kernel's order. */
  counters: number[];
}

/**
 * One /proc/diskstats snapshot (a `cat /proc/diskstats`, or one block of pt-diskstats/pt-stalk's
 * collection, which precedes each with a `TS <epoch> <date>` line). Two or more snapshots, from
 * one file or several, become per-device rates with diskstatsSeries (src/core/telemetry).
 */
export interface DiskstatsSnapshotRecord {
  kind: 'diskstats-snapshot';
  source: SourceRef;
  tool: 'diskstats';
  /** Unix seconds of the snapshot when the file says (pt-stalk `TS` lines, `date +%s`); else null. */
  timeSec: number | null;
  devices: DiskstatsDevice[];
}

/** The MySQL status counters InnoSizer reads (SHOW GLOBAL STATUS names in brackets). */
export interface MysqlCounters {
  /** [Uptime], seconds: the clock between snapshots and the restart detector. */
  uptimeSec: number | null;
  /** [Questions] */
  questions: number | null;
  /** [Innodb_buffer_pool_read_requests]: logical page reads. */
  bufferPoolReadRequests: number | null;
  /** [Innodb_buffer_pool_reads]: logical reads that missed the buffer pool and read the disk. */
  bufferPoolReads: number | null;
  /** [Innodb_data_reads], [Innodb_data_writes]: data file IOs. */
  dataReads: number | null;
  dataWrites: number | null;
  /** [Innodb_data_read], [Innodb_data_written]: bytes. */
  dataReadBytes: number | null;
  dataWrittenBytes: number | null;
  /** [Innodb_os_log_written]: redo bytes. */
  redoWrittenBytes: number | null;
  /** [Innodb_dblwr_pages_written] */
  doublewritePages: number | null;
  /** [Innodb_page_size], bytes (a status variable since 5.6). */
  pageSizeBytes: number | null;
}

/** One snapshot of MySQL's status counters (SHOW GLOBAL STATUS, or a mysqld_exporter scrape). */
export interface MysqlStatusSnapshotRecord {
  kind: 'mysql-status-snapshot';
  source: SourceRef;
  tool: 'show-global-status' | 'mysqld-exporter';
  /** Unix seconds when the file says (Prometheus sample timestamps); else uptime is the clock. */
  timeSec: number | null;
  counters: MysqlCounters;
}
