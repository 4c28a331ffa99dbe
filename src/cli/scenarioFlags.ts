/**
 * Command-line flags → scenario, shared by every command that takes a scenario (`predict`,
 * `recommend`, `calibrate`, `report`). One table: each row names its flag, the scenario path it
 * sets and how its value is read; the same rows parse argv and write the help, whose defaults are
 * read from the embedded default scenario. Adding a scenario flag is adding a row here
 * (notes: docs/cli.md, "Adding a flag").
 */
import type { Scenario } from '../core/scenario/types.ts';
import {
  AURORA_STORAGES,
  CLOUDS,
  DEPLOYMENTS,
  PAGE_SIZES_KIB,
  PRICING_OPTIONS,
  SHUTDOWN_KINDS,
  STARTUP_OPTS,
} from '../core/scenario/types.ts';
import {
  deploymentKinds,
  findStorageKind,
  kindClouds,
  kindFamily,
  kindNamed,
  logVolumeKinds,
  storageKindIds,
  storageKinds,
} from '../core/storage/index.ts';
import {
  CUSTOM_MEMORY_GIB_PER_VCPU,
  DEFAULT_SCENARIO,
  customMemoryGiBFor,
  defaultScenario,
} from '../core/scenario/defaults.ts';
import { parseScenarioFile } from '../core/scenario/file.ts';
import { scenarioTitle } from '../core/scenario/title.ts';
import { withDeployment } from '../core/deployment/switch.ts';
import {
  CLOUD_LABELS,
  cloudOfRegion,
  regionExamples,
  withCloud,
  withIncluded,
} from '../core/cloud/index.ts';
import { fieldLabel, fieldNotApplicable } from '../core/scenario/limits.ts';
import type { ScenarioIssue } from '../core/types.ts';
import { DEFAULT_CATALOG } from '../core/catalog/index.ts';
import { issueInThroughputUnit, throughputUnitOf } from '../core/storage/vendorUnits.ts';
import type { Catalog } from '../core/catalog/types.ts';
import type { FlagRow, ParsedArgs } from './args.ts';
import { flagsHelp, parseNumber, valueOf } from './args.ts';
import { applyProfile, parseProfileFile } from '../core/calibration/profile.ts';
import type { CliError } from './errors.ts';
import { cliError, firstAndMore, isCliError, usageError } from './errors.ts';

/**
 * How a flag's text becomes the field's value: `number` (underscores allowed), `text` (as
 * typed), `choice` (one of `choices`), `onoff` (on|off → true|false), `pageSize` (16, 16k, 16KiB),
 * `skew` (uniform, or X/Y: X% of accesses go to Y% of the data; sets `path` to X and
 * `path2` to Y), `multiAz` (instance|cluster|off, and on for instance as before issue 40: sets
 * `path` (multiAz) and `path2` (multiAzKind)).
 */
export type ScenarioFlagKind =
  'number' | 'text' | 'choice' | 'onoff' | 'pageSize' | 'skew' | 'multiAz';

export interface ScenarioFlag extends FlagRow {
  value: string;
  /** Dotted path of the scenario field the flag sets, e.g. `storage.sizeGiB`. */
  path: string;
  kind: ScenarioFlagKind;
  choices?: readonly string[];
  /** Leave the default out of the help (e.g. the default scenario's long name). */
  noDefault?: boolean;
  /** Second field a `skew` flag sets (the hot data share). */
  path2?: string;
}

/** --scenario FILE: the scenario the flags start from (instead of the embedded default). */
export const SCENARIO_FILE_FLAG: FlagRow = {
  flag: 'scenario',
  value: 'FILE',
  help: 'read settings from a scenario file (.innosizer.json); flags override it',
};

/** --calibration FILE: a profile `calibrate --out` wrote, applied to the scenario (issue 36). */
export const CALIBRATION_FILE_FLAG: FlagRow = {
  flag: 'calibration',
  value: 'FILE',
  help: "apply a calibration profile (written by calibrate --out); it replaces the scenario file's",
};

