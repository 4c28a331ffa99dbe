/**
 * `innosizer report`: the recommendation PDF from the command line. Same flags as `predict` (or
 * --scenario FILE), builds the ReportModel with the core (buildReport) and prints the shared
 * ReportDocument with a headless Chromium (page.pdf with the shared pdfOptions).
 */
import { readTextFile } from '../readText.ts';
import { isStandardOutputPath } from '../../node/atomicWrite.ts';
import type { ReportCalibrationInput } from '../../core/report/index.ts';
import { calibrationInputFrom, tryBuildReport } from '../../core/report/index.ts';
import { applyProfile, calibrate } from '../../core/calibration/index.ts';
import {
  MEASURED_ON_FLAG,
  checkedScenario,
  measuredOnFrom,
  proposeAutoMachines,
} from '../measuredOn.ts';
import { validateScenario } from '../../core/model.ts';
import type { Catalog } from '../../core/catalog/types.ts';
import { loadCatalog } from '../catalogOverlay.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_OK } from '../io.ts';
import { VERSION } from '../version.ts';
import { findChromium } from '../pdf/findChromium.ts';
import type { ReportPrinter } from '../pdf/printPdf.ts';
import { launchPrinter, printTo } from '../pdf/printPdf.ts';
import { paperOf, pdfPathError } from '../pdf/output.ts';
import type { FlagRow, ParsedArgs } from '../args.ts';
import { commandArgs, flagsHelp, positiveFlag, valueOf, valuesOf } from '../args.ts';
import {
  readScenarioFile,
  SCENARIO_ROWS,
  scenarioFlagsHelp,
  withFlagNames,
  scenarioFromArgs,
  printScenarioWarnings,
} from '../scenarioFlags.ts';
import type { CliError } from '../errors.ts';
import { cliError, isCliError, issuesError, usageError } from '../errors.ts';
import { readBenchmarks } from '../benchmarkFiles.ts';

const REPORT_FLAGS: readonly FlagRow[] = [
  {
    flag: 'out',
    value: 'FILE.pdf',
    help: 'where to write the PDF (required unless --json; /dev/stdout pipes it). A read-only file, a folder or a device is refused; a symlink’s target is written (docs/cli.md)',
  },
  { flag: 'paper', value: 'a4|letter', help: 'paper size (default a4)' },
  {
    flag: 'compare',
    value: 'FILE',
    multiple: true,
    help: 'a scenario file to compare side by side',
  },
  {
    flag: 'calibrate',
    value: 'FILE',
    multiple: true,
    help: 'benchmark results (sysbench, fio, error log, CSV) to calibrate on and report',
  },
  {
    ...MEASURED_ON_FLAG,
    help: 'the machine a --calibrate FILE (as given) was measured on; FILE=auto (or auto: every file) proposes it from what the file shows; files without one are taken as measured on the scenario',
  },
  {
    flag: 'max-startup',
    value: 'SECONDS',
    help: 'startup target (default: the current predicted startup)',
  },
  {
    flag: 'min-qps',
    value: 'N',
    help: 'point-select QPS target (default: the current predicted QPS)',
  },
  {
    flag: 'json',
    help: 'print the report data (JSON) on stdout; with --out, also write the PDF',
  },
];

function help(): string {
  return [
    'Usage: innosizer report [scenario flags | --scenario FILE] --out FILE.pdf [options]',
    '',
    'Writes the recommendation PDF: the recommendation, startup by phase, QPS and itemised cost for',
    'the current and the recommended configuration, compared scenarios, charts, calibration,',
    'assumptions and sources. Needs Chromium (or INNOSIZER_CHROMIUM).',
    '',
    'Report options:',
    flagsHelp(REPORT_FLAGS),
    '',
    'Scenario flags:',
    scenarioFlagsHelp(),
    '',
  ].join('\n');
}

/** --out and --paper, checked before any work. */
function outputOf(args: ParsedArgs): { out?: string; paper: 'A4' | 'Letter' } | CliError {
  const out = valueOf(args, 'out');
  if (out === undefined && !args.switches.has('json'))
    return usageError('--out FILE.pdf is required (or --json)', 'out');
  // `--out /dev/stdout` pipes the PDF; with --json the JSON goes there instead.
  const bad = out === undefined ? null : pdfPathError('out', out, !args.switches.has('json'));
  if (bad) return bad;
  const paper = paperOf(args);
  if (isCliError(paper)) return paper;
  return { ...(out === undefined ? {} : { out }), paper };
}

