/**
 * `innosizer recommend --max-startup S --min-qps Q [scenario flags] [--json]`: the cheapest
 * configurations meeting both targets with headroom, ranked, each with its predictions, the
 * constraint that binds it, the changes it takes (online, restart, rebuild) and, for instance
 * store, that it is ephemeral and what it requires. Scenario flags describe the current server;
 * those that name what the search chooses (instance, storage, size, IOPS, throughput, page size,
 * buffer pool) keep that setting fixed when given explicitly, validated as `predict` validates.
 */
import { RECOVERY_ROWS, withRecoveryArgs } from '../recoveryFlags.ts';
import { readTextFile } from '../readText.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type {
  Architecture,
  FixedSetting,
  HeadroomRule,
  RecommendFailure,
  RecommendResult,
} from '../../core/recommend/index.ts';
import {
  DEFAULT_HEADROOM,
  failureText,
  MAX_HORIZON_MONTHS,
  recommend,
} from '../../core/recommend/index.ts';
import { describeChange, OPERATION_TEXT } from '../../core/recommend/changes.ts';
import {
  DEFAULT_MARGIN_PERCENT,
  EPHEMERAL_TEXT,
  unsafeForDataText,
} from '../../core/recommend/durability.ts';
import { validateScenario } from '../../core/model.ts';
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { ScenarioIssue } from '../../core/types.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import { CLOUDS } from '../../core/scenario/types.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, parseNumber, positiveFlag, valueOf } from '../args.ts';
import {
  SCENARIO_ROWS,
  scenarioFlagsHelp,
  scenarioFromArgs,
  printScenarioWarnings,
  withFlagNames,
} from '../scenarioFlags.ts';
import type { CliError } from '../errors.ts';
import { cliError, isCliError, issuesError, usageError } from '../errors.ts';
import { describeScenario, startupJsonReplacer } from '../format.ts';
import { formatDuration, formatInt, formatRange, formatUsd } from '../../core/format/index.ts';

const TARGET_FLAGS: readonly FlagRow[] = [
  { flag: 'max-startup', value: 'S', help: 'maximum startup time, seconds (required)' },
  { flag: 'min-qps', value: 'Q', help: 'minimum IO-bound point-select QPS (required)' },
  {
    flag: 'max-monthly-usd',
    value: 'USD',
    help: "a budget: the most a result may cost per month, USD, at the scenario's pricing option",
  },
  {
    flag: 'headroom',
    value: 'range|PCT',
    help: `range (default): both targets met at the pessimistic end of the prediction's range (slowest startup, lowest QPS); or a margin by which the predicted figures must beat them, percent, e.g. ${DEFAULT_MARGIN_PERCENT}`,
  },
  {
    flag: 'horizon-months',
    value: 'N',
    help: `size for growth: the targets met after N months (0-${MAX_HORIZON_MONTHS}) at --tables-growth-per-month and --data-growth-gib-per-month`,
  },
  { flag: 'limit', value: 'N', help: 'how many results (default 10)' },
];
const SEARCH_FLAGS: readonly FlagRow[] = [
  {
    flag: 'allow-instance-store',
    help: 'also search local NVMe instance store (ephemeral: its data is lost when the instance stops)',
  },
  {
    flag: 'allow-page-size-change',
    help: 'also search other innodb_page_size values (a rebuild: dump and reload of all data)',
  },
  {
    flag: 'allow-architecture-change',
    help: "also search the other CPU architecture (x86_64 or arm64): a replace, a new instance from another image (default: the current instance's architecture is kept)",
  },
  { flag: 'family', value: 'NAME', help: 'keep the instance family, e.g. m6i' },
  { flag: 'architecture', value: 'x86_64|arm64', help: 'search only this CPU architecture' },
];

/** Scenario flags that, given explicitly, keep the setting the search would otherwise choose. */
export const FIXING_FLAGS: readonly { flag: string; setting: FixedSetting }[] = [
  { flag: 'instance', setting: 'instance.type' },
  { flag: 'storage', setting: 'storage.kind' },
  { flag: 'size-gib', setting: 'storage.sizeGiB' },
  { flag: 'iops', setting: 'storage.iops' },
  { flag: 'throughput', setting: 'storage.throughputMiBps' },
  { flag: 'page-size', setting: 'mysql.pageSizeKiB' },
  { flag: 'buffer-pool-gib', setting: 'mysql.bufferPoolGiB' },
];
const OUTPUT_FLAGS: readonly FlagRow[] = [
  {
    flag: 'json',
    help: "print { searched, results, rules, closest?, architectureSaving? } as JSON; each result's prediction carries startup.totalRange and qps.pointSelectRange",
  },
];