const n = (flag: string, path: string, value: string, help: string): ScenarioFlag => ({
  flag,
  path,
  value,
  help,
  kind: 'number',
});
const choice = (
  flag: string,
  path: string,
  choices: readonly string[],
  help: string,
): ScenarioFlag => ({ flag, path, value: choices.join('|'), help, kind: 'choice', choices });
/** A choice among what the registry lists when the flag is read or its help written (storage kinds). */
const choiceNow = (
  flag: string,
  path: string,
  choices: () => readonly string[],
  help: string,
): ScenarioFlag => ({
  flag,
  path,
  get value() {
    return choices().join('|');
  },
  help,
  kind: 'choice',
  get choices() {
    return choices();
  },
});

/** `--storage`'s choices: every kind's id, then the names kinds go by on their deployment (io1). */
function storageChoices(): readonly string[] {
  const ids = storageKindIds();
  const names = storageKinds().map(kindFamily);
  return [...new Set([...ids, ...names])];
}

/** Flags that set scenario fields, in the order help lists them. */
export const SCENARIO_FLAGS: readonly ScenarioFlag[] = [
  {
    flag: 'name',
    path: 'name',
    value: 'TEXT',
    help: 'scenario name',
    kind: 'text',
    noDefault: true,
  },
  choice(
    'cloud',
    'cloud',
    CLOUDS,
    'aws (default), azure or gcp: a self-managed server on that cloud; implied by --region where the region says it (eastus: azure, us-central1: gcp); recommend and fleet also take any (every cloud, ranked together in USD; a move between clouds is a migration)',
  ),
  {
    flag: 'region',
    path: 'region',
    value: 'ID',
    help: "the cloud's region (us-east-1, eastus, us-central1)",
    kind: 'text',
  },
  choice(
    'deployment',
    'deployment',
    DEPLOYMENTS,
    'ec2: self-managed MySQL on EC2; rds: RDS for MySQL; aurora: Aurora MySQL (renames the instance to its db. class unless --instance is given)',
  ),
  {
    flag: 'instance',
    path: 'instance.type',
    value: 'TYPE',
    help: 'EC2 type (m6i.large) or custom; on RDS and Aurora a DB instance class (db.m6i.large)',
    kind: 'text',
  },
  n('vcpu', 'instance.customVcpu', 'N', 'vCPUs of a custom instance'),
  n(
    'memory-gib',
    'instance.customMemoryGiB',
    'N',
    `memory of a custom instance, GiB (default with --vcpu: ${CUSTOM_MEMORY_GIB_PER_VCPU} per vCPU)`,
  ),
  n('hourly-usd', 'instance.customHourlyUsd', 'N', 'on-demand price of a custom instance, USD/h'),
  n(
    'burst-used-min',
    'instance.burstUsedMin',
    'N',
    "minutes of the instance's 30-minute daily EBS burst already used (e.g. by a restore); 0-30 (implies --burst-known on)",
  ),
  n(
    'ebs-io-balance',
    'instance.ebsIoBalancePct',
    'PCT',
    "the instance's CloudWatch EBSIOBalance% before the start, 0-100 (default 100; implies --burst-known on)",
  ),
  n(
    'ebs-byte-balance',
    'instance.ebsByteBalancePct',
    'PCT',
    "the instance's CloudWatch EBSByteBalance% before the start, 0-100 (default 100; implies --burst-known on)",
  ),
  n(
    'after-restore-gib',
    'instance.afterRestoreGiB',
    'N',
    'GiB restored onto the volume just before the start: spends the EBS byte balance (implies --burst-known on)',
  ),
  {
    flag: 'burst-known',
    path: 'instance.burstKnown',
    value: 'on|off',
    help: "off (default): what spent today's EBS burst is unknown, so the startup range's pessimistic end assumes the balances a restore of this database's data left today (both empty on a restored volume); on: the balances given are exact",
    kind: 'onoff',
  },
  choiceNow(
    'storage',
    'storage.kind',
    storageChoices,
    "data storage; on RDS its names gp3, gp2, io1, io2 mean RDS's (rds-gp3, …); on Aurora: aurora",
  ),
  n('size-gib', 'storage.sizeGiB', 'N', 'EBS volume size, GiB'),
  n('iops', 'storage.iops', 'N', 'provisioned IOPS (gp3, io2)'),
  n(
    'throughput',
    'storage.throughputMiBps',
    'MIBPS',
    'provisioned throughput, MiB/s (gp3; MB/s on Azure disks, as Azure provisions it)',
  ),
  choice('volume-state', 'storage.volumeState', ['warm', 'restored'], 'restored: from a snapshot'),
  choice(
    'restore-remedy',
    'storage.restoreRemedy',
    ['none', 'initialize', 'fsr'],
    'for a restored volume',
  ),
  n(
    'restores-per-month',
    'storage.restoresPerMonth',
    'N',
    'snapshot restores per month: prices FSR and initialization per restore',
  ),
  n('device-iops', 'storage.custom.readIops4k', 'N', 'custom device: max 4 KiB random-read IOPS'),
  n('device-mibps', 'storage.custom.readMiBps', 'N', 'custom device: max read MiB/s'),
  n(
    'device-latency-us',
    'storage.custom.readLatencyUs',
    'N',
    'custom device: 4 KiB read latency, µs',
  ),
  n(
    'device-write-latency-us',
    'storage.custom.writeLatencyUs',
    'N',
    'custom device: latency of a cached 4 KiB write, µs',
  ),
  n('device-count', 'storage.custom.count', 'N', 'custom device: devices striped together'),
  n('device-monthly-usd', 'storage.custom.monthlyUsd', 'N', 'custom device: monthly price, USD'),
  n('tables', 'mysql.tables', 'N', 'InnoDB tables, one .ibd each'),
  {
    flag: 'mysql',
    path: 'mysql.version',
    value: 'VERSION',
    help: 'MySQL version, e.g. 8.0.39, 5.7.44',
    kind: 'text',
  },
  choice('startup-opt', 'mysql.startupOpt', STARTUP_OPTS, 'bug #115988 patches'),
  choice('os-cache', 'mysql.osCache', ['cold', 'warm'], 'page cache at start'),
  choice(
    'shutdown',
    'mysql.shutdown',
    SHUTDOWN_KINDS,
    'how the server stopped; crash = crash recovery (a snapshot of a running server implies it)',
  ),
  {
    flag: 'validate-paths',
    path: 'mysql.validatePaths',
    value: 'on|off',
    help: 'innodb_validate_tablespace_paths',
    kind: 'onoff',
  },
  {
    flag: 'page-size',
    path: 'mysql.pageSizeKiB',
    value: 'KIB',
    help: `innodb_page_size: ${PAGE_SIZES_KIB.join('|')}`,
    kind: 'pageSize',
  },
  n('buffer-pool-gib', 'mysql.bufferPoolGiB', 'N', 'innodb_buffer_pool_size, GiB'),
  n(
    'duplicate-check-threads',
    'mysql.duplicateCheckThreads',
    'N',
    "tablespace duplicate-check worker threads (MySQL bug #116716): 0 = MySQL's rule min(files / 8000, 2 x vCPUs, 16)",
  ),
  n(
    'compression-ratio',
    'mysql.compressionRatio',
    'R',
    'what-if table compression: 1 (off), 2, 4, 8 or 16 = page size / KEY_BLOCK_SIZE; --data-gib stays the uncompressed size',
  ),
  n('data-gib', 'mysql.dataGiB', 'N', 'data size on disk at 16 KiB pages (InnoDB default), GiB'),
  choice(
    'doublewrite',
    'mysql.doublewrite',
    ['off', 'data', 'log'],
    'doublewrite off or on which volume',
  ),
  choiceNow(
    'log-storage',
    'logVolume.kind',
    () => ['same', ...logVolumeKinds().map((m) => m.kind)],
    'volume of redo, binlog (and doublewrite with --doublewrite log): same = the data volume',
  ),
  n('log-size-gib', 'logVolume.sizeGiB', 'N', 'log volume size, GiB'),
  n('log-iops', 'logVolume.iops', 'N', 'log volume provisioned IOPS (gp3, io2)'),
  n('log-throughput', 'logVolume.throughputMiBps', 'MIBPS', 'log volume throughput, MiB/s (gp3)'),
  n('write-fraction', 'workload.writeFraction', 'F', 'fraction of queries that update a row, 0..1'),
  n('threads', 'workload.threads', 'N', 'client threads'),
  n(
    'average-qps',
    'workload.averageQps',
    'QPS',
    'average queries per second over the month: prices Aurora Standard I/O per request (0 = not given: the monthly total leaves that I/O out and gives it per 1,000 average QPS)',
  ),
  {
    flag: 'access-skew',
    path: 'workload.hotAccessPercent',
    path2: 'workload.hotDataPercent',
    value: 'uniform|X/Y',
    help: 'X% of accesses go to Y% of the data, e.g. 80/20; uniform = 100/100',
    kind: 'skew',
  },
  choice(
    'pricing',
    'pricing.option',
    PRICING_OPTIONS,
    'instance pricing: on-demand, or 1-/3-year Reserved (EC2 or RDS/Aurora offer-file prices from catalog update; no upfront, or a DB class term sold only with an upfront fee at its effective hourly rate)',
  ),
  n('discount', 'pricing.discountPercent', 'PCT', 'discount on every cost item, percent'),
  {
    flag: 'multi-az',
    path: 'multiAz',
    path2: 'multiAzKind',
    value: 'instance|cluster|off',
    help: 'RDS Multi-AZ: instance = one standby in another zone (instance and storage billed twice; on is the same); cluster = a Multi-AZ DB cluster, a writer and two readable standbys (three instances and storages, io1/io2/gp3, failover typically under 35 s)',
    kind: 'multiAz',
  },
  choice(
    'aurora-storage',
    'auroraStorage',
    AURORA_STORAGES,
    'Aurora: standard bills every I/O request; io-optimized bills none, with dearer storage and instances',
  ),
  n(
    'replicas',
    'topology.replicas',
    'N',
    'replicas besides the primary: each the same instance with its own volumes, priced',
  ),
  n('tables-growth-per-month', 'growth.tablesPerMonth', 'N', 'new tables per month'),
  n('data-growth-gib-per-month', 'growth.dataGiBPerMonth', 'N', 'data added per month, GiB'),
];

