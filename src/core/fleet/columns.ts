/**
 * The columns of a fleet inventory: one row per server, one column per scenario field, named as
 * the CLI names the field (`size-gib`, `buffer-pool-gib`…), by its scenario path
 * (`storage.sizeGiB`) or by a usual spreadsheet name (`instance_type`, `volume_type`). Headers are
 * normalised as the benchmark importer normalises them (src/core/imports/csvMapping.ts: case,
 * punctuation, a unit in brackets), and cells are read by the importer's unit parsers: "16k"
 * IOPS, "500 GiB", "1 TiB", "125 MiB/s", "16KiB" pages, "2:18" or "5 min" for a startup target.
 */
import type { Scenario } from '../scenario/types.ts';
import { CLOUDS, DEPLOYMENTS, PAGE_SIZES_KIB, STARTUP_OPTS } from '../scenario/types.ts';
import { kindFamily, storageKindIds, storageKinds } from '../storage/index.ts';

/** How a cell becomes a value. */
export type FleetCellKind =
  'text' | 'choice' | 'gib' | 'count' | 'rate' | 'pageSize' | 'seconds' | 'fraction' | 'yesNo';

/** What a column sets: a scenario field (dotted path) or one of the server's targets. */
export type FleetField =
  | 'name'
  | 'region'
  | 'cloud'
  | 'deployment'
  | 'instance.type'
  | 'storage.kind'
  | 'storage.sizeGiB'
  | 'storage.iops'
  | 'storage.throughputMiBps'
  | 'mysql.tables'
  | 'mysql.dataGiB'
  | 'mysql.bufferPoolGiB'
  | 'mysql.pageSizeKiB'
  | 'mysql.version'
  | 'mysql.startupOpt'
  | 'workload.threads'
  | 'workload.writeFraction'
  | 'workload.averageQps'
  | 'topology.replicas'
  | 'target.maxStartupSeconds'
  | 'target.minQps'
  | 'target.maxMonthlyUsd'
  | 'option.allowArchitectureChange';

export interface FleetColumn {
  field: FleetField;
  /** The name errors and help use (the CLI flag's name where there is one). */
  label: string;
  kind: FleetCellKind;
  /** Required in the header; a row's empty cell is an error. Others default to the default scenario. */
  required: boolean;
  choices?: readonly string[];
  /** Accepted headers, normalised (lower case, `_` for punctuation). */
  names: readonly string[];
  help: string;
}

const col = (
  field: FleetField,
  label: string,
  kind: FleetCellKind,
  required: boolean,
  names: string[],
  help: string,
  choices?: readonly string[] | (() => readonly string[]),
): FleetColumn => {
  const c: FleetColumn = { field, label, kind, required, names, help };
  // A list the registry gives (the storage kinds) is read when a column is checked.
  if (typeof choices === 'function')
    Object.defineProperty(c, 'choices', { get: choices, enumerable: true });
  else if (choices) c.choices = choices;
  return c;
};

/** The storage column's values: every kind's id and the name it goes by on its deployment. */
function storageNames(): readonly string[] {
  return [...new Set([...storageKindIds(), ...storageKinds().map(kindFamily)])];
}