const help =
  (): string => `Usage: innosizer recommend --max-startup S --min-qps Q [scenario flags] [--json]

Searches instance types, EBS kinds, volume sizes, IOPS, throughput and buffer pool sizes for the
cheapest configurations whose startup time and QPS meet the targets at the pessimistic end of
their predicted range (--headroom PCT: by a margin instead). By default it searches EBS only,
keeps innodb_page_size and the current CPU architecture, and never shrinks the current EBS
volume. It always keeps the region (--region): it never searches other regions. --replicas N
prices N more servers with every result; without a replica an instance-store result is marked
unsafe for data. When nothing meets the targets it shows the closest and what it misses by.
On RDS or Aurora (--deployment rds|aurora) it searches the DB instance classes the engine sells
in the region and that deployment's storage; --deployment any searches EC2, RDS and Aurora and
ranks them together, each result saying what its deployment includes (backups, failover).
On Azure or Google Cloud (--cloud azure|gcp) it searches that cloud's VM sizes and disks in the
region; --cloud any searches AWS, Azure and Google Cloud and ranks them together in USD, a move
to another cloud being a migration (never proposed without --cloud any).
Each result lists every setting it changes and what that takes:
  ${OPERATION_TEXT.online}
  ${OPERATION_TEXT.restart}
  ${OPERATION_TEXT.replace}
  ${OPERATION_TEXT.rebuild}
  ${OPERATION_TEXT.migrate}

Targets:
${flagsHelp(TARGET_FLAGS)}
${flagsHelp(RECOVERY_ROWS)}

What the search may change:
${flagsHelp(SEARCH_FLAGS)}

The current server (defaults as in predict; validated as predict validates them). Given
explicitly, ${FIXING_FLAGS.map((f) => `--${f.flag}`).join(', ')} are kept fixed;
every other setting (MySQL version, tables, data size, region, startup optimization, ...) is
never changed by the search:
${scenarioFlagsHelp()}
${flagsHelp(OUTPUT_FLAGS)}
`;

/**
 * Problems with what the search keeps fixed. The fields the search chooses (instance, storage
 * kind, size, IOPS, throughput, buffer pool) and whether the data fits the current volume are the
 * search's to settle, so their issues are left out; everything else is checked as `predict` does.
 */
export function keptFixedIssues(
  s: Scenario,
  fixed: readonly FixedSetting[] = [],
  catalog: Catalog = DEFAULT_CATALOG,
): ScenarioIssue[] {
  const searchedLimits = new Set(['volume.size', 'instanceStore.size', 'restore.ebsOnly']);
  const kept = new Set<string>(fixed);
  // A fixed IOPS may need a larger volume, which the search chooses unless the size is fixed too.
  if (!kept.has('storage.sizeGiB')) {
    searchedLimits.add('gp3.maxIopsPerGiB');
    searchedLimits.add('io2.maxIopsPerGiB');
    searchedLimits.add('volume.tables');
  }
  const searched = (path: string): boolean =>
    (!kept.has(path) && path.startsWith('instance.')) ||
    (!kept.has(path) &&
      path.startsWith('storage.') &&
      path !== 'storage.volumeState' &&
      path !== 'storage.restoreRemedy' &&
      path !== 'storage.restoresPerMonth') ||
    (!kept.has(path) && path === 'mysql.bufferPoolGiB');
  return validateScenario(s, catalog).filter(
    (i) => !searched(i.path) && !searchedLimits.has(i.limit),
  );
}

const int = formatInt;

/** " (range 1 min 40 s–2 min 10 s)", or nothing without a range. */
function rangeText(r: readonly [number, number] | undefined, f: (n: number) => string): string {
  return r ? ` (range ${formatRange(r[0], r[1], f)})` : '';
}

