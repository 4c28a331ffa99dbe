/**
 * Command-line flags → scenario. Shared by `predict` and `recommend`: every flag has a default
 * (the embedded default scenario, or the one loaded with --scenario FILE) and overrides it.
 * Errors are one clear line naming the flag.
 */
import type { Scenario } from '../core/scenario/types.ts';
import { PAGE_SIZES_KIB, STARTUP_OPTS, STORAGE_KINDS } from '../core/scenario/types.ts';
import type { PageSizeKiB } from '../core/scenario/types.ts';
import { defaultScenario } from '../core/scenario/defaults.ts';
import { parseScenarioFile } from '../core/scenario/file.ts';

export interface FlagSpec {
  name: string;
  /** Placeholder shown in help, e.g. `N`; absent for boolean switches. */
  value?: string;
  help: string;
}

/** Flags that set scenario fields (documented in `predict --help`). */
export const SCENARIO_FLAGS: readonly FlagSpec[] = [
  {
    name: 'scenario',
    value: 'FILE',
    help: 'read settings from a scenario file (.innosizer.json); flags override it',
  },
  { name: 'name', value: 'TEXT', help: 'scenario name' },
  { name: 'region', value: 'ID', help: 'AWS region (default us-east-1)' },
  { name: 'instance', value: 'TYPE', help: 'EC2 type (default m6i.large) or custom' },
  { name: 'vcpu', value: 'N', help: 'vCPUs of a custom instance' },
  { name: 'memory-gib', value: 'N', help: 'memory of a custom instance, GiB' },
  { name: 'hourly-usd', value: 'N', help: 'on-demand price of a custom instance, USD/h' },
  {
    name: 'storage',
    value: 'KIND',
    help: `data storage: ${STORAGE_KINDS.join('|')} (default gp3)`,
  },
  { name: 'size-gib', value: 'N', help: 'EBS volume size, GiB (default 500)' },
  { name: 'iops', value: 'N', help: 'provisioned IOPS (gp3, io2; default 3000)' },
  { name: 'throughput', value: 'MIBPS', help: 'provisioned throughput, MiB/s (gp3; default 125)' },
  {
    name: 'volume-state',
    value: 'STATE',
    help: 'warm|restored (restored from a snapshot; default warm)',
  },
  {
    name: 'restore-remedy',
    value: 'R',
    help: 'none|initialize|fsr for a restored volume (default none)',
  },
  { name: 'device-iops', value: 'N', help: 'custom device: max 4 KiB random-read IOPS' },
  { name: 'device-mibps', value: 'N', help: 'custom device: max read MiB/s' },
  { name: 'device-latency-us', value: 'N', help: 'custom device: 4 KiB read latency, µs' },
  { name: 'device-count', value: 'N', help: 'custom device: devices striped together' },
  { name: 'device-monthly-usd', value: 'N', help: 'custom device: monthly price, USD' },
  { name: 'tables', value: 'N', help: 'InnoDB tables, one .ibd each (default 1000000)' },
  { name: 'mysql', value: 'VERSION', help: 'MySQL version, e.g. 8.0.39, 5.7.44 (default 8.0.39)' },
  {
    name: 'startup-opt',
    value: 'OPT',
    help: `${STARTUP_OPTS.join('|')} (bug #115988 patches; default default)`,
  },
  { name: 'os-cache', value: 'STATE', help: 'cold|warm page cache at start (default cold)' },
  {
    name: 'validate-paths',
    value: 'on|off',
    help: 'innodb_validate_tablespace_paths (default on)',
  },
  { name: 'page-size', value: 'KIB', help: 'innodb_page_size: 4|8|16|32|64 (default 16)' },
  { name: 'buffer-pool-gib', value: 'N', help: 'innodb_buffer_pool_size, GiB (default 4)' },
  { name: 'data-gib', value: 'N', help: 'data size on disk, GiB (default 200)' },
  {
    name: 'doublewrite',
    value: 'P',
    help: 'off|data|log: doublewrite off or on which volume (default data)',
  },
  {
    name: 'log-placement',
    value: 'P',
    help: 'data|separate: redo and binlog volume (default data)',
  },
  {
    name: 'write-fraction',
    value: 'F',
    help: 'fraction of queries that update a row, 0..1 (default 0)',
  },
  { name: 'threads', value: 'N', help: 'client threads (default 64)' },
];

