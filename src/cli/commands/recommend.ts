/**
 * `innosizer recommend --max-startup S --min-qps Q --tables N --data-gib D [--region R] [--json]`:
 * the cheapest configurations meeting both targets, ranked, each with its predictions and the
 * constraint that binds it. Other scenario flags (e.g. --mysql, --startup-opt, --scenario FILE)
 * set what the search keeps fixed, validated exactly as `predict` validates them.
 */
import { readFileSync } from 'node:fs';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import { recommend } from '../../core/recommend/index.ts';
import { validateScenario } from '../../core/model.ts';
import type { ScenarioIssue } from '../../core/types.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import type { FlagRow } from '../args.ts';
import { commandArgs, flagsHelp, positiveFlag } from '../args.ts';
import { SCENARIO_ROWS, scenarioFlagsHelp, scenarioFromArgs } from '../scenarioFlags.ts';
import { cliError, isCliError, issuesError } from '../errors.ts';
import { describeScenario } from '../format.ts';
import { formatDuration, formatInt, formatUsd } from '../../core/format/index.ts';

const TARGET_FLAGS: readonly FlagRow[] = [
  { flag: 'max-startup', value: 'S', help: 'maximum startup time, seconds (required)' },
  { flag: 'min-qps', value: 'Q', help: 'minimum IO-bound point-select QPS (required)' },
  { flag: 'limit', value: 'N', help: 'how many results (default 10)' },
];
const OUTPUT_FLAGS: readonly FlagRow[] = [
  { flag: 'json', help: 'print { searched, results } as JSON' },
];

const help =
  (): string => `Usage: innosizer recommend --max-startup S --min-qps Q --tables N --data-gib D [--region R] [--json]

Searches instance types, storage kinds, sizes, IOPS, throughput and page sizes for the cheapest
configurations whose predicted startup time and QPS meet the targets.

Targets:
${flagsHelp(TARGET_FLAGS)}

Kept fixed from these (defaults as in predict; validated as predict validates them):
${scenarioFlagsHelp()}
${flagsHelp(OUTPUT_FLAGS)}
`;

/**
 * Problems with what the search keeps fixed. The fields the search chooses (instance, storage
 * kind, size, IOPS, throughput, buffer pool) and whether the data fits the current volume are the
 * search's to settle, so their issues are left out; everything else is checked as `predict` does.
 */
export function keptFixedIssues(s: Scenario): ScenarioIssue[] {
  const searchedLimits = new Set(['volume.size', 'instanceStore.size', 'restore.ebsOnly']);
  const searched = (path: string): boolean =>
    path.startsWith('instance.') ||
    (path.startsWith('storage.') &&
      path !== 'storage.volumeState' &&
      path !== 'storage.restoreRemedy') ||
    path === 'mysql.bufferPoolGiB';
  return validateScenario(s).filter((i) => !searched(i.path) && !searchedLimits.has(i.limit));
}

const int = formatInt;

export const recommendCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(
    argv,
    [...TARGET_FLAGS, ...SCENARIO_ROWS, ...OUTPUT_FLAGS],
    help,
    io.stdout,
  );
  if ('done' in start) return start.done;
  const args = start.args;
  const maxStartup = positiveFlag(args, 'max-startup', { required: true });
  if (isCliError(maxStartup)) return maxStartup;
  const minQps = positiveFlag(args, 'min-qps', { required: true });
  if (isCliError(minQps)) return minQps;
  const limit = positiveFlag(args, 'limit', { integer: true });
  if (isCliError(limit)) return limit;
  const built = scenarioFromArgs(args, (p) => readFileSync(p, 'utf8'));
  if (!built.ok) return built.error;
  const s = built.scenario;
  const issues = keptFixedIssues(s);
  if (issues.length > 0) return issuesError(issues);
  const started = Date.now();
  const response = recommend({
    maxStartupSeconds: maxStartup ?? 0,
    minQps: minQps ?? 0,
    tables: s.mysql.tables,
    dataGiB: s.mysql.dataGiB,
    region: s.region,
    base: s,
    limit: limit ?? 10,
  });
  if (response.note?.startsWith('unknown region'))
    return cliError('invalid-scenario', `At region: ${response.note}`, { field: 'region' });
  if (args.switches.has('json')) {
    io.stdout(`${JSON.stringify(response, null, 2)}\n`);
    return EXIT_OK;
  }
  const lines = [
    `Searched ${int(response.searched)} configurations in ${int(Date.now() - started)} ms.`,
  ];
  if (response.results.length === 0)
    lines.push(response.note ?? 'No configuration meets the targets.');
  for (const r of response.results) {
    const p = r.prediction;
    lines.push(
      '',
      `#${r.rank}  ${formatUsd(p.cost.monthlyUsd)}/month  startup ${formatDuration(p.startup.totalSeconds)}  QPS ${int(p.qps.pointSelect)}`,
      `    ${describeScenario(r.scenario)}`,
      `    binding: ${r.binding}`,
    );
  }
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
};
