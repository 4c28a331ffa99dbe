/**
 * `innosizer calibrate FILE... [scenario flags | --scenario FILE] [--name NAME] [--out FILE]
 * [--json]`: imports the files, fits the model to them (device parameters from random-read runs,
 * startup factors from logs/CSV) and prints the fitted profile with measured vs predicted, before
 * and after. --out saves the profile (apply it in the app, or keep it with the scenario).
 */
import { writeFileAtomic } from '../writeAtomic.ts';
import { readTextFile } from '../readText.ts';
import { fitRecoveryLogs, recoveryFactorLines, splitRecoveryLogs } from '../recoveryLogs.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import type { FlagRow } from '../args.ts';
import { commandArgs, flagsHelp, valueOf } from '../args.ts';
import {
  SCENARIO_FILE_FLAG,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromArgs,
  printScenarioWarnings,
} from '../scenarioFlags.ts';
import { cliError, firstAndMore, isCliError, usageError } from '../errors.ts';
import { IMPORT_FLAGS, importOptionsFrom, readBenchmarks } from '../benchmarkFiles.ts';
import { calibrate, serializeProfile, validateProfile } from '../../core/calibration/index.ts';
import type { CalibrationPoint, MeasurementMachine } from '../../core/calibration/index.ts';
import { coversText } from '../../core/scenario/calibrationCover.ts';
import {
  MEASURED_ON_FLAG,
  proposeAutoMachines,
  checkedScenario,
  measuredOnFrom,
} from '../measuredOn.ts';
import {
  formatFixed,
  formatInt,
  formatNumber,
  formatPercent,
  formatPercentUpTo,
} from '../../core/format/index.ts';
import { fitWorkload } from '../../core/calibration/workload.ts';
import { withRecoveryFactors } from '../../core/calibration/recovery.ts';
import type { CalibratedWorkload, CalibrationProfile } from '../../core/scenario/types.ts';
import { TELEMETRY_FLAGS, telemetryLines, telemetryOptionsFrom } from '../telemetryReport.ts';
import { analyseTelemetry, hasTelemetry, summariseAnalysis } from '../../core/telemetry/index.ts';
import { DEFAULT_CATALOG } from '../../core/catalog/index.ts';

/** --name names the profile here, so the scenario's name flag is left out. */
const MACHINE_FLAGS = SCENARIO_FLAGS.filter((r) => r.flag !== 'name');
const OWN_FLAGS: readonly FlagRow[] = [
  { flag: 'name', value: 'NAME', help: 'profile name (default "Calibration <date>")' },
  { flag: 'out', value: 'FILE', help: 'write the profile to FILE (a .json the app can apply)' },
  {
    flag: 'json',
    help: 'print {profile, before, after, summary, devices, machines, warnings} (and telemetry: {workload, utilisation, sizing}); every point names its file (source.file)',
  },
  MEASURED_ON_FLAG,
  ...IMPORT_FLAGS,
  ...TELEMETRY_FLAGS,
];

const help =
  (): string => `Usage: innosizer calibrate FILE... [flags] [--measured-on FILE=SCENARIO.json]... [--name NAME] [--out PROFILE.json] [--json]

Fits the model to benchmark results (any format \`innosizer import\` reads): the device's IOPS
cap, bandwidth cap and latency from random-read runs, per-phase startup factors from MySQL error
logs or CSV. Prints measured vs predicted with the error per point, before and after, each
evaluated at the machine the file was measured on: give it with --measured-on FILE=SCENARIO.json
(repeatable; FILE as given on the command line), or let it be proposed from what the file shows
with --measured-on FILE=auto (--measured-on auto: every file): its MySQL version and .ibd count,
the vCPUs its duplicate-check threads imply, the rates, bandwidth and latency its runs reached (a
volume or instance below them is ruled out), a CSV row's own columns; the proposal and its reasons
are printed (--json: machines[].proposed). Files without one are taken as measured on the
scenario (--scenario, the flags, or the defaults), and the output says so. What a file states is
read from it and laid over its machine (a log's MySQL version and .ibd count, a CSV row's instance
and storage); a log whose version or table count differs from its machine is noted with file,
line and both values, one whose duplicate-check thread count the machine cannot give is not used.
Startup factors of the IO-bound phases (directories scan, duplicate check) are fitted per storage
kind and instance family and apply only there (the profile's "covers"); the CPU-bound phases'
factors apply everywhere; no factor makes a measured point worse.

Production telemetry (iostat -x, /proc/diskstats, CloudWatch, SHOW GLOBAL STATUS, mysqld_exporter)
taken on the scenario's configuration is analysed: the workload (mean/p50/p95/p99/max per metric),
the utilisation of the provisioned and instance limits and the bottleneck, the model's miss ratio
and IO sizes against the measured ones, and the cheapest configuration sustaining the measured
p95 (or peak) with headroom. The profile then carries the measured miss ratio (as a factor on the
model's) and average read and write sizes, which the QPS model uses once the profile is applied;
measured vs model lists the model before and after ("calibrated").

Flags:
${flagsHelp(OWN_FLAGS)}
Scenario flags (the machine of every file given no --measured-on):
${scenarioFlagsHelp(MACHINE_FLAGS)}
`;

