import { BUFFERED_READ_OVERHEAD_US, EBS_LIMITER_BUCKET_S } from '../devices/constants.ts';

/**
 * Startup-model constants. Each is a mechanism's parameter derived from the brief's startup
 * measurements A-D (/work/shared/domain/BRIEF.md section 3, startup-measurements.csv) or read from
 * InnoDB's source; docs/model.md shows each derivation and the predicted vs measured table.
 */

/** Inodes per 4 KiB inode-table block (256-byte inodes; brief section 3). */
export const INODES_PER_BLOCK = 16;

/** Inode size, bytes (ext4/xfs default 256; brief section 3). */
export const INODE_BYTES = 256;

/**
 * CPU per file of the directory walk when the file-system metadata is cached (readdir + stat),
 * microseconds, on one thread. Case C: 1M files scanned in 2 s with a warm cache; the brief's
 * "about 2 s per 1M files when cached".
 */
export const DIR_SCAN_CPU_US_PER_FILE = 2;

/** `FIL_SCAN_MAX_THREADS` (fil0fil.h): at most 16 extra duplicate-check threads. */
export const FIL_SCAN_MAX_THREADS = 16;

/** `FIL_SCAN_THREADS_PER_CORE` (fil0fil.h): 2 threads per hardware thread (vCPU). */
export const FIL_SCAN_THREADS_PER_CORE = 2;

/**
 * Bytes the duplicate check reads per file, KiB: the first 16 KiB page plus the kernel's 16 KiB
 * readahead in one 32 KiB IO by default; 16 KiB with POSIX_FADV_RANDOM (fadvise); one 4 KiB
 * file-system block for the space id (light). Brief section 3; D's sectors per file confirm it
 * (32.9, 16.9, 4.9 KiB per file including metadata).
 */
export const DUPLICATE_CHECK_IO_KIB = { default: 32, fadvise: 16, light: 4 } as const;

/**
 * Bytes of each file already in the page cache with a warm OS cache, KiB: case C pre-read the
 * first 4 KiB of every file (brief section 3).
 */
export const WARM_CACHE_KIB_PER_FILE = 4;

/**
 * CPU per file of the duplicate check (open, pread, close, space-id hash insert), microseconds,
 * spread over min(threads, vCPUs). Case C: 1M files in 3 s on 4 vCPUs with nothing read from the
 * device → 12 µs per file.
 */
export const DUPLICATE_CHECK_CPU_US_PER_FILE = 12;

/**
 * Data-dictionary bytes read per table during "Reading DD tablespace files", as 16 KiB pages of
 * mysql.ibd. Case D: every optimization reads about 0.85 KiB per file beyond the duplicate-check
 * IO; 0.25 KiB of it is the file's inode, the rest (0.6 KiB) is the data dictionary.
 */
export const DD_KIB_PER_TABLE = 0.6;

/** Page size of the data dictionary tablespace (mysql.ibd), KiB. */
export const DD_PAGE_KIB = 16;

/**
 * CPU per table of DD tablespace reading (parse DD records, build the tablespace map),
 * microseconds, on one thread. Cases A (20 s) and B (12 s) minus their IO time leave 3.3 and
 * 5.4 µs per table; 4.6 µs leaves the two equally far off (A 6.6 % over, B 6.6 % under; the
 * brief's phase timings are whole seconds). Case A's IO is 37,500 pages of 16 KiB, each one
 * buffered read at queue depth 1 on the gp3 volume's latency curve (446 µs: devices/constants.ts,
 * issue 40 item 2; 342 µs, and the mean 6.3 µs per table, before the curve took the
 * duplicate-check sweeps' slope).
 */
export const DD_CPU_US_PER_TABLE = 4.6;

/**
 * CPU per tablespace of path validation, microseconds, spread over min(threads, vCPUs). Case A:
 * 39 s × 2 vCPUs / 1M = 78 µs; case B: 21 s × 4 vCPUs / 1M = 84 µs; mean 81 µs.
 */
export const VALIDATION_CPU_US_PER_TABLESPACE = 81;

/**
 * Fixed server start cost, seconds (process start, redo log, buffer pool, plugins, the rest of
 * the server before "ready for connections"). Totals minus the four phases: A 429 - 419 = 10 s,
 * B 156 - 147 = 9 s; mean 9.5 s.
 */
export const SERVER_FIXED_SECONDS = 9.5;

