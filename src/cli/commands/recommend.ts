/**
 * `innosizer recommend --max-startup S --min-qps Q --tables N --data-gib D [--region R] [--json]`:
 * the cheapest configurations meeting both targets, ranked, each with its predictions and the
 * constraint that binds it. Other scenario flags (e.g. --mysql, --startup-opt, --scenario FILE)
 * set what the search keeps fixed.
 */
import { readFileSync } from 'node:fs';
import type { CliCommand } from '../io.ts';
import { EXIT_OK, EXIT_USAGE } from '../io.ts';
import { recommend } from '../../core/recommend/index.ts';
import type { FlagSpec } from '../scenarioFlags.ts';
import {
  parseArgs,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromFlags,
} from '../scenarioFlags.ts';
import { clock, describeScenario } from '../format.ts';

const TARGET_FLAGS: FlagSpec[] = [
  { name: 'max-startup', value: 'S', help: 'maximum startup time, seconds (required)' },
  { name: 'min-qps', value: 'Q', help: 'minimum IO-bound point-select QPS (required)' },
  { name: 'limit', value: 'N', help: 'how many results (default 10)' },
];

const HELP = `Usage: innosizer recommend --max-startup S --min-qps Q --tables N --data-gib D [--region R] [--json]

Searches instance types, storage kinds, sizes, IOPS, throughput and page sizes for the cheapest
configurations whose predicted startup time and QPS meet the targets.

Targets:
${TARGET_FLAGS.map((f) => `  --${f.name} ${f.value ?? ''}`.padEnd(26) + f.help).join('\n')}

Kept fixed from these (defaults as in predict):
${scenarioFlagsHelp()}
  --json                   print { searched, results } as JSON
`;

function positive(v: string | true | undefined, name: string, required: boolean): number | string {
  if (v === undefined) return required ? `--${name} is required` : NaN;
  const n = typeof v === 'string' ? Number(v.replace(/_/g, '')) : NaN;
  if (!Number.isFinite(n) || n <= 0)
    return `--${name}: expected a positive number, got "${String(v)}"`;
  return n;
}

const int = (n: number): string => Math.round(n).toLocaleString('en-US');

export const recommendCommand: CliCommand = async (argv, io) => {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return EXIT_OK;
  }
  const args = parseArgs(argv, [...TARGET_FLAGS, ...SCENARIO_FLAGS], ['json']);
  if (!args.ok) {
    io.stderr(`innosizer recommend: ${args.error}\n`);
    return EXIT_USAGE;
  }
  const maxStartup = positive(args.flags.get('max-startup'), 'max-startup', true);
  const minQps = positive(args.flags.get('min-qps'), 'min-qps', true);
  const limit = positive(args.flags.get('limit'), 'limit', false);
  for (const v of [maxStartup, minQps, limit]) {
    if (typeof v === 'string') {
      io.stderr(`innosizer recommend: ${v}\n`);
      return EXIT_USAGE;
    }
  }
  const built = scenarioFromFlags(args.flags, (p) => readFileSync(p, 'utf8'));
  if (!built.ok) {
    io.stderr(`innosizer recommend: ${built.error}\n`);
    return EXIT_USAGE;
  }
  const s = built.scenario;
  if (!Number.isInteger(s.mysql.tables) || s.mysql.tables < 0 || !(s.mysql.dataGiB > 0)) {
    io.stderr(
      'innosizer recommend: --tables must be a whole number ≥ 0 and --data-gib a positive number\n',
    );
    return EXIT_USAGE;
  }
  const started = Date.now();
  const response = recommend({
    maxStartupSeconds: maxStartup as number,
    minQps: minQps as number,
    tables: s.mysql.tables,
    dataGiB: s.mysql.dataGiB,
    region: s.region,
    base: s,
    limit: Number.isNaN(limit as number) ? 10 : Math.floor(limit as number),
  });
  if (response.note?.startsWith('unknown region')) {
    io.stderr(`innosizer recommend: At region: ${response.note}\n`);
    return EXIT_USAGE;
  }
  if (args.flags.has('json')) {
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
      `#${r.rank}  $${p.cost.monthlyUsd.toFixed(2)}/month  startup ${clock(p.startup.totalSeconds)}  QPS ${int(p.qps.pointSelect)}`,
      `    ${describeScenario(r.scenario)}`,
      `    binding: ${r.binding}`,
    );
  }
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
};
