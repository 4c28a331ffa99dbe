/**
 * MySQL status counters, two formats, one record per snapshot:
 * - `SHOW GLOBAL STATUS` as `mysql -B` prints it (`Variable_name<TAB>Value` then one
 *   `Name<TAB>value` row per variable), or as the client's table (`| Uptime | 12345 |`, also
 *   `mysqladmin extended-status`); a repeated header or a variable seen again starts the next
 *   snapshot; `TS <epoch>` or bare epoch lines (pt-stalk, `date +%s`) give its time.
 * - mysqld_exporter's Prometheus text: `mysql_global_status_<lower-case name> value [ms]`
 *   (`# HELP`/`# TYPE` comments skipped; the sample timestamp, when present, is the time).
 * Only the counters of MysqlCounters are read; other variables (text values included) are
 * skipped. Names are looked up in a Map, so any variable name is harmless.
 */
import type { MysqlCounters, MysqlStatusSnapshotRecord } from './types.ts';
import type { Sink } from './sink.ts';
import { PendingTime, snapshotTimeLine } from './snapshotTime.ts';

const VARIABLES = new Map<string, keyof MysqlCounters>([
  ['uptime', 'uptimeSec'],
  ['questions', 'questions'],
  ['innodb_buffer_pool_read_requests', 'bufferPoolReadRequests'],
  ['innodb_buffer_pool_reads', 'bufferPoolReads'],
  ['innodb_data_reads', 'dataReads'],
  ['innodb_data_writes', 'dataWrites'],
  ['innodb_data_read', 'dataReadBytes'],
  ['innodb_data_written', 'dataWrittenBytes'],
  ['innodb_os_log_written', 'redoWrittenBytes'],
  ['innodb_dblwr_pages_written', 'doublewritePages'],
  ['innodb_page_size', 'pageSizeBytes'],
]);

const emptyCounters = (): MysqlCounters => ({
  uptimeSec: null,
  questions: null,
  bufferPoolReadRequests: null,
  bufferPoolReads: null,
  dataReads: null,
  dataWrites: null,
  dataReadBytes: null,
  dataWrittenBytes: null,
  redoWrittenBytes: null,
  doublewritePages: null,
  pageSizeBytes: null,
});

const TAB_ROW = /^([A-Za-z][A-Za-z0-9_]*)\t(.*)$/;
const TABLE_ROW = /^\|\s*([A-Za-z][A-Za-z0-9_]*)\s*\|\s*(.*?)\s*\|$/;
const PROM = /^mysql_global_status_([a-z0-9_]+)(?:\{[^}]*\})?\s+(\S+)(?:\s+(-?\d+))?$/;

interface Open {
  line: number;
  timeSec: number | null;
  counters: MysqlCounters;
  seen: Set<string>;
}

export class MysqlStatusParser {
  private open: Open | null = null;
  private readonly time = new PendingTime();
  private snapshots = 0;

  constructor(
    private readonly sink: Sink,
    private readonly tool: 'show-global-status' | 'mysqld-exporter',
  ) {}

  line(raw: string, lineNo: number): void {
    const text = raw.trim();
    if (text === '' || text.startsWith('#') || text.startsWith('+-')) return;
    const sec = snapshotTimeLine(text);
    if (sec !== null) {
      this.flush();
      this.time.set(sec, lineNo);
      return;
    }
    if (/^\|?\s*Variable_name\s*[\t|]/.test(text)) {
      this.flush();
      return;
    }
    const row =
      this.tool === 'mysqld-exporter'
        ? PROM.exec(text)
        : (TAB_ROW.exec(raw.replace(/\r$/, '')) ?? TABLE_ROW.exec(text));
    if (!row) return;
    const name = (row[1] ?? '').toLowerCase();
    const key = VARIABLES.get(name);
    if (key === undefined) return;
    const stampMs = row[3];
    this.value(name, key, (row[2] ?? '').trim(), lineNo, stampMs);
  }

  private value(
    name: string,
    key: keyof MysqlCounters,
    text: string,
    lineNo: number,
    stampMs: string | undefined,
  ): void {
    if (this.open?.seen.has(name) === true) this.flush();
    const o = this.current(lineNo);
    const v = Number(text);
    if (text === '' || !Number.isFinite(v) || v < 0) {
      this.sink.error(
        lineNo,
        name,
        `expected a non-negative counter like 123456, got '${text.slice(0, 40)}'`,
      );
      return;
    }
    o.seen.add(name);
    o.counters[key] = v;
    if (stampMs !== undefined && o.timeSec === null) o.timeSec = Number(stampMs) / 1000;
  }

  private current(lineNo: number): Open {
    if (this.open === null) {
      this.open = {
        ...this.time.take(lineNo),
        counters: emptyCounters(),
        seen: new Set(),
      };
    }
    return this.open;
  }

  private flush(): void {
    const o = this.open;
    this.open = null;
    if (o === null) return;
    this.snapshots += 1;
    const rec: MysqlStatusSnapshotRecord = {
      kind: 'mysql-status-snapshot',
      source: { file: this.sink.file, line: o.line },
      tool: this.tool,
      timeSec: o.timeSec,
      counters: o.counters,
    };
    this.sink.record(rec);
  }

  end(lastLine: number): void {
    this.flush();
    if (this.snapshots === 0 && !this.sink.failed)
      this.sink.error(
        Math.max(1, lastLine),
        '',
        this.tool === 'mysqld-exporter'
          ? 'no mysql_global_status_* samples found (expected mysqld_exporter /metrics text)'
          : 'no SHOW GLOBAL STATUS rows found (expected Uptime, Questions, Innodb_buffer_pool_read_requests …)',
      );
  }
}
