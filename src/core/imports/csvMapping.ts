/**
 * CSV headers → meanings. Headers are normalised (lower case, units in brackets kept aside,
 * punctuation → `_`) and looked up in a table of the names benchmark spreadsheets use; a unit in
 * the header ("throughput (MB/s)", "block size [bytes]") applies to bare numbers in that column.
 * Headers not in the table need a mapping from the user (the app's column-mapping step).
 */
import type { CsvField, CsvMapping, StartupPhaseKey } from './types.ts';
import { setOwn } from '../own.ts';

/** Normalised header name → meaning (a Map: a header may be called `constructor`). */
const ALIASES = new Map<string, CsvField>();
function alias(field: CsvField, ...names: string[]): void {
  for (const n of names) ALIASES.set(n, field);
}
alias('instance', 'instance', 'instance_type', 'ec2', 'ec2_type', 'host', 'server');
alias(
  'storage',
  'storage',
  'volume',
  'volume_type',
  'device',
  'disk',
  'storage_kind',
  'storage_type',
);
alias(
  'provisionedIops',
  'provisioned_iops',
  'prov_iops',
  'volume_iops',
  'iops_provisioned',
  'gp3_iops',
);
alias(
  'provisionedMiBps',
  'provisioned_mibps',
  'provisioned_throughput',
  'prov_mibps',
  'volume_throughput',
  'throughput_provisioned',
  'gp3_throughput',
  'provisioned_mib_s',
);
alias('vcpu', 'vcpu', 'vcpus', 'cpus', 'cpu');
alias('mode', 'mode', 'test_mode', 'file_test_mode', 'rw', 'pattern', 'workload');
alias(
  'blockSizeKiB',
  'block_size',
  'block_size_kib',
  'blocksize',
  'block',
  'bs',
  'io_size',
  'io_size_kib',
  'block_kib',
);
alias('threads', 'threads', 'numjobs', 'jobs', 'concurrency', 'queue_depth', 'qd', 'iodepth');
alias(
  'readsPerSecond',
  'reads_per_s',
  'reads_s',
  'reads_per_sec',
  'reads_per_second',
  'reads',
  'read_iops',
  'riops',
);
alias('writesPerSecond', 'writes_per_s', 'writes_s', 'writes_per_sec', 'writes', 'write_iops');
alias('iops', 'iops', 'measured_iops', 'ops_s');
alias(
  'readMiBps',
  'read_mibps',
  'read_mib_s',
  'read_throughput',
  'read_bw',
  'throughput',
  'bandwidth',
  'bw',
  'mib_s',
  'mibps',
);
alias(
  'writtenMiBps',
  'written_mibps',
  'written_mib_s',
  'write_mibps',
  'write_mib_s',
  'write_throughput',
  'write_bw',
  'prepare_mibps',
  'prepare_mib_s',
  'prepare',
);
alias(
  'latencyAvgMs',
  'latency',
  'latency_ms',
  'avg_latency',
  'avg_latency_ms',
  'lat_avg',
  'latency_avg',
);
alias('latencyP95Ms', 'p95', 'p95_ms', 'latency_p95', 'latency_95th', '95th_percentile');
alias('mysqlVersion', 'mysql_version', 'version', 'mysql', 'server_version');
alias('tables', 'tables', 'table_count', 'ibd_files', 'files');
alias('startupOpt', 'optimization', 'startup_opt', 'opt', 'startup_optimization');
alias('osCache', 'os_cache', 'cache', 'page_cache');
alias('label', 'case', 'name', 'label', 'run', 'id', 'test');
alias('phase', 'phase', 'step', 'stage');
alias('seconds', 'seconds', 'secs', 'duration', 'time', 'elapsed');
alias(
  'totalSeconds',
  'total',
  'total_s',
  'total_seconds',
  'total_time',
  'startup',
  'startup_s',
  'startup_seconds',
  'startup_time',
);
alias(
  'directories_scan',
  'directories_scan',
  'directories_scanning',
  'dir_scan',
  'directory_scan',
  'scan',
);
alias(
  'duplicate_check',
  'duplicate_check',
  'dup_check',
  'tablespace_duplicate_check',
  'space_id_check',
);
alias(
  'dd_files_reading',
  'dd_files_reading',
  'dd_reading',
  'dd_tablespace_files_reading',
  'dd_files',
);
alias('validation', 'validation', 'tablespace_validation', 'validate');
alias('pageSizeKiB', 'page_size', 'page_size_kib', 'innodb_page_size', 'page');
alias('qps', 'qps', 'point_select_qps', 'queries_per_s', 'queries_s', 'tps');
alias('ignore', 'notes', 'note', 'comment', 'comments', 'date', 'timestamp');