/** The field at a dotted path (own properties only). */
export function getPath(obj: unknown, path: string): unknown {
  let at: unknown = obj;
  for (const key of path.split('.')) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

function setPath(obj: object, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = obj as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1] ?? ''] = value;
}

/** The field a flag sets, as the user knows it: "Provisioned IOPS (--iops)". */
function flagField(row: ScenarioFlag): string {
  const label = fieldLabel(row.path);
  return label === row.path ? `--${row.flag}` : `${label} (--${row.flag})`;
}

/** The default scenario's value of the flag's field as it is typed: "3000", "gp3", "on". */
function defaultTyped(row: ScenarioFlag): string {
  const v = getPath(DEFAULT_SCENARIO, row.path);
  if (typeof v === 'boolean') return v ? 'on' : 'off';
  return String(v);
}

/** The row's text → the field's value, or an error naming the field's label, its flag and a valid value. */
export function readFlagValue(row: ScenarioFlag, text: string): unknown {
  const bad = (expected: string, example = '') =>
    usageError(`${flagField(row)} must be ${expected}, got "${text}".${example}`, row.flag);
  switch (row.kind) {
    case 'text':
      return text;
    case 'number': {
      const v = parseNumber(text);
      return v ?? bad('a number', ` A valid value: --${row.flag} ${defaultTyped(row)}.`);
    }
    case 'onoff':
      if (text === 'on' || text === 'off') return text === 'on';
      return bad('on or off');
    case 'multiAz':
      if (text === 'on') return 'instance';
      if (text === 'instance' || text === 'cluster' || text === 'off') return text;
      return bad('instance, cluster or off', ` A valid value: --${row.flag} instance.`);
    case 'pageSize': {
      const v = Number(text.replace(/k(ib)?$/i, ''));
      if ((PAGE_SIZES_KIB as readonly number[]).includes(v)) return v;
      return bad(`one of ${PAGE_SIZES_KIB.join(', ')} (KiB)`);
    }
    case 'skew': {
      if (text === 'uniform') return [100, 100];
      const m = /^\s*([0-9.]+)\s*%?\s*\/\s*([0-9.]+)\s*%?\s*$/.exec(text);
      const a = m ? parseNumber(m[1] ?? '') : undefined;
      const d = m ? parseNumber(m[2] ?? '') : undefined;
      if (a !== undefined && d !== undefined) return [a, d];
      return usageError(
        `--${row.flag}: expected uniform or X/Y (X% of accesses go to Y% of the data, e.g. 80/20), got "${text}"`,
        row.flag,
      );
    }
    case 'choice': {
      const allowed = row.choices ?? [];
      if (allowed.includes(text)) return text;
      return bad(`one of ${allowed.join(', ')}`);
    }
  }
}

