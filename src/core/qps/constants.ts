/**
 * QPS-model constants. The brief (section 5) gives the mechanisms but no absolute QPS to calibrate
 * on (its published QPS results are held back), so these CPU and lock costs are order-of-magnitude
 * assumptions, marked as such in docs/model.md; calibrate them with your own sysbench results.
 */

/**
 * CPU per point select that hits the buffer pool, microseconds of one vCPU (parse, optimizer,
 * B-tree descent, network round trip). About 12,500 in-memory point selects/s per vCPU, the order
 * of published sysbench oltp_point_select results for MySQL 8.0. Assumption.
 */
export const CPU_US_PER_QUERY = 80;

/** Extra CPU per buffer-pool miss (pread system call, LRU and page-hash work), microseconds. Assumption. */
export const CPU_US_PER_PAGE_READ = 15;

/** Extra CPU per row update (undo, redo generation, locking, commit), microseconds. Assumption. */
export const CPU_US_PER_WRITE = 60;

/**
 * Time one page read holds the fil_system mutex in MySQL 5.6/5.7 when nobody waits, microseconds:
 * at most 1 / hold = 500,000 page reads/s uncontended. Assumption: the brief (section 5) gives
 * the mechanism (the mutex serialises the IO path and caps small-page gains; 8.0 removed it) and
 * the direction (on 5.6/5.7, 8 KiB pages beat 4 and 16 KiB on a fast device) but no figure.
 */
export const FIL_MUTEX_HOLD_US = 2;

/**
 * Contention: the hold time grows with the utilisation the mutex carries, u = served page reads/s ×
 * hold (cache-line transfers, futex sleeps and wake-ups of waiters), hold × (1 + k · u), up to one
 * holder at a time (u(1 + k u) = 1): at most (√(1 + 4k) − 1) / 2k × 10⁶ / hold = 366,000 page
 * reads/s pass it. The client threads are a closed system: offered reads beyond that wait in the
 * mutex's queue and do not lengthen the hold (mutex.ts). k = 0.5 is an assumption chosen so that
 * the brief's direction holds on its Optane server (16 KiB ≈ 280,000 page reads/s offered, not
 * capped; 8 KiB ≈ 560,000 and 4 KiB more: capped, so smaller pages stop gaining on 5.6/5.7).
 */
export const FIL_MUTEX_CONTENTION = 0.5;

/**
 * CPU to inflate one KiB of a compressed page on a miss, µs (zlib decompression runs at a few
 * hundred MB/s per core: about 2.5 µs per KiB, 40 µs for a 16 KiB page). Assumption: an order of
 * magnitude, not a measurement of InnoDB; it matters only where the CPU binds.
 */
export const INFLATE_US_PER_KIB = 2.5;

/**
 * CPU to deflate one KiB of a page when an update dirties it, µs (zlib at InnoDB's default
 * innodb_compression_level 6 compresses at tens of MB/s per core: about 20 µs per KiB). Assumption,
 * as above.
 */
export const DEFLATE_US_PER_KIB = 20;

/** Redo and binlog bytes per row update, KiB (a few hundred bytes each for a one-row update). Assumption. */
export const LOG_KIB_PER_WRITE = 0.5;

/**
 * Synchronous log writes per commit group (redo fsync + binlog fsync with
 * innodb_flush_log_at_trx_commit=1 and sync_binlog=1). Concurrent writers share a group.
 */
export const LOG_WRITES_PER_COMMIT_GROUP = 2;

/** Doublewrite pages are written in batches of this size, KiB (one large sequential IO). */
export const DOUBLEWRITE_BATCH_KIB = 256;

/**
 * Pages a page cleaner flushes per batch, waiting for the batch each time (flush.ts): 120, the
 * doublewrite buffer's batch-flush area of the design every version up to 8.0.19 used (MySQL
 * WL#5655, current design: "128 pages in system tablespace ... 120 pages are used for batch
 * flushes and 8 pages are used for single page flushes"); kept as the cleaner's batch after.
 */
export const FLUSH_BATCH_PAGES = 120;

/**
 * Pages of one synchronous doublewrite write from 8.0.20 (`innodb_doublewrite_pages`): its default
 * was `innodb_write_io_threads`, 4, until 8.4.0 set it to 128 (Percona, "Surprise with
 * innodb_doublewrite_pages in MySQL 8.0.20+", percona.com blog; the 8.4.0 default change). Before
 * 8.0.20 the batch was the cleaner's 120 pages.
 */
export const DOUBLEWRITE_PAGES_8_0_20 = 4;
export const DOUBLEWRITE_PAGES_8_4 = 128;

/**
 * The assumed constants the QPS equations read, as one object carried in `QpsInputs.k`, so the
 * uncertainty ranges (src/core/uncertainty) can evaluate the same equations with each constant at
 * either end of its interval. The model itself always uses these nominal values.
 */
export interface QpsConstants {
  cpuUsPerQuery: number;
  cpuUsPerPageRead: number;
  cpuUsPerWrite: number;
  filMutexHoldUs: number;
  filMutexContention: number;
  logKibPerWrite: number;
  /** Factor on the page cleaners' pages per wait (flush.ts): 1; the ranges move it (`flushCapacity`). */
  flushCapacity: number;
}

/** The nominal constants (what every prediction uses). */
export const QPS_CONSTANTS: Readonly<QpsConstants> = Object.freeze({
  cpuUsPerQuery: CPU_US_PER_QUERY,
  cpuUsPerPageRead: CPU_US_PER_PAGE_READ,
  cpuUsPerWrite: CPU_US_PER_WRITE,
  filMutexHoldUs: FIL_MUTEX_HOLD_US,
  filMutexContention: FIL_MUTEX_CONTENTION,
  logKibPerWrite: LOG_KIB_PER_WRITE,
  flushCapacity: 1,
});