/** Phase names a `phase` column may hold → the long phase (or 'total'). */
const PHASES = new Map<string, StartupPhaseKey | 'total'>();
for (const [name, field] of ALIASES) {
  if (
    field === 'directories_scan' ||
    field === 'duplicate_check' ||
    field === 'dd_files_reading' ||
    field === 'validation'
  ) {
    PHASES.set(name, field);
  }
  if (field === 'totalSeconds') PHASES.set(name, 'total');
}

/** A header split into its normalised name and the unit it declares, if any. */
export interface HeaderInfo {
  key: string;
  /** e.g. 'mb/s', 'mib/s', 'bytes', 'kib', 'ms', 's', 'min'; '' when none. */
  unit: string;
}

const UNIT_SUFFIXES = [
  'mib/s',
  'mb/s',
  'kib/s',
  'kb/s',
  'gib/s',
  'gb/s',
  'bytes',
  'tib',
  'tb',
  'gib',
  'gb',
  'kib',
  'kb',
  'ms',
  'us',
  'min',
  's',
];

export function normaliseHeader(header: string): HeaderInfo {
  let h = header.trim().toLowerCase();
  let unit = '';
  const bracket = /[([]\s*([^)\]]+?)\s*[)\]]\s*$/.exec(h);
  if (bracket?.[1] !== undefined) {
    unit = bracket[1].replace(/\s+/g, '');
    h = h.slice(0, bracket.index);
  }
  const key = h
    .replace(/\//g, '_')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (unit === '') {
    // "read MiB/s", "throughput_mb_s": a unit written as the name's last words.
    const m = /(?:^|[\s_])(mib\/s|mb\/s|kib\/s|kb\/s|gib\/s|gb\/s)$/.exec(h.trim());
    if (m?.[1] !== undefined) unit = m[1];
  }
  return { key, unit: UNIT_SUFFIXES.includes(unit) ? unit : '' };
}

export interface MappingSuggestion {
  /** Header → meaning for every header recognised. */
  mapping: CsvMapping;
  /** Headers nobody recognised: the user maps each (or marks it 'ignore'). */
  unknown: string[];
}

/** Guesses the meaning of each header; unknown ones are listed for the user to map. */
export function suggestCsvMapping(headers: readonly string[]): MappingSuggestion {
  const mapping: CsvMapping = {};
  const unknown: string[] = [];
  for (const h of headers) {
    const { key } = normaliseHeader(h);
    const field =
      ALIASES.get(key) ??
      ALIASES.get(key.replace(/_(?:kib|kb|mib_s|mb_s|ms|s|sec|seconds|bytes)$/, ''));
    if (field === undefined) unknown.push(h);
    else setOwn(mapping, h, field);
  }
  return { mapping, unknown };
}

/** The long phase a `phase` cell names ("Duplicate check", "dup_check", "total"), or null. */
export function phaseOf(cell: string): StartupPhaseKey | 'total' | null {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return PHASES.get(key) ?? null;
}

/** Every meaning a column can be mapped to (for the app's mapping step). */
export const CSV_FIELDS: readonly CsvField[] = [...new Set(ALIASES.values())];

/**
 * Each meaning in the words the app's mapping step shows ("Reads/s", "Block size (KiB)"), never
 * the field's code ("readsPerSecond"), which stays the option's value and the CLI's `--map`
 * name.
 */
export const CSV_FIELD_LABELS: Readonly<Record<CsvField, string>> = {
  ignore: 'Ignore this column',
  instance: 'Instance type',
  storage: 'Storage kind',
  provisionedIops: 'Provisioned IOPS',
  provisionedMiBps: 'Provisioned throughput (MiB/s)',
  vcpu: 'vCPUs',
  mode: 'Test mode (random or sequential, read or write)',
  blockSizeKiB: 'Block size (KiB)',
  threads: 'Threads',
  readsPerSecond: 'Reads/s',
  writesPerSecond: 'Writes/s',
  readMiBps: 'Read throughput (MiB/s)',
  writtenMiBps: 'Write throughput (MiB/s)',
  iops: 'IOPS (reads + writes)',
  latencyAvgMs: 'Average latency (ms)',
  latencyP95Ms: '95th percentile latency (ms)',
  mysqlVersion: 'MySQL version',
  tables: 'Tables',
  startupOpt: 'Startup optimization',
  osCache: 'OS cache at start',
  label: 'Run label',
  phase: 'Startup phase (name)',
  seconds: 'Seconds (of the phase named)',
  totalSeconds: 'Total startup (s)',
  directories_scan: 'Directories scanning (s)',
  duplicate_check: 'Tablespace duplicate check (s)',
  dd_files_reading: 'DD tablespace files reading (s)',
  validation: 'Tablespace validation (s)',
  pageSizeKiB: 'Page size (KiB)',
  qps: 'QPS',
};