const pct = (p: CalibrationPoint): string => formatPercent(p.errorPct, 1, true);

/** The profile's workload figures, one line (none without telemetry). */
function workloadProfileLines(fit: CalibratedWorkload | null): string[] {
  if (!fit) return [];
  const parts = [
    fit.missRatio !== null
      ? `miss ratio ${formatPercentUpTo(fit.missRatio * 100, 2)}${fit.missFactor !== null ? ` (× ${formatNumber(fit.missFactor, 3)} on the model's)` : ''}`
      : '',
    fit.readIoKiB !== null ? `reads ${formatNumber(fit.readIoKiB, 1)} KiB` : '',
    fit.writeIoKiB !== null ? `writes ${formatNumber(fit.writeIoKiB, 1)} KiB` : '',
  ].filter(Boolean);
  return [`  workload (production telemetry, ${fit.pageSizeKiB} KiB pages): ${parts.join(', ')}`];
}

/** Which scenarios the profile's device and IO-bound factors apply to. */
function coverLines(profile: CalibrationProfile): string[] {
  const covers = profile.covers ?? [];
  if (covers.length === 0) return [];
  const io = covers
    .filter((c) => c.startup !== null)
    .map(
      (c) =>
        `${c.storage} on ${c.family}: ${Object.entries(c.startup ?? {})
          .map(([k, v]) => `${k} ×${formatFixed(v, 3)}`)
          .join(', ')}`,
    );
  return [
    `  covers: ${coversText(covers)} (elsewhere the device and IO-bound phases stay uncalibrated)`,
    ...io.map((t) => `  IO-bound factors, ${t}`),
  ];
}

/** Where each file is evaluated: "a.err: m6i.large gp3 …, MySQL 8.0.39, … (a.innosizer.json)". */
function machineLines(machines: readonly MeasurementMachine[]): string[] {
  return [
    'measured on:',
    ...machines.flatMap((m) => [
      `  ${m.file}: ${m.machine} (${m.assumed ? 'assumed: the scenario; give --measured-on for another machine' : m.from})`,
      ...(m.proposed?.reasons ?? []).map((r) => `    because ${r}`),
    ]),
  ];
}

export const calibrateCommand: CliCommand = async (argv, io) => {
  const rows = [...OWN_FLAGS, SCENARIO_FILE_FLAG, ...MACHINE_FLAGS];
  const start = commandArgs(argv, rows, help, io.stdout, { positionals: true });
  if ('done' in start) return start.done;
  const args = start.args;
  const options = importOptionsFrom(args);
  if (isCliError(options)) return options;
  const tOptions = telemetryOptionsFrom(args);
  if (isCliError(tOptions)) return tOptions;
  if (args.positionals.length === 0) return usageError('no FILE given (see --help)');
  const profileName = valueOf(args, 'name');
  const out = valueOf(args, 'out');
  const built = scenarioFromArgs(args, readTextFile, MACHINE_FLAGS);
  if (!built.ok) return built.error;
  const invalid = checkedScenario(built.scenario, DEFAULT_CATALOG);
  if (invalid !== null) return invalid;
  printScenarioWarnings(io, built);
  const measuredOn = measuredOnFrom(args, args.positionals, readTextFile, DEFAULT_CATALOG);
  if (isCliError(measuredOn)) return measuredOn;
  const logs = splitRecoveryLogs(args.positionals);
  const read =
    logs.benchmarks.length > 0
      ? await readBenchmarks(logs.benchmarks, options, io)
      : { imports: [], records: [] };
  if (isCliError(read)) return read;
  // --measured-on auto / FILE=auto: the machine proposed from what the file shows (issue 39).
  proposeAutoMachines(
    args,
    args.positionals,
    read.records,
    built.scenario,
    measuredOn,
    DEFAULT_CATALOG,
  );
  const recoveryFit = fitRecoveryLogs(logs.records, measuredOn, built.scenario);
  const analysis = hasTelemetry(read.records)
    ? analyseTelemetry(read.records, built.scenario, DEFAULT_CATALOG, tOptions)
    : null;
  const fitted = calibrate(read.records, built.scenario, undefined, {
    ...(profileName !== undefined ? { name: profileName } : {}),
    measuredOn,
  });
  // Production telemetry calibrates the model's miss ratio and IO sizes (issue 15).
  const fit = analysis
    ? (analysis.sizing?.fit ?? fitWorkload(analysis.workload, built.scenario))
    : null;
  const withWorkload = fit ? { ...fitted, profile: { ...fitted.profile, workload: fit } } : fitted;
  const result = {
    ...withWorkload,
    profile: withRecoveryFactors(withWorkload.profile, recoveryFit.factors),
  };
  const recoveryOnly = result.before.length === 0 && !fit && recoveryFit.factors.length > 0;
  if (result.before.length === 0 && !fit && analysis && !recoveryOnly) {
    if (args.switches.has('json')) {
      io.stdout(`${JSON.stringify({ telemetry: summariseAnalysis(analysis) }, null, 2)}\n`);
      return EXIT_OK;
    }
    io.stdout(`${telemetryLines(analysis).join('\n')}\n`);
    return EXIT_OK;
  }
  if (result.before.length === 0 && !fit && !recoveryOnly) {
    // Starts refused for their machine: the first reason is the one line (issue 26).
    const why = result.warnings.find((w) => w.includes(': not used'));
    return cliError(
      'invalid-file',
      why !== undefined
        ? firstAndMore(`nothing to fit: ${why}`, result.warnings.length)
        : 'nothing to fit: the files hold no random-read runs with block size and threads, and no startup timings',
    );
  }
  // A fit outside any real device (caps of 0 or ∞ from absurd rows) is refused, not written.
  const checked = validateProfile(result.profile);
  if (!checked.ok) {
    return cliError(
      'invalid-file',
      firstAndMore(
        `the measurements give a profile no real device or start has: ${checked.errors[0]?.message ?? ''} Check the rows (units, block size, threads); nothing written`,
        checked.errors.length,
      ),
    );
  }
  if (out !== undefined) {
    try {
      await writeFileAtomic(out, serializeProfile(result.profile));
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      return cliError('invalid-file', `--out: ${why}`, { file: out });
    }
  }
  if (args.switches.has('json')) {
    const telemetry = analysis ? { telemetry: summariseAnalysis(analysis) } : {};
    io.stdout(`${JSON.stringify({ ...result, ...telemetry }, null, 2)}\n`);
    return EXIT_OK;
  }
  if (result.before.length === 0) {
    // Telemetry only: the profile carries the workload figures; measured vs model follows.
    const lines = [
      `Profile "${result.profile.name}"`,
      ...workloadProfileLines(fit),
      ...recoveryFactorLines(recoveryFit),
    ];
    if (out !== undefined) lines.push(`profile written to ${out}`);
    if (analysis) lines.push('', ...telemetryLines(analysis));
    io.stdout(`${lines.join('\n')}\n`);
    return EXIT_OK;
  }
  const lines: string[] = [`Profile "${result.profile.name}"`, ...recoveryFactorLines(recoveryFit)];
  const d = result.profile.device;
  if (d) {
    lines.push(
      `  device: ${formatInt(d.readIopsCap)} IOPS, ${formatFixed(d.readMiBpsCap, 1)} MiB/s, ${formatInt(d.readLatencyUs)} µs at 4 KiB`,
    );
  }
  const s = result.profile.startup;
  if (s)
    lines.push(
      `  startup factors (CPU-bound, every scenario): ${Object.entries(s)
        .map(([k, v]) => `${k} ×${formatFixed(v, 3)}`)
        .join(', ')}`,
    );
  lines.push(...workloadProfileLines(fit));
  lines.push(...coverLines(result.profile), '', ...machineLines(result.machines));
  lines.push('', 'point | measured | before | after');
  result.before.forEach((b, i) => {
    const a = result.after[i];
    if (!a) return;
    lines.push(
      `${b.point} | ${formatFixed(b.measured, 2)} ${b.unit} | ${formatFixed(b.predicted, 2)} ${b.unit} (${pct(b)}) | ${formatFixed(a.predicted, 2)} ${a.unit} (${pct(a)})`,
    );
  });
  lines.push(
    '',
    `mean |error|: ${formatPercent(result.summary.meanAbsErrorPctBefore, 2)} before, ${formatPercent(result.summary.meanAbsErrorPctAfter, 2)} after (${result.summary.points} points)`,
  );
  for (const w of result.warnings) lines.push(`note: ${w}`);
  // Runs of other machines only: their fits are in the JSON (the core's note names no output key).
  if (result.profile.device === null && result.devices.length > 0)
    lines.push(
      `note: each machine's device fit (${formatInt(result.devices.length)}) is in the --json output's "devices"`,
    );
  if (out !== undefined) lines.push(`profile written to ${out}`);
  if (analysis) lines.push('', ...telemetryLines(analysis));
  io.stdout(`${lines.join('\n')}\n`);
  return EXIT_OK;
};