/** Every inventory column, in the order help lists them. */
export const FLEET_COLUMNS: readonly FleetColumn[] = [
  col(
    'name',
    'name',
    'text',
    true,
    ['name', 'server', 'host', 'hostname', 'server_name'],
    'server name (unique)',
  ),
  col(
    'region',
    'region',
    'text',
    false,
    ['region', 'aws_region', 'azure_region', 'gcp_region', 'location'],
    "the cloud's region (us-east-1, eastus, us-central1); it implies the cloud where the cloud column is empty",
  ),
  col(
    'cloud',
    'cloud',
    'choice',
    false,
    ['cloud', 'provider', 'cloud_provider'],
    'aws (the default), azure or gcp: a self-managed server on that cloud (its region, VM size and disk kind; managed MySQL outside AWS is not modelled)',
    CLOUDS,
  ),
  col(
    'deployment',
    'deployment',
    'choice',
    false,
    ['deployment', 'service', 'platform'],
    'ec2 (self-managed, the default), rds (RDS for MySQL: a db.* class, storage gp3, gp2, io1 or io2) or aurora (Aurora MySQL: storage aurora)',
    DEPLOYMENTS,
  ),
  col(
    'instance.type',
    'instance',
    'text',
    true,
    [
      'instance',
      'instance_type',
      'instance_type_name',
      'ec2',
      'ec2_type',
      'vm_size',
      'machine_type',
    ],
    'EC2 type, Azure VM size (Standard_E8ds_v5) or Compute Engine machine type (n2-standard-8)',
  ),
  col(
    'storage.kind',
    'storage',
    'choice',
    true,
    ['storage', 'storage_kind', 'volume_type', 'storage_type', 'volume'],
    'data storage (on rds and aurora as the deployment names it: gp3, io1, aurora)',
    storageNames,
  ),
  col(
    'storage.sizeGiB',
    'size-gib',
    'gib',
    false,
    ['size_gib', 'size', 'volume_size', 'volume_size_gib', 'storage_size'],
    'EBS volume size, GiB ("1 TiB" understood)',
  ),
  col(
    'storage.iops',
    'iops',
    'count',
    false,
    ['iops', 'provisioned_iops', 'volume_iops', 'storage_iops'],
    'provisioned IOPS (gp3, io2; "16k" understood)',
  ),
  col(
    'storage.throughputMiBps',
    'throughput',
    'rate',
    false,
    ['throughput', 'throughput_mibps', 'provisioned_throughput', 'volume_throughput'],
    'provisioned throughput, MiB/s (gp3; "131 MB/s" understood)',
  ),
  col(
    'mysql.tables',
    'tables',
    'count',
    true,
    ['tables', 'table_count', 'ibd_files', 'mysql_tables'],
    'InnoDB tables ("1M" understood)',
  ),
  col(
    'mysql.dataGiB',
    'data-gib',
    'gib',
    true,
    ['data_gib', 'data', 'data_size', 'data_size_gib'],
    'data size on disk at 16 KiB pages, GiB',
  ),
  col(
    'mysql.bufferPoolGiB',
    'buffer-pool-gib',
    'gib',
    false,
    ['buffer_pool_gib', 'buffer_pool', 'innodb_buffer_pool_size'],
    'innodb_buffer_pool_size, GiB',
  ),
  col(
    'mysql.pageSizeKiB',
    'page-size',
    'pageSize',
    false,
    ['page_size', 'page_size_kib', 'innodb_page_size'],
    `innodb_page_size: ${PAGE_SIZES_KIB.join('|')} KiB ("16k", "16384" bytes understood)`,
  ),
  col(
    'mysql.version',
    'mysql',
    'text',
    false,
    ['mysql', 'mysql_version', 'version', 'server_version'],
    'MySQL version, e.g. 8.0.39',
  ),
  col(
    'mysql.startupOpt',
    'startup-opt',
    'choice',
    false,
    ['startup_opt', 'startup_optimization'],
    'bug #115988 patches',
    STARTUP_OPTS,
  ),
  col(
    'workload.threads',
    'threads',
    'count',
    false,
    ['threads', 'client_threads', 'workload_threads'],
    'client threads',
  ),
  col(
    'workload.writeFraction',
    'write-fraction',
    'fraction',
    false,
    ['write_fraction', 'writes'],
    'fraction of queries that update a row, 0..1',
  ),
  col(
    'workload.averageQps',
    'average-qps',
    'count',
    false,
    ['average_qps', 'avg_qps', 'average_load', 'mean_qps'],
    'average queries per second over the month: prices Aurora Standard I/O (default: at the predicted throughput)',
  ),
  col(
    'topology.replicas',
    'replicas',
    'count',
    false,
    ['replicas', 'replica_count', 'replicas_count'],
    'replicas besides the primary, each priced as the same instance with its own volumes',
  ),
  col(
    'target.maxStartupSeconds',
    'max-startup',
    'seconds',
    false,
    ['max_startup', 'max_startup_s', 'max_startup_seconds', 'target_startup', 'startup_target'],
    'target: longest acceptable startup ("2:00", "5 min" understood)',
  ),
  col(
    'target.minQps',
    'min-qps',
    'count',
    false,
    ['min_qps', 'target_qps', 'qps_target'],
    'target: least acceptable IO-bound QPS ("20k" understood)',
  ),
  col(
    'target.maxMonthlyUsd',
    'max-monthly-usd',
    'count',
    false,
    ['max_monthly_usd', 'budget', 'budget_usd', 'max_monthly_cost', 'monthly_budget'],
    "target: a budget, the most the server may cost a month in USD at the inventory's pricing (on-demand)",
  ),
  col(
    'option.allowArchitectureChange',
    'allow-architecture-change',
    'yesNo',
    false,
    ['allow_architecture_change', 'architecture_change', 'allow_arch_change'],
    'yes: this server may move to the other CPU architecture (a replace); no: keep it (default: --allow-architecture-change)',
  ),
];

/** Normalised header name → column. A Map: a header named `__proto__` is just an unknown name. */
const BY_NAME = new Map<string, FleetColumn>();
for (const c of FLEET_COLUMNS) {
  for (const n of [
    ...c.names,
    c.label.replace(/-/g, '_'),
    c.field.toLowerCase().replace(/\./g, '_'),
  ])
    BY_NAME.set(n, c);
}

/** The column a normalised header key names, trying it without a unit suffix ("size_gib" → "size"). */
export function fleetColumnOf(key: string): FleetColumn | undefined {
  return (
    BY_NAME.get(key) ??
    BY_NAME.get(key.replace(/_(?:gib|gb|tib|tb|kib|kb|mib_s|mb_s|mibps|s|sec|seconds|bytes)$/, ''))
  );
}

/** Whether a field is a scenario path (not a target or a sizing option). */
export function isScenarioField(
  f: FleetField,
): f is Exclude<FleetField, `target.${string}` | `option.${string}`> {
  return !f.startsWith('target.') && !f.startsWith('option.');
}

/** Sets a scenario field at its dotted path (paths come from the table above, never from input). */
export function setScenarioField(s: Scenario, field: FleetField, value: unknown): void {
  const [head, leaf] = field.split('.') as [keyof Scenario, string | undefined];
  if (leaf === undefined) (s as unknown as Record<string, unknown>)[head] = value;
  else (s[head] as unknown as Record<string, unknown>)[leaf] = value;
}
