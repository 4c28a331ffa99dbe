/**
 * `innosizer predict [flags] [--json]`: one scenario (the embedded default, a scenario file and/or
 * flags) → startup time, IO-bound QPS, monthly cost. Invalid configuration: exit 2, one line on
 * stderr naming the limit and the nearest valid value.
 */
import { readFileSync } from 'node:fs';
import type { CliCommand } from '../io.ts';
import { EXIT_OK, EXIT_USAGE } from '../io.ts';
import { predict } from '../../core/model.ts';
import {
  parseArgs,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromFlags,
} from '../scenarioFlags.ts';
import { formatPrediction, issuesLine } from '../format.ts';
import { bottleneckAdvice } from '../../core/recommend/advice.ts';

const HELP = `Usage: innosizer predict [flags] [--json]

Predicts startup time (many tables), IO-bound point-select QPS and monthly cost for one scenario.
Without flags it runs the embedded default scenario (1M tables, m6i.large, gp3 baseline).

Flags:
${scenarioFlagsHelp()}
  --json                   print one JSON object instead of a table (with an advice array)
`;

export const predictCommand: CliCommand = async (argv, io) => {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return EXIT_OK;
  }
  const args = parseArgs(argv, SCENARIO_FLAGS, ['json']);
  if (!args.ok) {
    io.stderr(`innosizer predict: ${args.error}\n`);
    return EXIT_USAGE;
  }
  const built = scenarioFromFlags(args.flags, (p) => readFileSync(p, 'utf8'));
  if (!built.ok) {
    io.stderr(`innosizer predict: ${built.error}\n`);
    return EXIT_USAGE;
  }
  const result = predict(built.scenario);
  if (!result.ok) {
    io.stderr(`innosizer predict: ${issuesLine(result.issues)}\n`);
    return EXIT_USAGE;
  }
  // What would help most, each change priced and measured with the model.
  const advice = bottleneckAdvice(built.scenario);
  if (args.flags.has('json')) {
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