/** --horizon-months: 0 to MAX_HORIZON_MONTHS, whole months (0 when not given). */
function horizonFlag(args: ParsedArgs): number | CliError {
  const v = valueOf(args, 'horizon-months');
  if (v === undefined) return 0;
  const n = parseNumber(v);
  if (n === undefined || !Number.isInteger(n) || n < 0 || n > MAX_HORIZON_MONTHS)
    return usageError(
      `--horizon-months: expected whole months from 0 to ${MAX_HORIZON_MONTHS}, e.g. 12, got "${v}"`,
      'horizon-months',
    );
  return n;
}

/** What the search may change, from the flags; or an error naming the flag. */
function searchOptions(
  args: ParsedArgs,
):
  | { headroom: HeadroomRule; family?: string; architecture?: Architecture; fixed: FixedSetting[] }
  | CliError {
  const h = valueOf(args, 'headroom');
  const pct = h === undefined ? undefined : parseNumber(h);
  const headroom: HeadroomRule | undefined =
    h === undefined || h.trim().toLowerCase() === 'range'
      ? DEFAULT_HEADROOM
      : pct !== undefined && pct >= 0 && pct <= 1000
        ? { marginPercent: pct }
        : undefined;
  if (headroom === undefined)
    return usageError(
      `--headroom: expected a percentage from 0 to 1000, e.g. 10, or range, got "${h ?? ''}"`,
      'headroom',
    );
  const arch = valueOf(args, 'architecture');
  if (arch !== undefined && arch !== 'x86_64' && arch !== 'arm64')
    return usageError(
      `--architecture: expected one of x86_64, arm64, got "${arch}"`,
      'architecture',
    );
  const family = valueOf(args, 'family');
  const fixed = FIXING_FLAGS.filter((f) => args.values.has(f.flag)).map((f) => f.setting);
  return {
    headroom,
    fixed,
    ...(family !== undefined ? { family } : {}),
    ...(arch !== undefined ? { architecture: arch } : {}),
  };
}

function resultLines(r: RecommendResult, heading = `#${r.rank}`): string[] {
  const p = r.prediction;
  const lines = [
    '',
    `${heading}  ${formatUsd(p.cost.monthlyUsd)}/month (${p.cost.pricing.label}${p.cost.servers > 1 ? `, ${int(p.cost.servers)} servers` : ''})  startup ${p.startup.modelled ? `${formatDuration(p.startup.totalSeconds)}${rangeText(p.startup.totalRange, formatDuration)}` : 'not modelled'}  QPS ${int(p.qps.pointSelect)}${rangeText(p.qps.pointSelectRange, int)}${r.ephemeral ? '  EPHEMERAL (instance store)' : ''}${r.unsafeForData ? '  UNSAFE FOR DATA (no replica)' : ''}`,
    `    ${describeScenario(r.scenario)}`,
    `    binding: ${r.binding}`,
    `    headroom: ${r.headroom.text}`,
    ...(r.includes ? [`    includes: ${r.includes}`] : []),
  ];
  if (r.changes.length === 0) lines.push('    changes: none');
  else {
    lines.push(`    changes (${r.operation ?? 'none'}):`);
    for (const c of r.changes) lines.push(`      ${describeChange(c)}`);
  }
  if (r.ephemeral) {
    if (r.unsafeForData) lines.push(`    ${unsafeForDataText('--replicas')}`);
    lines.push(`    ${EPHEMERAL_TEXT} Requires:`);
    for (const q of r.requires) lines.push(`      - ${q}`);
  }
  for (const w of p.warnings) lines.push(`    warning: ${w}`);
  return lines;
}

/** Why the pins leave no instance type to search, naming the flags and what they could be. */
function emptySearch(
  opts: { family?: string; architecture?: Architecture },
  catalog: Catalog,
  failure: RecommendFailure | undefined,
): CliError {
  const types = Object.values(catalog.instances);
  const families = [...new Set(types.map((i) => i.family))];
  if (opts.family !== undefined && !families.includes(opts.family))
    return usageError(
      `--family: no instance family "${opts.family}"; known: ${families.join(', ')}`,
      'family',
    );
  if (opts.family !== undefined && opts.architecture !== undefined) {
    const archs = [
      ...new Set(types.filter((i) => i.family === opts.family).map((i) => i.architecture)),
    ];
    return usageError(
      `--family ${opts.family} has no ${opts.architecture} instance type (its types are ${archs.join(', ')}): drop --architecture or choose another family`,
      'architecture',
    );
  }
  return usageError(
    `nothing to search: ${failure ? failureText(failure) : 'no instance type matches the pins'}`,
  );
}

