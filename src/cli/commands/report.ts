/**
 * `innosizer report`: the recommendation PDF from the command line. Same flags as `predict` (or
 * --scenario FILE), builds the ReportModel with the core (buildReport) and prints the shared
 * ReportDocument with a headless Chromium (page.pdf with the shared pdfOptions).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { ReportModel } from '../../core/report/index.ts';
import type { ReportCalibrationInput } from '../../core/report/index.ts';
import { calibrationInputFrom, tryBuildReport } from '../../core/report/index.ts';
import { applyProfile, calibrate } from '../../core/calibration/index.ts';
import type { BenchmarkRecord } from '../../core/imports/index.ts';
import { parseBenchmarkText } from '../../core/imports/index.ts';
import { errorsLine } from './import.ts';
import { validateScenario } from '../../core/model.ts';
import { parseScenarioFile } from '../../core/scenario/file.ts';
import type { Scenario } from '../../core/scenario/types.ts';
import type { CliCommand } from '../io.ts';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from '../io.ts';
import { VERSION } from '../main.ts';
import { findChromium } from '../pdf/findChromium.ts';
import type { ReportPrinter } from '../pdf/printPdf.ts';
import { launchPrinter, writeFileAtomic } from '../pdf/printPdf.ts';
import type { FlagSpec } from '../scenarioFlags.ts';
import {
  parseArgs,
  SCENARIO_FLAGS,
  scenarioFlagsHelp,
  scenarioFromFlags,
} from '../scenarioFlags.ts';

const REPORT_FLAGS: readonly FlagSpec[] = [
  { name: 'out', value: 'FILE.pdf', help: 'where to write the PDF (required unless --json)' },
  { name: 'paper', value: 'a4|letter', help: 'paper size (default a4)' },
  { name: 'compare', value: 'FILE', help: 'a scenario file to compare side by side (repeatable)' },
  {
    name: 'calibrate',
    value: 'FILE',
    help: 'benchmark results (sysbench, fio, error log, CSV) to calibrate on and report (repeatable)',
  },
  {
    name: 'max-startup',
    value: 'SECONDS',
    help: 'startup target (default: the current predicted startup)',
  },
  {
    name: 'min-qps',
    value: 'N',
    help: 'point-select QPS target (default: the current predicted QPS)',
  },
];
const SWITCHES = ['json', 'help'];

function help(): string {
  const width = Math.max(...REPORT_FLAGS.map((f) => `--${f.name} ${f.value ?? ''}`.length));
  return [
    'Usage: innosizer report [scenario flags | --scenario FILE] --out FILE.pdf [options]',
    '',
    'Writes the recommendation PDF: the recommendation, startup by phase, QPS and itemised cost for',
    'the current and the recommended configuration, compared scenarios, charts, calibration,',
    'assumptions and sources. Needs Chromium (or INNOSIZER_CHROMIUM).',
    '',
    'Report options:',
    ...REPORT_FLAGS.map((f) => `  ${`--${f.name} ${f.value ?? ''}`.padEnd(width)}  ${f.help}`),
    `  ${'--json'.padEnd(width)}  print the report data (JSON) on stdout; with --out, also write the PDF`,
    '',
    'Scenario flags:',
    scenarioFlagsHelp(),
    '',
  ].join('\n');
}

/** Pulls every `--NAME FILE` / `--NAME=FILE` out of argv (parseArgs keeps one value per flag). */
function takeRepeated(
  argv: string[],
  name: string,
  what: string,
): { rest: string[]; files: string[] } | { error: string } {
  const rest: string[] = [];
  const files: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === `--${name}`) {
      const v = argv[i + 1];
      if (v === undefined || v === '' || v.startsWith('--'))
        return { error: `--${name} needs ${what}` };
      files.push(v);
      i += 1;
    } else if (arg.startsWith(`--${name}=`)) {
      const v = arg.slice(name.length + 3);
      if (v === '') return { error: `--${name} needs ${what}` };
      files.push(v);
    } else rest.push(arg);
  }
  return { rest, files };
}

/** Imports benchmark files; the first file with errors rejects the lot (nothing half-imported). */
function readMeasurements(files: string[]): { records: BenchmarkRecord[] } | { error: string } {
  const records: BenchmarkRecord[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      return {
        error: `--calibrate: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`,
      };
    }
    const imported = parseBenchmarkText(basename(file), text);
    if (imported.errors.length > 0)
      return { error: `--calibrate ${file}: ${errorsLine(imported.errors)}` };
    records.push(...imported.records);
  }
  return { records };
}

function positiveNumber(
  text: string | true | undefined,
  flag: string,
): number | undefined | string {
  if (text === undefined) return undefined;
  const n = typeof text === 'string' ? Number(text.replace(/_/g, '')) : NaN;
  if (!Number.isFinite(n) || n <= 0)
    return `--${flag}: expected a positive number, got "${String(text)}"`;
  return n;
}

