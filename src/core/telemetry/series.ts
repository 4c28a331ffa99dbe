/**
 * All imported telemetry → series: disk series as imported, /proc/diskstats snapshots and MySQL
 * status snapshots differenced in the order the records come (files in the order given, then
 * their lines).
 */
import type {
  BenchmarkRecord,
  DiskSeriesRecord,
  DiskstatsSnapshotRecord,
  MysqlStatusSnapshotRecord,
} from '../imports/types.ts';
import type { TelemetrySeries } from './types.ts';
import { diskstatsSeries } from './diskstatsSeries.ts';
import { mysqlSeries } from './mysqlSeries.ts';

export interface SeriesOptions {
  /** Seconds between /proc/diskstats snapshots that carry no time. */
  intervalSec?: number;
}

export function telemetrySeries(
  records: BenchmarkRecord[],
  options: SeriesOptions = {},
): TelemetrySeries {
  const disks: DiskSeriesRecord[] = [];
  const snaps: DiskstatsSnapshotRecord[] = [];
  const status: MysqlStatusSnapshotRecord[] = [];
  for (const r of records) {
    if (r.kind === 'disk-series') disks.push(r);
    else if (r.kind === 'diskstats-snapshot') snaps.push(r);
    else if (r.kind === 'mysql-status-snapshot') status.push(r);
  }
  const d =
    snaps.length > 0 ? diskstatsSeries(snaps, options.intervalSec) : { disks: [], errors: [] };
  const m = mysqlSeries(status);
  return { disks: [...disks, ...d.disks], mysql: m.mysql, errors: [...d.errors, ...m.errors] };
}