/** The scenario, calibrated on --calibrate files if any, and the --compare scenarios. */
async function scenariosOf(
  args: ParsedArgs,
  io: Parameters<CliCommand>[1],
  catalog: Catalog,
): Promise<
  { current: Scenario; compared: Scenario[]; calibration: ReportCalibrationInput | null } | CliError
> {
  const read = (p: string): string => readTextFile(p);
  const built = scenarioFromArgs(args, read, undefined, catalog);
  if (!built.ok) return built.error;
  printScenarioWarnings(io, built);
  let current = built.scenario;
  let calibration: ReportCalibrationInput | null = null;
  const measurements = valuesOf(args, 'calibrate');
  // Every scenario calibration uses is checked first: the scenario and each --measured-on.
  const invalid = checkedScenario(current, catalog);
  if (invalid !== null) return invalid;
  const measuredOn = measuredOnFrom(args, measurements, read, catalog);
  if (isCliError(measuredOn)) return measuredOn;
  if (measurements.length > 0) {
    const measured = await readBenchmarks(measurements, {}, io, '--calibrate ');
    if (isCliError(measured)) return measured;
    // --measured-on auto / FILE=auto: the machine proposed from the file, as calibrate does.
    proposeAutoMachines(args, measurements, measured.records, current, measuredOn, catalog);
    const result = calibrate(measured.records, current, catalog, { measuredOn });
    // The report predicts with the fitted profile, as the app does once a calibration is applied.
    current = applyProfile(current, result.profile);
    calibration = calibrationInputFrom(result);
  }
  // Refuse impossible scenarios before starting a browser (cheap checks).
  const issues = validateScenario(current, catalog);
  if (issues.length > 0) return issuesError(withFlagNames(issues, current));
  const compared: Scenario[] = [];
  for (const file of valuesOf(args, 'compare')) {
    const c = readScenarioFile(file, read, 'compare', catalog);
    if (!c.ok) return c.error;
    printScenarioWarnings(io, c);
    const issues = validateScenario(c.scenario, catalog);
    if (issues.length > 0) return issuesError(issues, `--compare ${file}: `);
    compared.push(c.scenario);
  }
  return { current, compared, calibration };
}

export const reportCommand: CliCommand = async (argv, io) => {
  const start = commandArgs(argv, [...SCENARIO_ROWS, ...REPORT_FLAGS], help, io.stdout);
  if ('done' in start) return start.done;
  const args = start.args;
  const output = outputOf(args);
  if (isCliError(output)) return output;
  const maxStartup = positiveFlag(args, 'max-startup');
  if (isCliError(maxStartup)) return maxStartup;
  const minQps = positiveFlag(args, 'min-qps');
  if (isCliError(minQps)) return minQps;
  // Prices: the shipped catalog plus the user's overlay from `catalog update`, as the app uses it.
  const loaded = loadCatalog(io.stderr);
  const scenarios = await scenariosOf(args, io, loaded.catalog);
  if (isCliError(scenarios)) return scenarios;

  // Boot Chromium in parallel with the model's search so a typical export stays within 3 s.
  let printerStart: Promise<ReportPrinter> | null = null;
  if (output.out !== undefined) {
    const found = findChromium();
    if (!found.ok) return cliError('chromium', found.error);
    printerStart = launchPrinter(found.path);
    // Let the launch reach its process spawn before the synchronous model work below.
    printerStart.catch(() => undefined);
    await new Promise((ok) => setTimeout(ok, 20));
  }
  const result = tryBuildReport(
    {
      ...scenarios,
      targets: {
        ...(maxStartup !== undefined ? { maxStartupSeconds: maxStartup } : {}),
        ...(minQps !== undefined ? { minQps } : {}),
      },
      generatedAt: new Date().toISOString(),
      appVersion: VERSION,
    },
    loaded.catalog,
  );
  if (!result.ok) {
    void printerStart?.then(
      (p) => p.close(),
      () => undefined,
    );
    return issuesError(withFlagNames(result.issues, scenarios.current));
  }
  if (args.switches.has('json')) io.stdout(`${JSON.stringify(result.report, null, 2)}\n`);
  if (output.out === undefined || !printerStart) return EXIT_OK;
  const report = result.report;
  const failed = await printTo(printerStart, (p) => p.print(report, output.paper), output.out);
  if (failed) return failed;
  const wrote = `Wrote ${output.out} (${output.paper})\n`;
  if (isStandardOutputPath(output.out)) io.stderr(wrote);
  else if (!args.switches.has('json')) io.stdout(wrote);
  return EXIT_OK;
};