export type FlagValues = Map<string, string | true>;

export type ParsedArgs = { ok: true; flags: FlagValues } | { ok: false; error: string };

/**
 * Parses `--name value`, `--name=value` and boolean `--switch` arguments. `known` lists value
 * flags, `switches` boolean ones; anything else is an error.
 */
export function parseArgs(
  argv: string[],
  known: readonly FlagSpec[],
  switches: readonly string[],
): ParsedArgs {
  const flags: FlagValues = new Map();
  const valueNames = new Set(known.filter((f) => f.value !== undefined).map((f) => f.name));
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) return { ok: false, error: `unexpected argument '${arg}'` };
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (switches.includes(name)) {
      if (eq >= 0) return { ok: false, error: `--${name} takes no value` };
      flags.set(name, true);
      continue;
    }
    if (!valueNames.has(name)) return { ok: false, error: `unknown flag --${name} (see --help)` };
    let value: string | undefined;
    if (eq >= 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i += 1;
    }
    if (value === undefined || value === '') return { ok: false, error: `--${name} needs a value` };
    flags.set(name, value);
  }
  return { ok: true, flags };
}

export type ScenarioFromFlags = { ok: true; scenario: Scenario } | { ok: false; error: string };

function num(flags: FlagValues, name: string): number | string | undefined {
  const v = flags.get(name);
  if (v === undefined || v === true) return undefined;
  const text = v.replace(/_/g, '');
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n)) return `--${name}: expected a number, got "${v}"`;
  return n;
}

function oneOf<T extends string | number>(
  flags: FlagValues,
  name: string,
  allowed: readonly T[],
  cast: (s: string) => T,
): T | string | undefined {
  const v = flags.get(name);
  if (v === undefined || v === true) return undefined;
  const value = cast(v);
  if (!allowed.includes(value))
    return `--${name}: expected one of ${allowed.join(', ')}, got "${v}"`;
  return value;
}

/**
 * Builds the scenario: the default, or `base` (e.g. a scenario file already read), then each flag.
 * `readFile` loads --scenario FILE (injected so tests need no disk).
 */
