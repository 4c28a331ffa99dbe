/**
 * All imported telemetry → series: disk series as imported, /proc/diskstats snapshots and MySQL
 * status snapshots differenced in the order the records come (files in the order given, then
 * their lines).
 */
import type {
  BenchmarkRecord,
  DiskSeriesRecord,
  MysqlStatusSnapshotRecord,
} from '../imports/types.ts';
import type { TelemetrySeries } from './types.ts';
import { DiskstatsDiffer } from './diskstatsSeries.ts';
import { mysqlSeries } from './mysqlSeries.ts';

export interface SeriesOptions {
  /** Seconds between /proc/diskstats snapshots that carry no time. */
  intervalSec?: number;
}

/**
 * Telemetry records taken one at a time, as an import hands them on: disk series and status
 * snapshots kept, /proc/diskstats snapshots differenced as they come (DiskstatsDiffer) and not
 * kept. `series()` is what `telemetrySeries` returns for the same records in the same order.
 */
export class TelemetryCollector {
  private readonly disks: DiskSeriesRecord[] = [];
  private readonly status: MysqlStatusSnapshotRecord[] = [];
  private readonly diskstats: DiskstatsDiffer;
  /** Telemetry records taken (disk series, diskstats and status snapshots). */
  count = 0;

  constructor(options: SeriesOptions = {}) {
    this.diskstats = new DiskstatsDiffer(options.intervalSec);
  }

  add(r: BenchmarkRecord): void {
    if (r.kind === 'disk-series') this.disks.push(r);
    else if (r.kind === 'diskstats-snapshot') this.diskstats.add(r);
    else if (r.kind === 'mysql-status-snapshot') this.status.push(r);
    else return;
    this.count += 1;
  }

  series(): TelemetrySeries {
    const d = this.diskstats.snapshots > 0 ? this.diskstats.finish() : { disks: [], errors: [] };
    const m = mysqlSeries(this.status);
    return {
      disks: [...this.disks, ...d.disks],
      mysql: m.mysql,
      errors: [...d.errors, ...m.errors],
    };
  }
}

export function telemetrySeries(
  records: BenchmarkRecord[],
  options: SeriesOptions = {},
): TelemetrySeries {
  const c = new TelemetryCollector(options);
  for (const r of records) c.add(r);
  return c.series();
}