export const recommendCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(
    argv,
    [...TARGET_FLAGS, ...RECOVERY_ROWS, ...SEARCH_FLAGS, ...SCENARIO_ROWS, ...OUTPUT_FLAGS],
    help,
    io.stdout,
  );
  if ('done' in start) return start.done;
  const args = start.args;
  const maxStartup = positiveFlag(args, 'max-startup', { required: true });
  if (isCliError(maxStartup)) return maxStartup;
  const minQps = positiveFlag(args, 'min-qps', { required: true });
  if (isCliError(minQps)) return minQps;
  const budget = positiveFlag(args, 'max-monthly-usd', {
    what: 'a positive number of USD per month',
  });
  if (isCliError(budget)) return budget;
  const limit = positiveFlag(args, 'limit', { integer: true });
  if (isCliError(limit)) return limit;
  const horizon = horizonFlag(args);
  if (isCliError(horizon)) return horizon;
  const opts = searchOptions(args);
  if (isCliError(opts)) return opts;
  // Prices: the shipped catalog plus the user's overlay from `catalog update`, as the app uses it.
  const loaded = loadCatalog(io.stderr);
  // --deployment any (issue 29): search EC2, RDS and Aurora; the scenario stays the current one.
  const any = valueOf(args, 'deployment') === 'any';
  // --cloud any (issue 38): search AWS, Azure and Google Cloud; the scenario stays on its cloud.
  const anyCloud = valueOf(args, 'cloud') === 'any';
  const values = new Map(args.values);
  if (any) values.delete('deployment');
  if (anyCloud) values.delete('cloud');
  const built = scenarioFromArgs({ ...args, values }, readTextFile, undefined, loaded.catalog);
  if (!built.ok) return built.error;
  printScenarioWarnings(io, built);
  const s = withRecoveryArgs(args, built.scenario);
  if (isCliError(s)) return s;
  const issues = keptFixedIssues(s, opts.fixed, loaded.catalog);
  if (issues.length > 0) return issuesError(withFlagNames(issues, s));
  const started = Date.now();
  const searchedResponse = recommend(
    {
      maxStartupSeconds: maxStartup ?? 0,
      minQps: minQps ?? 0,
      ...(budget !== undefined ? { maxMonthlyUsd: budget } : {}),
      tables: s.mysql.tables,
      dataGiB: s.mysql.dataGiB,
      region: s.region,
      base: s,
      limit: limit ?? 10,
      allowInstanceStore: args.switches.has('allow-instance-store'),
      allowPageSizeChange: args.switches.has('allow-page-size-change'),
      allowArchitectureChange: args.switches.has('allow-architecture-change'),
      horizonMonths: horizon,
      pins: {
        ...(opts.family !== undefined ? { family: opts.family } : {}),
        ...(opts.architecture !== undefined ? { architecture: opts.architecture } : {}),
      },
      fixed: opts.fixed,
      headroom: opts.headroom,
      ...(any ? { deployments: ['ec2', 'rds', 'aurora'] as const } : {}),
      ...(anyCloud ? { clouds: CLOUDS } : {}),
    },
    loaded.catalog,
  );
  // The scenario's recovery target (--max-recovery) is met inside recommend (issue 37).
  const response = searchedResponse;
  const failure = response.failure;
  if (failure?.kind === 'unknown-region')
    return cliError('invalid-scenario', `At region: ${failureText(failure)}`, { field: 'region' });
  // Nothing searched: the pins leave no instance type (issue 31: exit 0 after "Searched 0").
  if (response.searched === 0) return emptySearch(opts, loaded.catalog, failure);
  if (args.switches.has('json')) {
    io.stdout(`${JSON.stringify(response, startupJsonReplacer, 2)}\n`);
    return EXIT_OK;
  }
  const lines = [
    `Searched ${int(response.searched)} configurations in ${int(Date.now() - started)} ms.`,
    ...response.rules.map((r) => `  ${r}`),
  ];
  if (response.results.length === 0)
    lines.push(response.note ?? 'No configuration meets the targets.');
  if (response.closest) {
    lines.push(response.closest.misses.text);
    lines.push(...resultLines(response.closest.result, 'Closest (misses the targets)'));
  }
  for (const r of response.results) lines.push(...resultLines(r));
  if (response.architectureSaving)
    lines.push('', `Information: ${response.architectureSaving.text}`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
};