function readCompared(file: string): { scenario: Scenario } | { error: string } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    return {
      error: `--compare: cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
  const parsed = parseScenarioFile(text);
  if (!parsed.ok)
    return { error: `--compare ${file}: ${parsed.errors[0]?.message ?? 'invalid scenario'}` };
  return { scenario: parsed.scenario };
}

export const reportCommand: CliCommand = async (argv, io) => {
  const fail = (message: string, code = EXIT_USAGE) => {
    io.stderr(`innosizer report: ${message}\n`);
    return code;
  };
  const taken = takeRepeated(argv, 'compare', 'a scenario file');
  if ('error' in taken) return fail(taken.error);
  const calibrateTaken = takeRepeated(taken.rest, 'calibrate', 'a benchmark file');
  if ('error' in calibrateTaken) return fail(calibrateTaken.error);
  const parsed = parseArgs(calibrateTaken.rest, [...SCENARIO_FLAGS, ...REPORT_FLAGS], SWITCHES);
  if (!parsed.ok) return fail(parsed.error);
  const flags = parsed.flags;
  if (flags.has('help')) {
    io.stdout(help());
    return EXIT_OK;
  }
  const json = flags.has('json');
  const out = flags.get('out');
  if (typeof out !== 'string' && !json) return fail('--out FILE.pdf is required (or --json)');
  if (typeof out === 'string') {
    if (!out.toLowerCase().endsWith('.pdf'))
      return fail(`--out: expected a .pdf file name, got "${out}"`);
    const dir = dirname(resolve(out));
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      return fail(`--out: folder ${dir} does not exist`);
  }
  const paperFlag = flags.get('paper') ?? 'a4';
  if (paperFlag !== 'a4' && paperFlag !== 'letter')
    return fail(`--paper: expected a4 or letter, got "${String(paperFlag)}"`);
  const paper = paperFlag === 'a4' ? 'A4' : 'Letter';
  const maxStartup = positiveNumber(flags.get('max-startup'), 'max-startup');
  if (typeof maxStartup === 'string') return fail(maxStartup);
  const minQps = positiveNumber(flags.get('min-qps'), 'min-qps');
  if (typeof minQps === 'string') return fail(minQps);

  const built = scenarioFromFlags(flags, (p) => readFileSync(p, 'utf8'));
  if (!built.ok) return fail(built.error);
  let current = built.scenario;
  let calibration: ReportCalibrationInput | null = null;
  if (calibrateTaken.files.length > 0) {
    const measured = readMeasurements(calibrateTaken.files);
    if ('error' in measured) return fail(measured.error);
    const result = calibrate(measured.records, current);
    // The report predicts with the fitted profile, as the app does once a calibration is applied.
    current = applyProfile(current, result.profile);
    calibration = calibrationInputFrom(result);
  }
  const compared: Scenario[] = [];
  for (const file of taken.files) {
    const c = readCompared(file);
    if ('error' in c) return fail(c.error);
    compared.push(c.scenario);
  }

  // Refuse impossible scenarios before starting a browser (cheap checks), then boot Chromium in
  // parallel with the model's search so a typical export stays within 3 s.
  const named = [
    { label: 'scenario', scenario: current },
    ...compared.map((scenario, i) => ({ label: `--compare ${taken.files[i] ?? ''}`, scenario })),
  ];
  for (const { label, scenario } of named) {
    const issues = validateScenario(scenario);
    if (issues.length > 0) {
      const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
      return fail(
        `${label === 'scenario' ? '' : `${label}: `}${issues[0]?.message ?? 'invalid scenario'}${more}`,
      );
    }
  }
  let printerStart: Promise<ReportPrinter> | null = null;
  if (typeof out === 'string') {
    const found = findChromium();
    if (!found.ok) return fail(found.error);
    printerStart = launchPrinter(found.path);
    // Let the launch reach its process spawn before the synchronous model work below.
    printerStart.catch(() => undefined);
    await new Promise((ok) => setTimeout(ok, 20));
  }

  const result = tryBuildReport({
    current,
    compared,
    calibration,
    targets: {
      ...(maxStartup !== undefined ? { maxStartupSeconds: maxStartup } : {}),
      ...(minQps !== undefined ? { minQps } : {}),
    },
    generatedAt: new Date().toISOString(),
    appVersion: VERSION,
  });
  if (!result.ok) {
    if (printerStart)
      void printerStart.then(
        (p) => p.close(),
        () => undefined,
      );
    const first = result.issues[0];
    const more = result.issues.length > 1 ? ` (and ${result.issues.length - 1} more)` : '';
    return fail(`${first?.message ?? 'invalid scenario'}${more}`);
  }
  const report: ReportModel = result.report;
  if (json) io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  if (typeof out !== 'string' || !printerStart) return EXIT_OK;

  let printer: ReportPrinter | null = null;
  try {
    printer = await printerStart;
    const pdf = await printer.print(report, paper);
    await writeFileAtomic(out, pdf);
  } catch (e) {
    return fail(
      `could not write ${out}: ${e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e)}`,
      EXIT_FAILURE,
    );
  } finally {
    await printer?.close();
  }
  if (!json) io.stdout(`Wrote ${out} (${paper})\n`);
  return EXIT_OK;
};