/**
 * Validation issues with the flag that sets each field after its label ("Provisioned IOPS
 * (--iops) 100,000 IOPS is too high: … Nearest valid: 5,000 IOPS."), so a command-line user
 * knows what to change; messages of fields no flag sets are kept as they are.
 */
export function withFlagNames(
  issues: readonly ScenarioIssue[],
  scenario?: Scenario,
  rows: readonly ScenarioFlag[] = SCENARIO_FLAGS,
): ScenarioIssue[] {
  return issues.map((raw) => {
    // A throughput refusal in the unit the flag reads (MB/s on Azure's disks).
    const issue =
      scenario && raw.path === 'storage.throughputMiBps'
        ? issueInThroughputUnit(raw, scenario.storage.kind)
        : raw;
    const row = rows.find((r) => r.path === issue.path);
    const label = fieldLabel(issue.path);
    if (!row || label === issue.path || !issue.message.startsWith(`${label} `)) return issue;
    return { ...issue, message: `${label} (--${row.flag})${issue.message.slice(label.length)}` };
  });
}

export type ScenarioFromArgs =
  | {
      ok: true;
      scenario: Scenario;
      /** Lines for stderr: keys of the file the scenario does not have ("warning: …"). */
      warnings: string[];
    }
  | { ok: false; error: CliError };

