/**
 * Telemetry series derived from snapshots, and what the derivation noticed. Plain data; the
 * workload analysis (workload.ts) reads these and DiskSeriesRecords from the importers.
 */
import type { DiskSeriesRecord, SourceRef } from '../imports/types.ts';

/** A problem with the captured data as a whole, in the importers' shape (file, line, message). */
export interface TelemetryIssue {
  file: string;
  line: number;
  message: string;
  /**
   * The issue is a missing clock: the snapshots carry no time and no interval was given. Each
   * surface says how to give one (the CLI's `--interval`); the message itself names no control.
   */
  noClock?: true;
}

/** Rates of MySQL's status counters between consecutive snapshots. */
export interface MysqlSeries {
  source: SourceRef;
  tool: 'show-global-status' | 'mysqld-exporter';
  /** End of each interval, Unix seconds, when the snapshots carry a time. */
  timesSec: number[] | null;
  intervalSec: number[];
  /** Questions per second. */
  qps: number[] | null;
  /** Innodb_buffer_pool_read_requests per second (logical reads). */
  readRequestsPerSec: number[] | null;
  /** Innodb_buffer_pool_reads per second (reads that missed the buffer pool). */
  missesPerSec: number[] | null;
  /** misses / read requests in the interval (0 when there were no requests). */
  missRatio: number[] | null;
  dataReadsPerSec: number[] | null;
  dataWritesPerSec: number[] | null;
  dataReadMiBps: number[] | null;
  dataWrittenMiBps: number[] | null;
  redoMiBps: number[] | null;
  doublewritePagesPerSec: number[] | null;
  /** Innodb_page_size of the last snapshot, bytes. */
  pageSizeBytes: number | null;
  warnings: string[];
}

/** Disk series (imported or derived) and MySQL series, with what could not be derived. */
export interface TelemetrySeries {
  disks: DiskSeriesRecord[];
  mysql: MysqlSeries[];
  /** Data that cannot be turned into rates (no clock between snapshots, a single snapshot). */
  errors: TelemetryIssue[];
}
