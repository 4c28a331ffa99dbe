/**
 * `innosizer calibrate FILE... [scenario flags | --scenario FILE] [--name NAME] [--out FILE]
 * [--json]`: imports the files, fits the model to them (device parameters from random-read runs,
 * startup factors from logs/CSV) and prints the fitted profile with measured vs predicted, before
 * and after. --out saves the profile (apply it in the app, or keep it with the scenario).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { CliCommand } from '../io.ts';
import { EXIT_OK, EXIT_USAGE } from '../io.ts';
import {
  parseArgs,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromFlags,
} from '../scenarioFlags.ts';
import { calibrate, serializeProfile } from '../../core/calibration/index.ts';
import type { CalibrationPoint } from '../../core/calibration/index.ts';
import { errorsLine, importFiles, parseImportArgs } from './import.ts';

const HELP = `Usage: innosizer calibrate FILE... [flags] [--name NAME] [--out PROFILE.json] [--json]

Fits the model to benchmark results (any format \`innosizer import\` reads): the device's IOPS
cap, bandwidth cap and latency from random-read runs, per-phase startup factors from MySQL error
logs or CSV. Prints measured vs predicted with the error per point, before and after. The runs are
taken to come from the scenario's machine unless a CSV names instance and storage.

Flags:
  --name NAME              profile name (default "Calibration <date>")
  --out FILE               write the profile to FILE (a .json the app can apply)
  --json                   print {profile, before, after, summary, devices, warnings}
  --format F, --map H=F, --run-threads N   as for \`innosizer import\`
Scenario flags (the machine the measurements were taken on):
${scenarioFlagsHelp()
  .split('\n')
  .filter((l) => !l.startsWith('  --name '))
  .join('\n')}
`;

const pct = (p: CalibrationPoint): string =>
  `${p.errorPct >= 0 ? '+' : ''}${p.errorPct.toFixed(1)} %`;

export const calibrateCommand: CliCommand = async (argv, io) => {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout(HELP);
    return EXIT_OK;
  }
  const valueFlags = new Set(
    SCENARIO_FLAGS.filter((f) => f.value !== undefined).map((f) => f.name),
  );
  valueFlags.add('out');
  const split = parseImportArgs(argv, valueFlags);
  if (!split.ok) {
    io.stderr(`innosizer calibrate: ${split.error}\n`);
    return EXIT_USAGE;
  }
  const specs = [...SCENARIO_FLAGS, { name: 'out', value: 'FILE', help: '' }];
  const args = parseArgs(split.rest, specs, []);
  if (!args.ok) {
    io.stderr(`innosizer calibrate: ${args.error}\n`);
    return EXIT_USAGE;
  }
  // --name names the profile here, not the scenario.
  const profileName = args.flags.get('name');
  const out = args.flags.get('out');
  args.flags.delete('name');
  args.flags.delete('out');
  const built = scenarioFromFlags(args.flags, (p) => readFileSync(p, 'utf8'));
  if (!built.ok) {
    io.stderr(`innosizer calibrate: ${built.error}\n`);
    return EXIT_USAGE;
  }
  const imports = await importFiles(split.files, split.options, io);
  const errors = imports.flatMap((f) => f.result.errors);
  if (errors.length > 0) {
    if (split.json) io.stdout(`${JSON.stringify({ errors }, null, 2)}\n`);
    io.stderr(`innosizer calibrate: ${errorsLine(errors)}\n`);
    return EXIT_USAGE;
  }
  const records = imports.flatMap((f) => f.result.records);
  const result = calibrate(records, built.scenario, undefined, {
    ...(typeof profileName === 'string' ? { name: profileName } : {}),
  });
  if (result.before.length === 0) {
    io.stderr(
      'innosizer calibrate: nothing to fit: the files hold no random-read runs with block size and threads, and no startup timings\n',
    );
    return EXIT_USAGE;
  }
  if (typeof out === 'string') {
    try {
      writeFileSync(out, serializeProfile(result.profile));
    } catch (e) {
      io.stderr(
        `innosizer calibrate: --out: cannot write ${out}: ${e instanceof Error ? e.message : String(e)}\n`,
      );
      return EXIT_USAGE;
    }
  }
  if (split.json) {
    io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    return EXIT_OK;
  }
  const lines: string[] = [`Profile "${result.profile.name}"`];
  const d = result.profile.device;
  if (d) {
    lines.push(
      `  device: ${Math.round(d.readIopsCap).toLocaleString('en-US')} IOPS, ${d.readMiBpsCap.toFixed(1)} MiB/s, ${d.readLatencyUs.toFixed(0)} µs at 4 KiB`,
    );
  }
  const s = result.profile.startup;
  if (s)
    lines.push(
      `  startup factors: ${Object.entries(s)
        .map(([k, v]) => `${k} ×${v.toFixed(3)}`)
        .join(', ')}`,
    );
  lines.push('', 'point | measured | before | after');
  result.before.forEach((b, i) => {
    const a = result.after[i];
    if (!a) return;
    lines.push(
      `${b.point} | ${b.measured.toFixed(2)} ${b.unit} | ${b.predicted.toFixed(2)} (${pct(b)}) | ${a.predicted.toFixed(2)} (${pct(a)})`,
    );
  });
  lines.push(
    '',
    `mean |error|: ${result.summary.meanAbsErrorPctBefore.toFixed(2)} % before, ${result.summary.meanAbsErrorPctAfter.toFixed(2)} % after (${result.summary.points} points)`,
  );
  for (const w of result.warnings) lines.push(`note: ${w}`);
  if (typeof out === 'string') lines.push(`profile written to ${out}`);
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
};
