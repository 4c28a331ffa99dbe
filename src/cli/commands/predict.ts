/**
 * `innosizer predict [flags] [--json]`: one scenario (the embedded default, a scenario file and/or
 * flags) → startup time, IO-bound QPS, monthly cost. Invalid configuration: exit 2, one line on
 * stderr naming the limit and the nearest valid value.
 */
import { readTextFile } from '../readText.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import { predictWithRanges } from '../../core/uncertainty/index.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { FlagRow } from '../args.ts';
import { commandArgs, flagsHelp } from '../args.ts';
import {
  SCENARIO_ROWS,
  scenarioFlagsHelp,
  scenarioFromArgs,
  printScenarioWarnings,
  withFlagNames,
} from '../scenarioFlags.ts';
import { issuesError } from '../errors.ts';
import { formatPrediction } from '../format.ts';
import { bottleneckAdvice } from '../../core/recommend/advice.ts';

const OUTPUT_FLAGS: readonly FlagRow[] = [
  { flag: 'json', help: 'print one JSON object instead of a table (with an advice array)' },
];

const help = (): string => `Usage: innosizer predict [flags] [--json]

Predicts startup time (many tables), IO-bound point-select QPS and monthly cost for one scenario,
each time and QPS with its uncertainty range (low–high; --json: startup.totalRange, each phase's
range, qps.pointSelectRange). Without flags it runs the embedded default scenario (1M tables, m6i.large, gp3 baseline).

Flags:
${scenarioFlagsHelp()}
${flagsHelp(OUTPUT_FLAGS)}
`;

export const predictCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(argv, [...SCENARIO_ROWS, ...OUTPUT_FLAGS], help, io.stdout);
  if ('done' in start) return start.done;
  const args = start.args;
  // Prices: the shipped catalog plus the user's overlay from `catalog update`, when there is one.
  const loaded = loadCatalog(io.stderr);
  const built = scenarioFromArgs(args, readTextFile, undefined, loaded.catalog);
  if (!built.ok) return built.error;
  printScenarioWarnings(io, built);
  const result = predictWithRanges(built.scenario, loaded.catalog);
  if (!result.ok) return issuesError(withFlagNames(result.issues));
  // What would help most, each change priced and measured with the model.
  const advice = bottleneckAdvice(built.scenario, loaded.catalog);
  if (args.switches.has('json')) {
    const out = { scenario: built.scenario, ...result.prediction, advice };
    io.stdout(`${JSON.stringify(out, null, 2)}\n`);
  } else {
    io.stdout(formatPrediction(built.scenario, result.prediction));
    if (advice.length > 0) {
      io.stdout(`\nAdvice:\n${advice.map((a) => `  - ${a.text}`).join('\n')}\n`);
    }
  }
  return EXIT_OK;
};
