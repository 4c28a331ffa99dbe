/**
 * `innosizer predict [flags] [--json]`: one scenario (the embedded default, a scenario file and/or
 * flags) → startup time, IO-bound QPS, monthly cost. Invalid configuration: exit 2, one line on
 * stderr naming the limit and the nearest valid value.
 */
import { inCloudUnits } from '../../core/storage/vendorUnits.ts';
import { readTextFile } from '../readText.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import { predictWithRanges } from '../../core/uncertainty/index.ts';
import { engineStartRanges, engineStartRangesOf } from '../../core/uncertainty/engineStart.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { FlagRow } from '../args.ts';
import { commandArgs, flagsHelp, positiveFlag } from '../args.ts';
import { GROWTH_MONTHS, hasGrowth, projectGrowth } from '../../core/growth/index.ts';
import {
  SCENARIO_ROWS,
  scenarioFlagsHelp,
  scenarioFromArgs,
  printScenarioWarnings,
  withFlagNames,
} from '../scenarioFlags.ts';
import { isCliError, issuesError } from '../errors.ts';
import { formatPrediction, startupJson } from '../format.ts';
import { formatInt } from '../../core/format/index.ts';
import { bottleneckAdvice } from '../../core/recommend/advice.ts';
import { RECOVERY_ROWS, targetPathId, withRecoveryArgs } from '../recoveryFlags.ts';
import { predictRecovery, recoveryTargetQps } from '../../core/recovery/scenario.ts';
import type { RecoveryPathResult } from '../../core/recovery/scenario.ts';
import { recoveryAdvice } from '../../core/recovery/advice.ts';
import { recoveryTarget } from '../../core/recovery/target.ts';

const TARGET_FLAGS: readonly FlagRow[] = [
  {
    flag: 'max-startup',
    value: 'S',
    help: 'startup target, seconds: growth says when startup exceeds it',
  },
  { flag: 'min-qps', value: 'Q', help: 'QPS target: growth says when QPS falls below it' },
];

const OUTPUT_FLAGS: readonly FlagRow[] = [
  { flag: 'json', help: 'print one JSON object instead of a table (with an advice array)' },
];

/** One line per calibrated recovery phase a log narrowed (its path, phase and the log). */
function recoveryNarrowedLines(paths: readonly RecoveryPathResult[]): string {
  const lines = paths.flatMap((p) =>
    p.phases.flatMap((ph) =>
      ph.narrowedBy ? [`  ${p.id}: ${ph.label} range narrowed by the log ${ph.narrowedBy}.`] : [],
    ),
  );
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

const help = (): string => `Usage: innosizer predict [flags] [--json]

Predicts startup time (many tables), IO-bound point-select QPS and monthly cost for one scenario,
each time and QPS with its uncertainty range (low–high; --json: startup.totalRange, each phase's
range, qps.pointSelectRange). --calibration FILE applies a profile written by calibrate --out: the
startup range narrows on the machine a fitted log was measured on, and near it (--json:
startup.narrowedBy names the log), as does each recovery path's engine start of the log's setup
(every engine start's range is the startup range of its start); a calibrated recovery phase's range narrows the same way near
the recovery log it was fitted on (--json: recovery.paths[].phases[].narrowedBy). Without flags it runs the embedded default scenario (1M tables, m6i.large, gp3 baseline).

Growth: with --tables-growth-per-month and --data-growth-gib-per-month it projects the next
${GROWTH_MONTHS} months (--json: growth.points, one a month) and says when startup exceeds
--max-startup, QPS falls below --min-qps (at the pessimistic end of the ranges) and the volume
is full (growth.startupExceedsTargetInMonths, qpsBelowTargetInMonths, volumeFullInMonths; null:
not within ${GROWTH_MONTHS} months, or no target given).

Flags:
${scenarioFlagsHelp()}
${flagsHelp(TARGET_FLAGS)}
${flagsHelp(RECOVERY_ROWS)}
${flagsHelp(OUTPUT_FLAGS)}
`;

export const predictCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(
    argv,
    [...SCENARIO_ROWS, ...TARGET_FLAGS, ...RECOVERY_ROWS, ...OUTPUT_FLAGS],
    help,
    io.stdout,
  );
  if ('done' in start) return start.done;
  const args = start.args;
  const maxStartup = positiveFlag(args, 'max-startup');
  if (isCliError(maxStartup)) return maxStartup;
  const minQps = positiveFlag(args, 'min-qps');
  if (isCliError(minQps)) return minQps;
  // Prices: the shipped catalog plus the user's overlay from `catalog update`, when there is one.
  const loaded = loadCatalog(io.stderr);
  const parsed = scenarioFromArgs(args, readTextFile, undefined, loaded.catalog);
  if (!parsed.ok) return parsed.error;
  const withRecovery = withRecoveryArgs(args, parsed.scenario);
  if (isCliError(withRecovery)) return withRecovery;
  const built = { ...parsed, scenario: withRecovery };
  printScenarioWarnings(io, built);
  const result = predictWithRanges(built.scenario, loaded.catalog);
  if (!result.ok) return issuesError(withFlagNames(result.issues, built.scenario));
  // What would help most, each change priced and measured with the model.
  const advice = bottleneckAdvice(built.scenario, loaded.catalog);
  const growth = projectGrowth(
    built.scenario,
    {
      ...(maxStartup !== undefined ? { maxStartupSeconds: maxStartup } : {}),
      ...(minQps !== undefined ? { minQps } : {}),
    },
    loaded.catalog,
  );
  const s = built.scenario;
  const targetQps = recoveryTargetQps(s, result.prediction.qps.pointSelect);
  // Each engine start at the startup model's own range (the startup's printed above for a clean one).
  const starts = engineStartRanges(s, loaded.catalog, result.prediction);
  const paths = predictRecovery(s, loaded.catalog, targetQps, starts);
  const max = s.recovery.maxRecoverySeconds;
  const target = max !== null ? recoveryTarget(paths, max, targetPathId(s.recovery)) : null;
  const recoveryHelp = recoveryAdvice(
    s,
    loaded.catalog,
    targetQps,
    engineStartRangesOf(loaded.catalog),
  );
  const recovery = { paths, target, advice: recoveryHelp };
  // An Azure scenario's words in MB/s, Microsoft's unit (issue 38); as they are elsewhere.
  const say = (text: string): void => io.stdout(inCloudUnits(text, s.cloud));
  if (args.switches.has('json')) {
    const out = {
      scenario: built.scenario,
      ...result.prediction,
      startup: startupJson(result.prediction.startup),
      advice,
      growth,
      recovery,
    };
    io.stdout(`${JSON.stringify(inCloudUnits(out, s.cloud), null, 2)}\n`);
  } else {
    say(formatPrediction(built.scenario, result.prediction));
    if (hasGrowth(built.scenario)) say(`Growth: ${growth.text}\n`);
    say(
      `\nRecovery (to full service at ${formatInt(targetQps)} QPS):\n${paths.map((p) => `  - ${p.text}`).join('\n')}\n`,
    );
    say(recoveryNarrowedLines(paths));
    if (target) say(`${target.text}\n`);
    if (recoveryHelp.length > 0)
      say(
        `What buys recovery time back:\n${recoveryHelp.map((a) => `  - ${a.text}`).join('\n')}\n`,
      );
    if (advice.length > 0) {
      say(`\nAdvice:\n${advice.map((a) => `  - ${a.text}`).join('\n')}\n`);
    }
  }
  return EXIT_OK;
};