/** Prints a scenario's warnings on stderr (unknown keys of its file). */
export function printScenarioWarnings(
  io: { stderr: (text: string) => void },
  built: ScenarioFromArgs,
) {
  if (built.ok) for (const w of built.warnings) io.stderr(`${w}\n`);
}

/** The scenario a --scenario FILE holds, or an error naming the file. */
export function readScenarioFile(
  file: string,
  readFile: (path: string) => string,
  flag = 'scenario',
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioFromArgs {
  let text: string;
  try {
    text = readFile(file);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: cliError('invalid-file', `--${flag}: cannot read ${file}: ${why}`, { file }),
    };
  }
  const parsed = parseScenarioFile(text, catalog);
  if (parsed.ok)
    return {
      ok: true,
      scenario: parsed.scenario,
      warnings: parsed.warnings.map((w) => `warning: --${flag} ${file}: ${w}`),
    };
  const first = parsed.errors[0];
  const message = firstAndMore(
    `--${flag} ${file}: ${first?.message ?? 'invalid'}`,
    parsed.errors.length,
  );
  return {
    ok: false,
    error: cliError('invalid-file', message, { file, field: first?.path ?? '' }),
  };
}

/**
 * Builds the scenario: the default (or --scenario FILE), then each row's flag. `readFile` loads
 * --scenario FILE (injected so tests need no disk); `rows` are the scenario flags the command takes.
 */
