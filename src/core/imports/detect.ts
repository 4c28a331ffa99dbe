/**
 * Which importer a file needs, from its name and its first chunk (a few KiB are enough): tool
 * output announces itself (sysbench's banner, fio's JSON keys or terse "3;fio-" lines, MySQL's
 * "[MY-0xxxxx]" codes); anything else with delimiters is CSV.
 */
import type { ImportFormat } from './types.ts';

/**
 * Telemetry captures: iostat's `Device` header with `r/s` and `%util`, /proc/diskstats lines
 * (major, minor, name and 11, 15 or 17 counters), CloudWatch's `MetricDataResults`, SHOW GLOBAL
 * STATUS rows, mysqld_exporter metric names.
 */
function detectTelemetry(head: string): ImportFormat | null {
  if (/^\s*Device:?\s.*\br\/s\b.*%util/m.test(head)) return 'iostat';
  if (/"MetricDataResults"\s*:/.test(head)) return 'cloudwatch-json';
  if (/^\s*\d+\s+\d+\s+\S+(\s+\d+){11}(\s+\d+){0,6}\s*$/m.test(head)) return 'diskstats';
  if (/^mysql_(global_status|up)\w*[{ ]/m.test(head)) return 'prometheus';
  if (/^\|?\s*(Variable_name|Innodb_buffer_pool_read_requests|Uptime)\s*[\t|]/m.test(head))
    return 'mysql-status';
  if (/Volume(Read|Write)(Ops|Bytes)|EBS(IO|Byte)Balance/.test(head)) return 'cloudwatch-csv';
  return null;
}

export function detectFormat(fileName: string, firstChunk: string): ImportFormat | null {
  const head = firstChunk.replace(/^\uFEFF/, '').slice(0, 64 * 1024);
  if (/^\s*3;fio-/m.test(head)) return 'fio-terse';
  if (/"fio version"\s*:/.test(head) || (/^\s*\{/.test(head) && /"jobs"\s*:/.test(head)))
    return 'fio-json';
  if (
    /^sysbench \d/m.test(head) ||
    /^\s*(File operations:|reads\/s:)/m.test(head) ||
    /bytes written in [\d.]+ seconds/.test(head)
  )
    return 'sysbench';
  const telemetry = detectTelemetry(head);
  if (telemetry !== null) return telemetry;
  const first = head.split('\n', 1)[0] ?? '';
  // A spreadsheet export may quote log lines in a cell: its extension decides before the codes do.
  if (/\.(csv|tsv)$/i.test(fileName) && /[,;\t]/.test(first)) return 'csv';
  if (/\[MY-\d{6}\]/.test(head) || /\bmysqld_safe\b/.test(head)) return 'mysqld-log';
  // MySQL 5.5-5.7 write no codes: their start line and "[Note] InnoDB:" lines say what they are.
  if (/\(mysqld \d[^)]*\) starting as process/.test(head) || /\[Note\] InnoDB: /.test(head))
    return 'mysqld-log';
  if (/[,;\t]/.test(first)) return 'csv';
  if (/\.json$/i.test(fileName) && /^\s*\{/.test(head)) return 'fio-json';
  return null;
}