export function scenarioFromFlags(
  flags: FlagValues,
  readFile: (path: string) => string,
  base?: Scenario,
): ScenarioFromFlags {
  let s: Scenario = base ? (JSON.parse(JSON.stringify(base)) as Scenario) : defaultScenario();
  const file = flags.get('scenario');
  if (typeof file === 'string') {
    let text: string;
    try {
      text = readFile(file);
    } catch (e) {
      return {
        ok: false,
        error: `--scenario: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    const parsed = parseScenarioFile(text);
    if (!parsed.ok) {
      const first = parsed.errors[0];
      const more = parsed.errors.length > 1 ? ` (and ${parsed.errors.length - 1} more)` : '';
      return { ok: false, error: `--scenario ${file}: ${first?.message ?? 'invalid'}${more}` };
    }
    s = parsed.scenario;
  }
  const errors: string[] = [];
  const setNum = (name: string, apply: (n: number) => void): void => {
    const v = num(flags, name);
    if (typeof v === 'string') errors.push(v);
    else if (v !== undefined) apply(v);
  };
  const setStr = (name: string, apply: (v: string) => void): void => {
    const v = flags.get(name);
    if (typeof v === 'string') apply(v);
  };
  const setEnum = <T extends string | number>(
    name: string,
    allowed: readonly T[],
    cast: (x: string) => T,
    apply: (v: T) => void,
  ): void => {
    const v = oneOf(flags, name, allowed, cast);
    if (typeof v === 'string' && !allowed.includes(v as T)) errors.push(v);
    else if (v !== undefined) apply(v as T);
  };
  const id = (x: string): string => x;
  setStr('name', (v) => (s.name = v));
  setStr('region', (v) => (s.region = v));
  setStr('instance', (v) => (s.instance.type = v));
  setNum('vcpu', (n) => (s.instance.customVcpu = n));
  setNum('memory-gib', (n) => (s.instance.customMemoryGiB = n));
  setNum('hourly-usd', (n) => (s.instance.customHourlyUsd = n));
  setEnum(
    'storage',
    STORAGE_KINDS,
    id as (x: string) => (typeof STORAGE_KINDS)[number],
    (v) => (s.storage.kind = v),
  );
  setNum('size-gib', (n) => (s.storage.sizeGiB = n));
  setNum('iops', (n) => (s.storage.iops = n));
  setNum('throughput', (n) => (s.storage.throughputMiBps = n));
  setEnum(
    'volume-state',
    ['warm', 'restored'] as const,
    id as (x: string) => 'warm' | 'restored',
    (v) => (s.storage.volumeState = v),
  );
  setEnum(
    'restore-remedy',
    ['none', 'initialize', 'fsr'] as const,
    id as (x: string) => 'none',
    (v) => (s.storage.restoreRemedy = v),
  );
  setNum('device-iops', (n) => (s.storage.custom.readIops4k = n));
  setNum('device-mibps', (n) => (s.storage.custom.readMiBps = n));
  setNum('device-latency-us', (n) => (s.storage.custom.readLatencyUs = n));
  setNum('device-count', (n) => (s.storage.custom.count = n));
  setNum('device-monthly-usd', (n) => (s.storage.custom.monthlyUsd = n));
  setNum('tables', (n) => (s.mysql.tables = n));
  setStr('mysql', (v) => (s.mysql.version = v));
  setEnum(
    'startup-opt',
    STARTUP_OPTS,
    id as (x: string) => 'default',
    (v) => (s.mysql.startupOpt = v),
  );
  setEnum(
    'os-cache',
    ['cold', 'warm'] as const,
    id as (x: string) => 'cold',
    (v) => (s.mysql.osCache = v),
  );
  setEnum(
    'validate-paths',
    ['on', 'off'] as const,
    id as (x: string) => 'on',
    (v) => (s.mysql.validatePaths = v === 'on'),
  );
  setEnum(
    'page-size',
    PAGE_SIZES_KIB,
    (x) => Number(x.replace(/k(ib)?$/i, '')) as PageSizeKiB,
    (v) => (s.mysql.pageSizeKiB = v),
  );
  setNum('buffer-pool-gib', (n) => (s.mysql.bufferPoolGiB = n));
  setNum('data-gib', (n) => (s.mysql.dataGiB = n));
  setEnum(
    'doublewrite',
    ['off', 'data', 'log'] as const,
    id as (x: string) => 'off',
    (v) => (s.mysql.doublewrite = v),
  );
  setEnum(
    'log-placement',
    ['data', 'separate'] as const,
    id as (x: string) => 'data',
    (v) => (s.mysql.logPlacement = v),
  );
  setNum('write-fraction', (n) => (s.workload.writeFraction = n));
  setNum('threads', (n) => (s.workload.threads = n));
  if (errors.length > 0) return { ok: false, error: errors[0] ?? 'invalid flags' };
  // A smaller volume given on the command line without a data size: keep the data on the volume.
  if (flags.has('size-gib') && !flags.has('data-gib') && s.mysql.dataGiB > s.storage.sizeGiB) {
    s.mysql.dataGiB = s.storage.sizeGiB;
  }
  // The doublewrite file can only be on the log volume when there is one.
  if (
    flags.has('log-placement') &&
    !flags.has('doublewrite') &&
    s.mysql.logPlacement === 'data' &&
    s.mysql.doublewrite === 'log'
  ) {
    s.mysql.doublewrite = 'data';
  }
  return { ok: true, scenario: s };
}

/** Help text of the scenario flags. */
export function scenarioFlagsHelp(): string {
  const width = Math.max(...SCENARIO_FLAGS.map((f) => `--${f.name} ${f.value ?? ''}`.length));
  return SCENARIO_FLAGS.map(
    (f) => `  ${`--${f.name} ${f.value ?? ''}`.padEnd(width)}  ${f.help}`,
  ).join('\n');
}