export function scenarioFromArgs(
  args: ParsedArgs,
  readFile: (path: string) => string,
  rows: readonly ScenarioFlag[] = SCENARIO_FLAGS,
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioFromArgs {
  let s: Scenario = defaultScenario();
  let warnings: string[] = [];
  const file = valueOf(args, SCENARIO_FILE_FLAG.flag);
  if (file !== undefined) {
    const loaded = readScenarioFile(file, readFile, SCENARIO_FILE_FLAG.flag, catalog);
    if (!loaded.ok) return loaded;
    s = loaded.scenario;
    warnings = loaded.warnings;
  }
  const cloudBefore = s.cloud;
  for (const row of rows) {
    const text = valueOf(args, row.flag);
    if (text === undefined) continue;
    const value = readFlagValue(row, text);
    if (isCliError(value)) return { ok: false, error: value };
    if (row.kind === 'skew' && Array.isArray(value)) {
      setPath(s, row.path, value[0]);
      setPath(s, row.path2 ?? row.path, value[1]);
    } else if (row.kind === 'multiAz') {
      setPath(s, row.path, value !== 'off');
      if (value !== 'off') setPath(s, row.path2 ?? row.path, value);
    } else setPath(s, row.path, value);
  }
  const profileFile = valueOf(args, CALIBRATION_FILE_FLAG.flag);
  if (profileFile !== undefined) {
    const applied = withProfileFile(s, profileFile, readFile);
    if (!applied.ok) return applied;
    s = applied.scenario;
  }
  const given = (flag: string): boolean => args.values.has(flag);
  const clouded = cloudFromFlags(s, given, catalog, cloudBefore);
  if (isCliError(clouded)) return { ok: false, error: clouded };
  s = clouded;
  // --storage gp3 on RDS is RDS's gp3 (rds-gp3): the name the deployment's console gives it.
  if (given('storage')) {
    const named = kindNamed(s.storage.kind, s.deployment, s.cloud);
    if (!named) return { ok: false, error: otherDeploymentStorage(s) };
    s.storage = { ...s.storage, kind: named.kind };
  }
  // Azure provisions disk throughput in MB/s: --throughput 125 on Premium SSD v2 is its included
  // 125 MB/s (119.2 MiB/s), as the portal and the price page say it.
  if (given('throughput'))
    s.storage.throughputMiBps *= throughputUnitOf(s.storage.kind).mibpsPerUnit;
  // A deployment given on the command line carries the settings it refuses over (the instance
  // renamed to its db. class, …) unless their own flags were given too.
  if (given('deployment')) s = deploymentFromFlags(s, given);
  // The provisioning the kind gives its size (RDS gp3's included IOPS and throughput), unless
  // --iops/--throughput say otherwise.
  const fit = findStorageKind(s.storage.kind)?.fitProvisioning;
  if (fit)
    s.storage = fit(s.storage, catalog, { iops: given('iops'), throughput: given('throughput') });
  // Minutes of burst used, typed on the command line, are a statement of what is known.
  const burstFlags = ['burst-used-min', 'ebs-io-balance', 'ebs-byte-balance', 'after-restore-gib'];
  if (burstFlags.some((f) => given(f)) && !given('burst-known')) s.instance.burstKnown = true;
  // A smaller volume given on the command line without a data size: keep the data on the volume.
  if (given('size-gib') && !given('data-gib') && s.mysql.dataGiB > s.storage.sizeGiB) {
    s.mysql.dataGiB = s.storage.sizeGiB;
  }
  // A custom instance given its vCPUs but not its memory: memory in proportion (defaults.ts).
  if (given('vcpu') && !given('memory-gib')) {
    s.instance.customMemoryGiB = customMemoryGiBFor(s.instance.customVcpu);
  }
  // The doublewrite file can only be on the log volume when there is one.
  if (given('log-storage') && !given('doublewrite') && s.logVolume.kind === 'same') {
    if (s.mysql.doublewrite === 'log') s.mysql.doublewrite = 'data';
  }
  const ignored = ignoredFlag(s, rows, given) ?? ignoredDeploymentFlag(s, given);
  if (ignored) return { ok: false, error: ignored };
  // Nobody named it and flags changed it: a name from the settings, not the default's (issue 13).
  const changed = rows.some((row) => row.flag !== 'name' && given(row.flag));
  if (!given('name') && changed && s.name === DEFAULT_SCENARIO.name) s.name = scenarioTitle(s);
  return { ok: true, scenario: s, warnings };
}

/**
 * The cloud the flags give (issue 38): `--cloud`, or the cloud `--region` implies; the region,
 * instance and storage follow it unless their own flags were given. `--cloud` and `--region` of
 * different clouds are refused in one line naming both flags and valid values.
 */
function cloudFromFlags(
  s: Scenario,
  given: (flag: string) => boolean,
  catalog: Catalog,
  before: Scenario['cloud'],
): Scenario | CliError {
  const byRegion = given('region') ? cloudOfRegion(catalog, s.region) : undefined;
  if (given('cloud') && byRegion !== undefined && byRegion !== s.cloud)
    return usageError(
      `--cloud ${s.cloud} and --region ${s.region} disagree: ${s.region} is ${CLOUD_LABELS[byRegion]}'s region. Give one of ${CLOUD_LABELS[s.cloud]}'s regions (${regionExamples(catalog, s.cloud)}) or --cloud ${byRegion}.`,
      'cloud',
    );
  const cloud = given('cloud') ? s.cloud : (byRegion ?? s.cloud);
  if (!given('cloud') && !given('region')) return s;
  if (cloud !== 'aws' && given('deployment') && s.deployment !== 'ec2')
    return usageError(
      `--deployment ${s.deployment} is AWS's: on ${CLOUD_LABELS[cloud]} InnoSizer models a self-managed server on a VM (managed MySQL there is not modelled). Leave out --deployment, or give --cloud aws.`,
      'deployment',
    );
  const moved = withCloud({ ...s, cloud: given('cloud') ? s.cloud : cloud }, cloud, catalog, {
    region: given('region'),
    instance: given('instance'),
    storage: given('storage'),
    iops: given('iops'),
    throughput: given('throughput'),
  });
  if (cloud === before) return moved;
  // The storage the flags name, at what it includes (gp3's figures are not Premium SSD v2's).
  const named = kindNamed(moved.storage.kind, moved.deployment, moved.cloud);
  const at = named ? { ...moved, storage: { ...moved.storage, kind: named.kind } } : moved;
  return withIncluded(at, catalog, { iops: given('iops'), throughput: given('throughput') });
}

/** `--storage` naming a kind the deployment does not offer (io1 on EC2): the kinds it does, and where that one is. */
function otherDeploymentStorage(s: Scenario): CliError {
  const name = s.storage.kind;
  const offered = deploymentKinds(s.deployment, s.cloud).map(kindFamily).join(', ');
  const m = findStorageKind(name);
  const home = m && !kindClouds(m).includes(s.cloud) ? kindClouds(m)[0] : undefined;
  if (home)
    return usageError(
      `--storage ${name} is ${CLOUD_LABELS[home]}'s, and the cloud is ${CLOUD_LABELS[s.cloud]} (it offers ${offered}). Give one of those, or --cloud ${home}.`,
      'storage',
    );
  const elsewhere = DEPLOYMENTS.find((d) => d !== s.deployment && kindNamed(name, d));
  const hint = elsewhere ? `, or give --deployment ${elsewhere} (${name} is its storage)` : '';
  return usageError(
    `--storage ${name} is not storage the deployment ${s.deployment} offers (it offers ${offered}). Give one of those${hint}.`,
    'storage',
  );
}

/** --multi-az off RDS, or --aurora-storage off Aurora, would be ignored: refuse it, naming --deployment. */
function ignoredDeploymentFlag(
  s: Scenario,
  given: (flag: string) => boolean,
): CliError | undefined {
  const only = (flag: string, d: 'rds' | 'aurora', what: string): CliError | undefined =>
    given(flag) && s.deployment !== d
      ? usageError(
          `--${flag} applies to ${what} only, and the deployment is ${s.deployment}. Leave out --${flag}, or give --deployment ${d}.`,
          flag,
        )
      : undefined;
  return (
    only('multi-az', 'rds', 'RDS for MySQL') ?? only('aurora-storage', 'aurora', 'Aurora MySQL')
  );
}

/** `withDeployment` for the deployment the flags chose, keeping the fields their own flags set. */
function deploymentFromFlags(s: Scenario, given: (flag: string) => boolean): Scenario {
  return withDeployment(s, s.deployment, {
    instance: given('instance'),
    pageSize: given('page-size'),
    doublewrite: given('doublewrite'),
    startupOpt: given('startup-opt'),
    logVolume: given('log-storage'),
    storage: given('storage'),
    iops: given('iops'),
    throughput: given('throughput'),
  });
}

/**
 * A flag given for a field the scenario does not have (`--storage gp2 --iops 5000`: gp2 has no
 * provisioned IOPS) would be ignored without a word: refuse it, naming the flag that decides.
 * Which fields apply where is the field limits table's (EBS limits only: the shipped catalog's).
 */
function ignoredFlag(
  s: Scenario,
  rows: readonly ScenarioFlag[],
  given: (flag: string) => boolean,
): CliError | undefined {
  for (const row of rows) {
    if (row.kind !== 'number' || !given(row.flag)) continue;
    const why = fieldNotApplicable(s, DEFAULT_CATALOG, row.path);
    if (!why) continue;
    const decider = SCENARIO_FLAGS.find((r) => r.path === why.decidedBy);
    const change = decider ? `, or change --${decider.flag}` : '';
    // "Provisioned IOPS (--iops) applies to …": the label with its flag, as other flag errors.
    const label = fieldLabel(row.path);
    const text = why.message.startsWith(`${label} `)
      ? `${flagField(row)}${why.message.slice(label.length)}`
      : `--${row.flag}: ${why.message}`;
    return usageError(`${text}. Leave out --${row.flag}${change}.`, row.flag);
  }
  return undefined;
}

function defaultText(row: ScenarioFlag): string {
  if (row.noDefault) return '';
  const v = getPath(DEFAULT_SCENARIO, row.path);
  if (v === undefined) return '';
  if (row.kind === 'skew') {
    const d = getPath(DEFAULT_SCENARIO, row.path2 ?? row.path);
    return v === d ? ' (default uniform)' : ` (default ${String(v)}/${String(d)})`;
  }
  const shown = typeof v === 'boolean' ? (v ? 'on' : 'off') : String(v);
  return ` (default ${shown})`;
}

/** Help lines of the scenario flags (with --scenario FILE first), defaults from the default scenario. */
export function scenarioFlagsHelp(rows: readonly ScenarioFlag[] = SCENARIO_FLAGS): string {
  return flagsHelp([
    SCENARIO_FILE_FLAG,
    ...rows.map((r) => ({ ...r, help: `${r.help}${defaultText(r)}` })),
  ]);
}

/** Rows of every flag that builds a scenario (for a command's parse table). */
export const SCENARIO_ROWS: readonly FlagRow[] = [
  SCENARIO_FILE_FLAG,
  CALIBRATION_FILE_FLAG,
  ...SCENARIO_FLAGS,
];

/** The scenario with the profile file `file` applied, or the error naming --calibration. */
function withProfileFile(
  s: Scenario,
  file: string,
  readFile: (path: string) => string,
): ScenarioFromArgs {
  const flag = CALIBRATION_FILE_FLAG.flag;
  let text: string;
  try {
    text = readFile(file);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return {
      ok: false,
      error: cliError('invalid-file', `--${flag}: cannot read ${file}: ${why}`, { file }),
    };
  }
  const parsed = parseProfileFile(text);
  if (parsed.ok) return { ok: true, scenario: applyProfile(s, parsed.profile), warnings: [] };
  const first = parsed.errors[0];
  const message = firstAndMore(
    `--${flag} ${file}: ${first?.message ?? 'invalid'} (a file written by innosizer calibrate --out)`,
    parsed.errors.length,
  );
  return {
    ok: false,
    error: cliError('invalid-file', message, { file, field: first?.path ?? '' }),
  };
}
