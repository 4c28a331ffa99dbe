/**
 * MySQL status snapshots → rates per interval. The clock is `Uptime` (the server's own seconds,
 * so snapshots need no other timestamp), else the snapshots' times. Uptime going down is a
 * restart; any counter going down (a restart, FLUSH STATUS) leaves the interval out, reported.
 *
 *     QPS = Δ Questions / Δt        miss ratio = Δ Innodb_buffer_pool_reads / Δ Innodb_buffer_pool_read_requests
 *     data MiB/s = Δ Innodb_data_read (or _written) / 2^20 / Δt      redo MiB/s = Δ Innodb_os_log_written / 2^20 / Δt
 */
import type { MysqlCounters, MysqlStatusSnapshotRecord } from '../imports/types.ts';
import type { MysqlSeries, TelemetryIssue } from './types.ts';

type Rate = Exclude<keyof MysqlCounters, 'uptimeSec' | 'pageSizeBytes'>;
const RATES: [Rate, keyof MysqlSeries, number][] = [
  ['questions', 'qps', 1],
  ['bufferPoolReadRequests', 'readRequestsPerSec', 1],
  ['bufferPoolReads', 'missesPerSec', 1],
  ['dataReads', 'dataReadsPerSec', 1],
  ['dataWrites', 'dataWritesPerSec', 1],
  ['dataReadBytes', 'dataReadMiBps', 1 / 1048576],
  ['dataWrittenBytes', 'dataWrittenMiBps', 1 / 1048576],
  ['redoWrittenBytes', 'redoMiBps', 1 / 1048576],
  ['doublewritePages', 'doublewritePagesPerSec', 1],
];

function clock(
  a: MysqlStatusSnapshotRecord,
  b: MysqlStatusSnapshotRecord,
): number | 'restart' | null {
  const ua = a.counters.uptimeSec;
  const ub = b.counters.uptimeSec;
  if (ua !== null && ub !== null) return ub < ua ? 'restart' : ub > ua ? ub - ua : null;
  if (a.timeSec !== null && b.timeSec !== null && b.timeSec > a.timeSec)
    return b.timeSec - a.timeSec;
  return null;
}

function emptySeries(first: MysqlStatusSnapshotRecord): MysqlSeries {
  const s: MysqlSeries = {
    source: first.source,
    tool: first.tool,
    timesSec: [],
    intervalSec: [],
    qps: null,
    readRequestsPerSec: null,
    missesPerSec: null,
    missRatio: null,
    dataReadsPerSec: null,
    dataWritesPerSec: null,
    dataReadMiBps: null,
    dataWrittenMiBps: null,
    redoMiBps: null,
    doublewritePagesPerSec: null,
    pageSizeBytes: null,
    warnings: [],
  };
  return s;
}

/** Appends one interval; false when a counter went down (the interval is left out). */
function addInterval(s: MysqlSeries, a: MysqlCounters, b: MysqlCounters, dt: number): boolean {
  const vals: [keyof MysqlSeries, number][] = [];
  for (const [key, out, scale] of RATES) {
    const pa = a[key];
    const pb = b[key];
    if (pa === null || pb === null) continue;
    if (pb < pa) return false;
    vals.push([out, ((pb - pa) * scale) / dt]);
  }
  for (const [out, v] of vals) {
    const arr = (s[out] as number[] | null) ?? [];
    arr.push(v);
    (s as unknown as Record<string, number[]>)[out] = arr;
  }
  const req = vals.find(([k]) => k === 'readRequestsPerSec')?.[1];
  const miss = vals.find(([k]) => k === 'missesPerSec')?.[1];
  if (req !== undefined && miss !== undefined) {
    s.missRatio ??= [];
    s.missRatio.push(req > 0 ? Math.min(1, miss / req) : 0);
  }
  s.intervalSec.push(dt);
  return true;
}

/** One series per tool run of consecutive snapshots (files in the order given). */
export function mysqlSeries(snapshots: MysqlStatusSnapshotRecord[]): {
  mysql: MysqlSeries[];
  errors: TelemetryIssue[];
} {
  const first = snapshots[0];
  if (first === undefined) return { mysql: [], errors: [] };
  if (snapshots.length === 1)
    return {
      mysql: [],
      errors: [
        {
          file: first.source.file,
          line: first.source.line,
          message:
            'one MySQL status snapshot only: rates need a second one (run SHOW GLOBAL STATUS again a minute later)',
        },
      ],
    };
  const s = emptySeries(first);
  const times: number[] = [];
  const errors: TelemetryIssue[] = [];
  for (let k = 1; k < snapshots.length; k += 1) {
    const a = snapshots[k - 1];
    const b = snapshots[k];
    if (a === undefined || b === undefined) continue;
    const dt = clock(a, b);
    const where = `${b.source.file} line ${b.source.line}`;
    if (dt === 'restart') {
      s.warnings.push(`Uptime went down at ${where} (MySQL restarted): that interval is left out`);
      continue;
    }
    if (dt === null) {
      errors.push({
        file: b.source.file,
        line: b.source.line,
        message:
          'no clock between this snapshot and the previous one: include Uptime (SHOW GLOBAL STATUS prints it) or a TS line',
      });
      continue;
    }
    if (!addInterval(s, a.counters, b.counters, dt)) {
      s.warnings.push(
        `a counter went down at ${where} (a restart or FLUSH STATUS): that interval is left out`,
      );
      continue;
    }
    if (b.timeSec !== null) times.push(b.timeSec);
  }
  s.timesSec = times.length === s.intervalSec.length && times.length > 0 ? times : null;
  s.pageSizeBytes = snapshots[snapshots.length - 1]?.counters.pageSizeBytes ?? null;
  // Every interval left out (the snapshots straddle a restart): say so, or the MySQL half of the
  // capture would vanish without a word (issue 31).
  if (s.intervalSec.length === 0 && s.warnings.length > 0)
    errors.push({
      file: first.source.file,
      line: first.source.line,
      message: `no MySQL rates: ${s.warnings.join('; ')} (take two snapshots after the restart)`,
    });
  return { mysql: s.intervalSec.length > 0 ? [s] : [], errors };
}