/**
 * Cells of each fil_system hash table (tablespaces by id, by name) in MySQL 5.6 and 5.7:
 * `fil_init(srv_file_per_table ? 50000 : 5000, ...)` in storage/innobase/srv/srv0start.cc. With
 * N tablespaces a chain holds N / 50,000 of them on average.
 */
export const FIL_HASH_CELLS = 50_000;

/**
 * Chain walks per table while 5.6/5.7 load the tablespaces: the by-id and by-name lookups that
 * check the space is new, and the two HASH_INSERTs, which walk to the end of their chain to
 * append (storage/innobase/include/hash0hash.h). Read from the source.
 */
export const FIL_HASH_WALKS_PER_TABLE = 4;

/**
 * Time per chain step, nanoseconds: one dependent load of a fil_space_t scattered in memory (a
 * cache miss, about 100 ns of DRAM latency). ASSUMPTION (no measurement isolates it); it only
 * matters well past 1M tables (20 steps per walk at 1M, 200 at 10M).
 */
export const FIL_HASH_STEP_NS = 100;

/**
 * CPU per table of the 5.6/5.7 tablespace load (dictionary record, open/close, tablespace and
 * file objects), microseconds, on one thread. Calibrated on the two published clean starts with
 * 1M tables on case A's machine (m6i.large, gp3 3,000 IOPS; bug #115988 "How to repeat", copied
 * into bug #116715): 5.7.44 about 2 minutes, 5.6.51 about 3 minutes. Each total minus the fixed
 * 9.5 s, the IO (inode blocks and dictionary pages, 36.3 s) and the hash chains (2 s) leaves
 * 72 and 132 µs a table. No other 5.x measurement with its machine was found to validate them.
 */
export const DICTIONARY_LOAD_CPU_US_PER_TABLE = { '5.6': 132, '5.7': 72 } as const;

/**
 * Minutes a day an instance whose EBS ceiling bursts (.large to .4xlarge of the families the
 * catalog lists with a higher maximum than baseline) can run at its maximum: "at least 30 minutes
 * at least once every 24 hours" (AWS EC2 user guide, "Amazon EBS-optimized instance types").
 */
export const EBS_BURST_MINUTES_PER_DAY = 30;

/**
 * The fitted constants the startup equations read, as one object carried in `StartupInputs.k`,
 * so the uncertainty ranges (src/core/uncertainty) can evaluate the same equations with each
 * constant at either end of its interval. The model itself always uses these nominal values.
 */
export interface StartupConstants {
  dirScanCpuUsPerFile: number;
  duplicateCheckCpuUsPerFile: number;
  ddCpuUsPerTable: number;
  validationCpuUsPerTablespace: number;
  serverFixedSeconds: number;
  /** `BUFFERED_READ_OVERHEAD_US` (src/core/devices/constants.ts). */
  bufferedReadOverheadUs: number;
  /**
   * Multiplier on the crash-recovery tablespace discovery's time per file (CPU + first-page read);
   * 1 in the model, moved only by the uncertainty ranges (spread `crashDiscovery`).
   */
  crashDiscoveryTimeFactor: number;
  /** Multiplier on a startup reader's per-file time (DeviceParams.reader); 1 in the model. */
  readerFileFactor: number;
  /** Multiplier on the 5.6/5.7 tablespace load's CPU; 1 in the model. */
  dictionaryLoadFactor: number;
  /**
   * Seconds of the provisioned IOPS an EBS volume's limiter admits above its cap at the start of
   * a capped phase (`EBS_LIMITER_BUCKET_S`, devices/limiter.ts); spread `limiterBucket`.
   */
  limiterBucketSeconds: number;
}

/** The nominal constants (what every prediction uses). */
export const STARTUP_CONSTANTS: Readonly<StartupConstants> = Object.freeze({
  dirScanCpuUsPerFile: DIR_SCAN_CPU_US_PER_FILE,
  duplicateCheckCpuUsPerFile: DUPLICATE_CHECK_CPU_US_PER_FILE,
  ddCpuUsPerTable: DD_CPU_US_PER_TABLE,
  validationCpuUsPerTablespace: VALIDATION_CPU_US_PER_TABLESPACE,
  serverFixedSeconds: SERVER_FIXED_SECONDS,
  bufferedReadOverheadUs: BUFFERED_READ_OVERHEAD_US,
  crashDiscoveryTimeFactor: 1,
  readerFileFactor: 1,
  dictionaryLoadFactor: 1,
  limiterBucketSeconds: EBS_LIMITER_BUCKET_S,
});
